import type { Page } from '@playwright/test';
import { restoreSession, seedUser } from '../support/api';
import { expect, test } from '../support/test';
import { expectPreviewToShow, stepHeading } from './builder-helpers';

/** The first AI answer may wait for the offline grammar checker to start (a few seconds). */
const FIRST_ANSWER = { timeout: 30_000 };

type Saved = {
  personalInfo: { aboutMe?: string };
  experience: { description: string; achievements: string[] }[];
  skills: string[];
  certifications: string[];
};

/** The user's one saved resume, as the server has it. */
async function savedResume(page: Page, userId: string): Promise<Saved> {
  const list = await page.request.get(`/resume/addresume/getallresumes/${userId}`);
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as { items: { _id: string }[] };
  expect(items).toHaveLength(1);
  const res = await page.request.get(`/resume/addresume/resume/${items[0]!._id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Saved;
}

/** Ticks suggestions in an AI list and adds them; each becomes its own entry. */
async function addSelected(page: Page, button: string, choices: string[]) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const list = page.getByRole('list', { name: `${button} options` });
  await expect(list).toBeVisible(FIRST_ANSWER);
  for (const choice of choices) await list.getByRole('checkbox', { name: choice }).check();
  await page.getByRole('button', { name: `Add ${choices.length} selected` }).click();
}

const ABOUT = 'i stay calm under pressure and i am kind to everyone';
const DESCRIPTION =
  'i do triage and i manage iv lines for 12 patients per shift on a busy surgical ward at Mercy Hospital';
const ACHIEVEMENT = 'helped with reducing falls on the ward';

test('a nurse accepts one AI change and keeps her own text for another; the saved resume has exactly that', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const user = await seedUser(page.request, 'Grace Okafor');
  await restoreSession(page, user);
  await page.goto('/dashboard');
  await page.getByLabel(/^Full Name/).fill('Grace Okafor');
  await page.getByLabel(/^Email Address/).fill('grace@example.com');
  await page.getByLabel(/^Phone Number/).fill('+1 312 555 0199');
  await page.getByLabel(/^Location/).fill('Chicago, IL');
  await page.getByLabel('About Resume').fill(ABOUT);
  await page.getByRole('button', { name: /Next/ }).click();

  await expect(stepHeading(page, 'Work History')).toBeVisible();
  const job = page.getByRole('region', { name: 'Position 1' });
  await job.getByLabel(/^Company/).fill('Mercy Hospital');
  await job.getByRole('textbox', { name: 'Position (required)' }).fill('Registered Nurse');
  await job.getByLabel(/^Start Date/).fill('2018-04');
  await job.getByLabel(/^End Date/).fill('2023-06');
  const description = job.getByLabel(/^Description/);
  await description.fill(DESCRIPTION);

  // Correct Your Description: proposals as diffs; closing them keeps the text.
  await job.getByRole('button', { name: 'Correct Your Description with AI' }).click();
  const proposals = page.getByRole('list', { name: 'Correct Your Description with AI options' });
  await expect(proposals).toBeVisible(FIRST_ANSWER);
  await expect(proposals.getByTestId('diff-after').first()).toHaveAttribute(
    'data-text',
    'I do triage and I manage IV lines for 12 patients per shift on a busy surgical ward at Mercy Hospital.',
  );
  await page.getByRole('button', { name: 'Keep my text' }).click();
  await expect(proposals).toBeHidden();
  await expect(description).toHaveValue(DESCRIPTION);

  await job.getByLabel('Position 1, achievement 1').fill(ACHIEVEMENT);
  await page.getByRole('button', { name: /Next/ }).click();

  await expect(stepHeading(page, 'Education')).toBeVisible();
  await page.getByRole('button', { name: /Next/ }).click();

  // Skills from the position, none typed; two picked at once.
  await expect(stepHeading(page, 'Skills')).toBeVisible();
  await addSelected(page, 'AI Suggest Skills', ['Medication Administration', 'IV Therapy']);
  await expect(page.getByRole('textbox', { name: /^Skills/ })).toHaveValue(
    'Medication Administration, IV Therapy',
  );
  await page.getByRole('button', { name: /Next/ }).click();
  await expect(stepHeading(page, 'Interests')).toBeVisible();
  await page.getByRole('button', { name: /Next/ }).click();

  // Two certifications become two entries (two bullets in the PDF).
  await expect(stepHeading(page, 'Additional Sections')).toBeVisible();
  await addSelected(page, 'AI Suggestion for Certifications', [
    'Basic Life Support (BLS)',
    'NCLEX-RN',
  ]);
  await expect(page.getByLabel('Certification', { exact: true })).toHaveCount(2);
  await expectPreviewToShow(page, ['Basic Life Support (BLS)', 'NCLEX-RN']);
  await page.getByRole('button', { name: /Next/ }).click();

  // The enhancement on save: nothing applied until accepted.
  await expect(stepHeading(page, 'Review')).toBeVisible();
  await page.getByRole('checkbox', { name: /Improve my resume with AI/ }).check();
  await page.getByRole('button', { name: 'Save & Preview Resume' }).click();
  const review = page.getByRole('dialog', { name: 'Review the AI improvements' });
  await expect(review).toBeVisible(FIRST_ANSWER);

  const described = review.getByRole('listitem', { name: 'Position 1 description' });
  const proposed = (await described.getByTestId('diff-after').getAttribute('data-text')) ?? '';
  expect(proposed).toBe(
    'Performed triage and managed IV lines for 12 patients per shift on a busy surgical ward at Mercy Hospital.',
  );
  const about = review.getByRole('listitem', { name: 'About me' });
  await expect(about.getByTestId('diff-after')).toHaveAttribute(
    'data-text',
    'I stay calm under pressure and I am kind to everyone.',
  );
  await described.getByRole('button', { name: 'Accept' }).click();
  await about.getByRole('button', { name: 'Keep mine' }).click();
  // The preview shows what is accepted while the review is open.
  await expectPreviewToShow(page, ['Performed triage and managed IV lines']);
  await review.getByRole('button', { name: 'Save with my choices' }).click();
  await expect(page.getByText('Your resume is saved.')).toBeVisible({ timeout: 20_000 });

  const saved = await savedResume(page, user.id);
  expect(saved.experience[0]!.description).toBe(proposed);
  expect(saved.experience[0]!.achievements).toEqual([ACHIEVEMENT]);
  expect(saved.personalInfo.aboutMe).toBe(ABOUT);
  expect(saved.skills).toEqual(['Medication Administration', 'IV Therapy']);
  expect(saved.certifications).toEqual(['Basic Life Support (BLS)', 'NCLEX-RN']);
});

test('closing the review with Escape keeps the user’s text, also after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/dashboard');
  await page.getByLabel(/^Full Name/).fill('Sam Beekeeper');
  await page.getByLabel(/^Email Address/).fill('sam@example.com');
  await page.getByLabel(/^Phone Number/).fill('+44 20 7946 0958');
  await page.getByLabel(/^Location/).fill('York, UK');
  await page.getByLabel('About Resume').fill('i keep 300 hives and i sell honey at markets');
  await page.getByRole('button', { name: 'Step 7. Review' }).click();
  await page.getByRole('checkbox', { name: /Improve my resume with AI/ }).check();
  await page.getByRole('button', { name: 'Save & Preview Resume' }).click();
  const review = page.getByRole('dialog', { name: 'Review the AI improvements' });
  await expect(review).toBeVisible(FIRST_ANSWER);
  await review
    .getByRole('listitem', { name: 'About me' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
  await expect(page.getByText('No AI change was applied.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Resume Preview' })).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: 'Step 1. Personal' }).click();
  await expect(page.getByLabel('About Resume')).toHaveValue(
    'i keep 300 hives and i sell honey at markets',
  );
  await expectPreviewToShow(page, ['i keep 300 hives']);
});
