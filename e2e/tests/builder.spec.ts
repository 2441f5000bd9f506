import { expect, test } from '../support/test';
import { expectPreviewToShow, preview, stepHeading } from './builder-helpers';

test('a visitor fills all seven steps, sees them in the PDF, and loses nothing on reload', async ({
  page,
}) => {
  test.setTimeout(120_000); // seven steps and a reload, each waiting for a real PDF render
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Resume' })).toBeVisible();
  const next = page.getByRole('button', { name: /Next/ });

  await page.getByLabel(/^Full Name/).fill('Priya Raman');
  await page.getByLabel(/^Email Address/).fill('priya.raman@example.com');
  await page.getByLabel(/^Phone Number/).fill('+1 415 555 0142');
  await page.getByLabel(/^Location/).fill('San Francisco, CA');
  await page.getByLabel('Portfolio URL').fill('https://priya.dev');
  await page
    .getByLabel('About Resume')
    .fill(
      'Product designer with eight years in fintech. I turn messy workflows into calm, accessible tools.',
    );
  await expectPreviewToShow(page, ['Priya Raman', 'priya.raman@example.com', 'San Francisco, CA']);
  // The preview names the paper the PDF is set on, whichever is picked.
  for (const [value, name] of [
    ['a4', 'A4'],
    ['letter', 'Letter'],
  ] as const) {
    await page.getByLabel('Paper').selectOption(value);
    await expect(preview(page).getByText(`Classic · 1 page · ${name}`)).toBeVisible();
  }
  await next.click();

  await expect(stepHeading(page, 'Work History')).toBeVisible();
  const first = page.getByRole('region', { name: 'Position 1' });
  await first.getByLabel(/^Company/).fill('Lumen Bank');
  await first.getByRole('textbox', { name: 'Position (required)' }).fill('Senior Product Designer');
  await first.getByLabel(/^Start Date/).fill('2021-03');
  await first
    .getByLabel(/^Description/)
    .fill('Led design for the mobile app used by 2 million customers.');
  await first.getByLabel('Position 1, achievement 1').fill('Raised onboarding completion by 31%');
  await page.getByRole('button', { name: 'Add Another Position' }).click();
  const second = page.getByRole('region', { name: 'Position 2' });
  await second.getByLabel(/^Company/).fill('Northwind Studio');
  await second.getByRole('textbox', { name: 'Position (required)' }).fill('Product Designer');
  await second.getByLabel(/^Start Date/).fill('2017-06');
  await second.getByLabel(/^End Date/).fill('2021-02');
  await second
    .getByLabel(/^Description/)
    .fill('Designed booking flows for travel and retail clients.');
  await expectPreviewToShow(page, [
    'Lumen Bank',
    'Senior Product Designer',
    'Mar 2021 – Present',
    'Northwind Studio',
  ]);
  await next.click();

  await expect(stepHeading(page, 'Education')).toBeVisible();
  await page.getByLabel(/^School/).fill('Rhode Island School of Design');
  await page.getByLabel(/^Degree/).fill('BFA');
  await page.getByLabel(/^Field of Study/).fill('Industrial Design');
  await page.getByLabel(/^Graduation Year/).fill('2017');
  await page.getByLabel(/^Description/).fill('Thesis on accessible banking kiosks.');
  await page.getByRole('button', { name: 'Add CGPA / Honors' }).click();
  await page.getByLabel('Honors').fill('Magna cum laude');
  await next.click();

  await expect(stepHeading(page, 'Skills')).toBeVisible();
  await page
    .getByRole('textbox', { name: /^Skills/ })
    .fill('Figma, Prototyping,  user research,,Figma');
  await page.getByRole('textbox', { name: /^Skills/ }).press('Enter');
  await expect(page.getByRole('textbox', { name: /^Skills/ })).toHaveValue(
    'Figma, Prototyping, user research',
  );
  await page.getByLabel('Add a Skill Manually').fill('Design systems');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await next.click();

  await expect(stepHeading(page, 'Interests')).toBeVisible();
  for (const interest of ['Bouldering', 'Ceramics']) {
    await page.getByLabel('Add an Interest').fill(interest);
    await page.getByLabel('Add an Interest').press('Enter');
  }
  await next.click();

  await expect(stepHeading(page, 'Additional Sections')).toBeVisible();
  await page.getByRole('button', { name: 'Add Certification' }).click();
  await page
    .getByLabel('Certification', { exact: true })
    .fill('Certified Usability Analyst, HFI, 2020');
  await page.getByRole('button', { name: 'Add Custom Section' }).click();
  await page.getByLabel('Section Title').fill('Languages');
  await page.getByLabel('Content').fill('English, Tamil, Spanish (conversational)');
  await next.click();

  await expect(stepHeading(page, 'Review')).toBeVisible();
  await expect(page.getByText('Your resume is complete.')).toBeVisible();
  await expectPreviewToShow(page, [
    'Rhode Island School of Design',
    'Magna cum laude',
    'Design systems',
    'Bouldering',
    'Certified Usability Analyst',
    'Languages',
  ]);

  await page.reload();
  await expect(stepHeading(page, 'Review')).toBeVisible();
  await expectPreviewToShow(page, ['Priya Raman', 'Northwind Studio', 'Ceramics']);
  await page.getByRole('button', { name: /1\. Personal/ }).click();
  await expect(page.getByLabel(/^Full Name/)).toHaveValue('Priya Raman');
  await page.getByRole('button', { name: /2\. Work/ }).click();
  await expect(
    page.getByRole('region', { name: 'Position 2' }).getByLabel(/^End Date/),
  ).toHaveValue('2021-02');

  await page.getByRole('button', { name: /7\. Review/ }).click();
  await page.getByRole('button', { name: 'Save & Preview Resume' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resume Preview' });
  await expect(dialog.getByRole('group', { name: /page 1 of/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  const login = page.getByRole('dialog', { name: 'Login Required' });
  await expect(login.getByText('Get your PDF for free, register to download!')).toBeVisible();
  await expect(login.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
});

test('the review lists what is missing and takes the visitor to it', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByLabel(/^Full Name/).fill('Sam Lee');
  await page.getByRole('button', { name: /7\. Review/ }).click();
  const missing = page.getByRole('region', { name: /still missing/ });
  await missing.getByRole('button', { name: 'Email Address is missing' }).click();
  await expect(stepHeading(page, 'Personal Details')).toBeVisible();
  await expect(page.getByLabel(/^Email Address/)).toBeFocused();
});

test('a visitor typing in two tabs keeps the words of both, through a reload', async ({
  page,
  context,
}) => {
  await page.goto('/dashboard');
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByLabel(/^Full Name/)).toBeVisible();
  await page.getByLabel(/^Full Name/).fill('Two Tabs');
  await page.getByLabel('About Resume').fill('Written in the first tab.');
  // The second tab takes in the first one's words as they are typed…
  await expect(other.getByLabel('About Resume')).toHaveValue('Written in the first tab.');
  // …so its own typing does not write an older draft over them.
  await other.getByLabel(/^Location/).fill('Lisbon');
  await expect(page.getByLabel(/^Location/)).toHaveValue('Lisbon');
  await page.reload();
  await expect(page.getByLabel(/^Full Name/)).toHaveValue('Two Tabs');
  await expect(page.getByLabel('About Resume')).toHaveValue('Written in the first tab.');
  await expect(page.getByLabel(/^Location/)).toHaveValue('Lisbon');
  await other.close();
});
