import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { badFiles } from '../../packages/resume/test/helpers/bad-files';
import { restoreSession, seedResume, seedUser, type SeededUser } from '../support/api';
import { expect, test } from '../support/test';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const fixture = path.join(root, 'packages/resume/test/fixtures/amelie-dubois-fr.json');
const dir = mkdtempSync(path.join(tmpdir(), 'shortlist-e2e-import-'));

/** Our own export of a fixture, made by the command line (the same renderers as the app). */
function exported(format: 'pdf' | 'docx', template = 'classic'): string {
  const target = path.join(dir, `amelie-${template}.${format}`);
  const cli = path.join(root, 'packages/cli/src/main.ts');
  const args = [
    '--import',
    'tsx',
    cli,
    'export',
    fixture,
    '-f',
    format,
    '-t',
    template,
    '-o',
    target,
  ];
  const done = spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (done.status !== 0) throw new Error(done.stderr);
  return target;
}

async function titles(request: APIRequestContext, user: SeededUser) {
  const res = await request.get(`/resume/addresume/getallresumes/${user.id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: { _id: string; title: string }[] }).items;
}

const importButton = (page: Page) => page.getByRole('button', { name: 'Import', exact: true });

test('a PDF imported on the way from the landing page opens as a new resume, is saved, and is in the library', async ({
  page,
}) => {
  const user = await seedUser(page.request, 'Amélie Dubois-Lefèvre');
  const existing = await seedResume(page.request, {
    templateId: 'template-1',
    personalInfo: {
      fullName: 'Kept Resume',
      email: 'kept@example.com',
      phone: '+1 555 0100',
      location: 'Porto',
    },
    skills: ['SQL'],
  });
  const before = await (await page.request.get(`/resume/addresume/resume/${existing._id}`)).json();
  await restoreSession(page, user);

  await page.goto('/');
  await page.getByRole('link', { name: 'Create Your Resume' }).first().click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('button', { name: /1\. Personal/ }).click();
  const chooser = page.waitForEvent('filechooser');
  await importButton(page).click();
  await (await chooser).setFiles(exported('pdf', 'split'));

  const review = page.getByRole('dialog', { name: 'Review your import' });
  await expect(review).toContainText(
    'amelie-split.pdf (PDF) was read in your browser; nothing was uploaded.',
  );
  const read = review.getByRole('region', { name: 'What we read' });
  await expect(read).toContainText('Name: Amélie Dubois-Lefèvre');
  await expect(read).toContainText(
    'Experience: 3 positions (Lead Product Designer; Product Designer; Designer UX/UI junior)',
  );
  await expect(review.getByRole('region', { name: 'What was left out' })).toContainText('Nothing');
  await review.getByRole('button', { name: 'Open as a new resume' }).click();

  await expect(page.getByText('Amélie Dubois-Lefèvre was added as a new resume.')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`resume=${existing._id}`));
  await expect(page).toHaveURL(/resume=[^&]+/);
  await page.getByRole('button', { name: /1\. Personal/ }).click();
  await expect(page.getByLabel(/^Full Name/)).toHaveValue('Amélie Dubois-Lefèvre');
  await expect(page.getByLabel(/^Email Address/)).toHaveValue('amelie.dubois@exemple.fr');

  await page.getByRole('button', { name: 'Step 7. Review' }).click();
  await page.getByRole('button', { name: 'Save & Preview Resume' }).click();
  await expect(page.getByText('Your resume is saved.')).toBeVisible();

  await page.goto('/saved-resumes');
  await expect(page.getByRole('article', { name: 'Amélie Dubois-Lefèvre' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Kept Resume' })).toBeVisible();
  expect(await titles(page.request, user)).toHaveLength(2);
  // The resume that was open when the import started keeps its text (the builder fills in
  // its empty fields when it opens a resume).
  const after = await (await page.request.get(`/resume/addresume/resume/${existing._id}`)).json();
  expect(after).toMatchObject({
    title: before.title,
    personalInfo: before.personalInfo,
    experience: before.experience,
    education: before.education,
    skills: before.skills,
  });
});

test('a Word file is read in the browser too and fills an empty builder', async ({ page }) => {
  await page.goto('/dashboard');
  const chooser = page.waitForEvent('filechooser');
  await importButton(page).click();
  await (await chooser).setFiles(exported('docx'));
  const review = page.getByRole('dialog', { name: 'Review your import' });
  await expect(review).toContainText('(Word document)');
  await expect(review.getByRole('region', { name: 'What we read' })).toContainText(
    'Other sections: Langues, Conférences',
  );
  await review.getByRole('button', { name: 'Open as a new resume' }).click();
  await expect(page.getByText('Imported Amélie Dubois-Lefèvre.')).toBeVisible();
  await page.getByRole('button', { name: /1\. Personal/ }).click();
  await expect(page.getByLabel(/^Phone Number/)).toHaveValue('+33 6 12 34 56 78');
  await expect(page.getByLabel(/^Location/)).toHaveValue('Lyon, France');
});

test('every file the import cannot read gets a clear message and no resume', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByLabel(/^Full Name/).fill('Kept Name');
  const input = page.getByTestId('import-resume-file');
  for (const file of await badFiles()) {
    await input.setInputFiles({
      name: file.name,
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(file.bytes),
    });
    const message = page.getByText(`Could not import ${file.name}:`);
    await expect(message).toBeVisible();
    await expect(message).toContainText(file.message);
    await expect(page.getByRole('dialog', { name: 'Review your import' })).toHaveCount(0);
  }
  await expect(page.getByLabel(/^Full Name/)).toHaveValue('Kept Name');
  expect(await page.evaluate(() => localStorage.getItem('shortlist:pending-import'))).toBeNull();
});

test("a visitor's import never replaces the draft in this browser: both become resumes at login", async ({
  page,
  playwright,
  baseURL,
}) => {
  const elsewhere = await playwright.request.newContext({ baseURL });
  const user = await seedUser(elsewhere, 'Visitor Later');
  await page.goto('/dashboard');
  await page.getByLabel(/^Full Name/).fill('Visitor Draft');
  await page.getByLabel(/^Email Address/).fill('draft@example.com');

  const chooser = page.waitForEvent('filechooser');
  await importButton(page).click();
  await (await chooser).setFiles(exported('pdf', 'hybrid'));
  const review = page.getByRole('dialog', { name: 'Review your import' });
  await expect(review).toContainText('This browser already holds the resume you started.');
  await review.getByRole('button', { name: 'Log in to keep both' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByText('Amélie Dubois-Lefèvre – Lead Product Designer was added to your resumes.'),
  ).toBeVisible();
  await expect(page.getByTestId('resume-title')).toHaveText(
    'Amélie Dubois-Lefèvre – Lead Product Designer',
  );
  expect((await titles(elsewhere, user)).map((item) => item.title).sort()).toEqual([
    'Amélie Dubois-Lefèvre – Lead Product Designer',
    'Visitor Draft',
  ]);
  expect(await page.evaluate(() => localStorage.getItem('shortlist:pending-import'))).toBeNull();
  await elsewhere.dispose();
});
