import { readFileSync } from 'node:fs';
import { seedResume, seedUser, sessionStorageScript } from '../support/api';
import { pdfText } from '../support/files';
import { expect, test } from '../support/test';

const POSTING = `Senior Frontend Engineer – Acme Health (Remote)

Requirements:
- 5+ years building web apps with JavaScript and TypeScript
- Deep experience with React and CSS

Nice to have:
- GraphQL`;

const resume = {
  templateId: 'template-1',
  personalInfo: {
    fullName: 'Casey Moreno',
    jobTitle: 'Frontend Engineer',
    email: 'casey@example.com',
    phone: '+1 555 0123',
    location: 'Austin, TX',
  },
  experience: [
    {
      company: 'Shopwise',
      position: 'Frontend Developer',
      startDate: '2021-03',
      endDate: '',
      description: 'Built the storefront in React.',
      achievements: ['Cut page load time by 40% by splitting bundles'],
    },
  ],
  education: [],
  skills: ['React'],
};

test('apply to a job: paste a posting, see what is missing, tailor a copy, write and download a cover letter, move it to interview', async ({
  page,
}) => {
  const user = await seedUser(page.request, 'Casey Moreno');
  await seedResume(page.request, resume);
  // The app's copy of the session, written once (an init script would also run in, and be
  // refused by, the builder's sandboxed preview frame).
  await page.goto('/');
  await page.evaluate((k) => {
    localStorage.setItem('user', k.user);
    localStorage.setItem('sessionExpiry', k.sessionExpiry);
  }, sessionStorageScript(user));

  // The tracker starts empty; the job is added with its posting and the resume it uses.
  await page.goto('/applications');
  await expect(page.getByText('No applications yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add application' }).click();
  const form = page.getByRole('dialog', { name: 'Add an application' });
  await form.getByLabel(/^Company/).fill('Acme Health');
  await form.getByLabel(/^Role/).fill('Frontend Engineer');
  await form.getByLabel('Job posting').fill(POSTING);
  await form.getByLabel('Resume').selectOption({ label: 'Casey Moreno – Frontend Developer' });
  await form.getByRole('button', { name: 'Add application' }).click();
  const card = page.getByRole('article', { name: 'Frontend Engineer at Acme Health' });
  await expect(card).toBeVisible();

  // Tailor a copy: the new resume opens in the builder with the match of this posting.
  await card.getByRole('button', { name: 'Tailor a copy' }).click();
  await expect(page).toHaveURL(/\/dashboard\?resume=[^&]+&match=/);
  await expect(page.getByLabel('Job posting')).toHaveValue(POSTING);
  await page.getByRole('button', { name: 'Match', exact: true }).click();
  const missing = page.getByRole('list', { name: 'Missing terms' });
  await expect(missing).toContainText('TypeScript');
  await expect(missing).toContainText('CSS');
  await expect(missing).toContainText('GraphQL');
  const score = page.getByText(/^Match score: \d+%$/);
  const before = Number((await score.textContent())?.match(/\d+/)?.[0]);
  // React on the resume points to JavaScript: the user accepts it, the score rises.
  await page.getByRole('button', { name: 'Add JavaScript to your skills' }).click();
  await expect(page.getByRole('list', { name: 'Found terms' })).toContainText('JavaScript');
  await expect
    .poll(async () => Number((await score.textContent())?.match(/\d+/)?.[0]))
    .toBeGreaterThan(before);

  // Back in the tracker, the application uses the tailored copy.
  await page.goto('/applications');
  await expect(card).toContainText('Frontend Engineer – Acme Health');

  // The cover letter: drafted from the resume, edited, saved, downloaded.
  await card.getByRole('button', { name: 'Cover letter' }).click();
  const editor = page.getByRole('dialog', {
    name: /Cover letter: Frontend Engineer at Acme Health/,
  });
  await editor.getByRole('button', { name: 'Draft from my resume' }).click();
  const letter = editor.getByLabel('Letter', { exact: true });
  await expect(letter).toHaveValue(/^Dear Hiring Manager,/);
  await expect(letter).toHaveValue(/Cut page load time by 40% by splitting bundles\./);
  await letter.press('End');
  await letter.pressSequentially('\n\nP.S. I can start in May.');
  await editor.getByRole('button', { name: 'Save letter' }).click();
  await expect(page.getByText('Cover letter saved.')).toBeVisible();

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    editor.getByRole('button', { name: 'Download the cover letter as PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('Casey_Moreno_Cover_Letter.pdf');
  await pdf.saveAs(test.info().outputPath('letter.pdf'));
  const text = pdfText(test.info().outputPath('letter.pdf')).replace(/\s+/g, ' ');
  expect(text).toContain('Casey Moreno');
  expect(text).toContain(
    'I am writing to apply for the Frontend Engineer position at Acme Health.',
  );
  expect(text).toContain('P.S. I can start in May.');

  const [txt] = await Promise.all([
    page.waitForEvent('download'),
    editor.getByRole('button', { name: 'Download the cover letter as TXT' }).click(),
  ]);
  await txt.saveAs(test.info().outputPath('letter.txt'));
  expect(readFileSync(test.info().outputPath('letter.txt'), 'utf8')).toMatch(
    /^Casey Moreno\n[\s\S]*Dear Hiring Manager,[\s\S]*P\.S\. I can start in May\.\n$/,
  );
  await editor.getByRole('button', { name: 'Close' }).click();

  // An interview: the status changes from the keyboard-friendly select, and the board shows it.
  await card.getByRole('combobox', { name: /^Status of/ }).selectOption('interview');
  await expect(page.getByText('Frontend Engineer at Acme Health: Interview.')).toBeVisible();
  await page.getByRole('button', { name: 'Board' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Interview' })
      .getByRole('article', { name: 'Frontend Engineer at Acme Health' }),
  ).toBeVisible();
  const stored = await (await page.request.get('/resume/applications')).json();
  expect(stored.items[0]).toMatchObject({
    status: 'interview',
    coverLetter: expect.stringContaining('P.S.'),
  });
});
