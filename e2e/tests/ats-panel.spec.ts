import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { seedResume, seedUser, sessionStorageScript } from '../support/api';
import { expect, test } from '../support/test';

// One of the realistic resumes of issue 24, saved to the account through the API.
const nurse = JSON.parse(
  readFileSync(
    new URL('../../packages/resume/test/ats-resumes/nurse.json', import.meta.url),
    'utf8',
  ),
) as { personalInfo: { fullName: string; email: string; phone: string } };

/**
 * Requests the page makes while `action` runs, other than loading the app's own files and the
 * public price list (GET /resume/plans, which the signed-in menu's lazily loaded payment
 * dialogs ask for whenever they arrive): nothing of the resume may leave the browser.
 */
async function requestsDuring(page: Page, action: () => Promise<void>) {
  const seen: Request[] = [];
  const record = (request: Request) => seen.push(request);
  page.on('request', record);
  await action();
  page.off('request', record);
  return seen.filter(
    (request) =>
      request.method() !== 'GET' ||
      (new URL(request.url()).pathname.startsWith('/resume/') &&
        new URL(request.url()).pathname !== '/resume/plans'),
  );
}

async function expectFieldsRead(panel: ReturnType<Page['getByRole']>) {
  const pdf = panel.getByRole('region', { name: 'Read from the PDF' });
  await expect(pdf).toBeVisible({ timeout: 30_000 });
  await expect(pdf).toContainText(nurse.personalInfo.fullName);
  await expect(pdf).toContainText(nurse.personalInfo.email);
  await expect(pdf).toContainText('Job 1: Charge Nurse, Emergency Department');
  await expect(pdf).toContainText('Northwestern Memorial Hospital');
  await expect(pdf).toContainText('Mar 2021 – Present');
  await expect(pdf).toContainText('Loyola University Chicago');
  await expect(pdf).toContainText('11 of 11 skills read');
  const docx = panel.getByRole('region', { name: 'Read from the Word (.docx)' });
  await expect(docx).toContainText('Rush University Medical Center');
}

test('What an ATS sees, on step 7 and in the library: read in the browser, nothing sent', async ({
  page,
}) => {
  const user = await seedUser(page.request, 'Maria Gonzalez');
  const saved = await seedResume(page.request, { ...nurse, templateId: 'template-4' });
  const keys = sessionStorageScript(user);
  await page.addInitScript((k) => {
    localStorage.setItem('user', k.user);
    localStorage.setItem('sessionExpiry', k.sessionExpiry);
  }, keys);

  await page.goto(`/dashboard?resume=${saved._id}&step=7`);
  const panel = page.getByRole('region', { name: 'What an ATS sees' });
  await expect(panel).toContainText('nothing is sent');
  const sent = await requestsDuring(page, async () => {
    await panel.getByRole('button', { name: 'Check my files' }).click();
    await expectFieldsRead(panel);
  });
  expect(sent.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);

  await page.goto('/saved-resumes');
  await page.getByRole('button', { name: 'Preview Resume' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resume Preview' });
  const inPreview = dialog.getByRole('region', { name: 'What an ATS sees' });
  await inPreview.getByRole('button', { name: 'Check my files' }).click();
  await expectFieldsRead(inPreview);
});
