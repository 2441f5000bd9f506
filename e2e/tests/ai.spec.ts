import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectPreviewToShow, stepHeading } from './builder-helpers';

/** Opens an AI button's list and picks its first option (or `option`); answers the text picked. */
async function pick(page: Page, button: string, option?: string): Promise<string> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const list = page.getByRole('list', { name: `${button} options` });
  await expect(list).toBeVisible();
  await expect(page.getByText('Offline suggestions').first()).toBeVisible();
  const choice = option
    ? list.getByRole('button', { name: option, exact: true })
    : list.getByRole('button').first();
  const text = (await choice.textContent())?.trim() ?? '';
  await choice.click();
  await expect(list).toBeHidden();
  return text;
}

test('every AI button of the builder, on the offline engine, fills the form and the preview; the enhancement is reviewed and reverted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/dashboard');
  const next = page.getByRole('button', { name: /Next/ });
  await page.getByLabel(/^Full Name/).fill('Grace Okafor');
  await page.getByLabel(/^Email Address/).fill('grace@example.com');
  await page.getByLabel(/^Phone Number/).fill('+1 312 555 0199');
  await page.getByLabel(/^Location/).fill('Chicago, IL');
  await page.getByLabel('About Resume').fill('Calm under pressure and kind to everyone.');
  await next.click();

  await expect(stepHeading(page, 'Work History')).toBeVisible();
  const job = page.getByRole('region', { name: 'Position 1' });
  await job.getByLabel(/^Company/).fill('Mercy Hospital');
  await job.getByRole('textbox', { name: 'Position (required)' }).fill('Registered Nurse');
  await job.getByLabel(/^Start Date/).fill('2018-04');
  await job.getByLabel(/^End Date/).fill('2023-06');
  const description = job.getByLabel(/^Description/);
  await description.fill('Responsible for caring for 12 patients per shift.');
  const correct = job.getByRole('button', { name: 'Correct Your Description with AI' });
  await expect(correct).toBeDisabled();
  await description.fill(
    'Responsible for caring for 12 patients per shift on a busy surgical ward. Worked on the new handover checklist with the charge nurses.',
  );
  await expect(correct).toBeEnabled();
  const rewritten = await pick(page, 'Correct Your Description with AI');
  expect(rewritten).toContain('Cared for 12 patients per shift');
  await expect(description).toHaveValue(rewritten);

  await job.getByLabel('Position 1, achievement 1').fill('helped with reducing falls on the ward');
  const achievement = await pick(page, 'AI Suggestion for Position 1 achievement 1');
  expect(achievement).toBe('Reduced falls on the ward.');
  await expect(job.getByLabel('Position 1, achievement 1')).toHaveValue(achievement);
  await expectPreviewToShow(page, ['Cared for 12 patients per shift', achievement]);
  await next.click();

  await expect(stepHeading(page, 'Education')).toBeVisible();
  const school = page.getByRole('region', { name: 'Education 1' });
  await school.getByLabel(/^School/).fill('Loyola University');
  await school.getByLabel(/^Degree/).fill('BSN');
  await school.getByLabel(/^Field of Study/).fill('Nursing');
  await school.getByLabel(/^Graduation Year/).fill('2018');
  const learned = await pick(page, 'AI Suggestion for Description of Education 1');
  expect(learned).toMatch(/^I learned /);
  await expect(school.getByLabel(/^Description/)).toHaveValue(learned);
  await expectPreviewToShow(page, [learned.slice(0, 40)]);
  await next.click();

  await expect(stepHeading(page, 'Skills')).toBeVisible();
  await page.getByRole('button', { name: 'AI Suggest Skills' }).click();
  await expect(
    page.getByText('Please enter at least one professional skill to get AI suggestions.'),
  ).toBeVisible();
  await page.getByLabel('Add a Skill Manually').fill('Patient Care');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await pick(page, 'AI Suggest Skills', 'Medication Administration');
  await expect(page.getByRole('textbox', { name: /^Skills/ })).toHaveValue(
    'Patient Care, Medication Administration',
  );
  await expectPreviewToShow(page, ['Medication Administration']);
  await next.click();

  await expect(stepHeading(page, 'Interests')).toBeVisible();
  await pick(page, 'AI Suggest Interests', 'Health and Wellness');
  await expect(page.getByRole('list', { name: 'Your interests' })).toContainText(
    'Health and Wellness',
  );
  await expectPreviewToShow(page, ['Health and Wellness']);
  await next.click();

  await expect(stepHeading(page, 'Additional Sections')).toBeVisible();
  await page.getByRole('button', { name: 'Add Certification' }).click();
  await page.getByLabel('Certification', { exact: true }).fill('BLS, AHA, 2022');
  await pick(
    page,
    'AI Suggestion for Certifications',
    'Advanced Cardiovascular Life Support (ACLS)',
  );
  await expect(page.getByLabel('Certification', { exact: true })).toHaveValue(
    'BLS, AHA, 2022, Advanced Cardiovascular Life Support (ACLS)',
  );
  await expectPreviewToShow(page, ['Advanced Cardiovascular Life Support (ACLS)']);
  await next.click();

  await expect(stepHeading(page, 'Review')).toBeVisible();
  await page.getByRole('checkbox', { name: /Improve my resume with AI/ }).check();
  await page.getByRole('button', { name: 'Save & Preview Resume' }).click();
  const review = page.getByRole('dialog', { name: 'Review the AI improvements' });
  await expect(review).toBeVisible();
  const about = review.getByRole('listitem', { name: 'About me' });
  const aiSummary =
    'I am a Registered Nurse with experience at Mercy Hospital, skilled in Patient Care and Medication Administration. Calm under pressure and kind to everyone.';
  await expect(about).toContainText(aiSummary);
  await expectPreviewToShow(page, ['I am a Registered Nurse']);
  await about.getByRole('button', { name: 'Use my original' }).click();
  await expect(about.getByRole('button', { name: 'Use my original' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await review.getByRole('button', { name: 'Save with my choices' }).click();
  await expect(page.getByRole('dialog', { name: 'Resume Preview' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /1\. Personal/ }).click();
  await expect(page.getByLabel('About Resume')).toHaveValue(
    'Calm under pressure and kind to everyone.',
  );
  await expect
    .poll(async () => (await page.getByTestId('pdf-pages').first().textContent()) ?? '')
    .not.toContain('IamaRegistered');
});
