import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { seedResume, seedUser, sessionStorageScript } from '../support/api';
import { expect, test } from '../support/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const jordan = JSON.parse(readFileSync(path.join(here, '../fixtures/jordan-rivera.json'), 'utf8'));
const named = (fullName: string) => ({
  ...jordan,
  personalInfo: { ...jordan.personalInfo, fullName },
});

/** Clicks a download button of a resume card and waits for the file. */
async function downloadFrom(page: Page, resume: string, button: string) {
  const card = page.getByRole('article', { name: resume });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: button }).click(),
  ]);
  return file.suggestedFilename();
}

test('two free downloads, the third refused, Buy, Pay, back to My Resumes where the download starts', async ({
  page,
}) => {
  const user = await seedUser(page.request, 'Jordan Rivera');
  for (const name of ['Ana Free', 'Ben Free', 'Cy Paid'])
    await seedResume(page.request, named(name));
  const keys = sessionStorageScript(user);
  await page.addInitScript((k) => {
    if (!localStorage.getItem('user')) {
      localStorage.setItem('user', k.user);
      localStorage.setItem('sessionExpiry', k.sessionExpiry);
    }
  }, keys);

  await page.goto('/saved-resumes');
  await expect(page.getByText('2 free downloads left')).toBeVisible();
  expect(await downloadFrom(page, 'Ana Free', 'Download TXT')).toBe('Ana_Free_Resume.txt');
  await expect(page.getByText('1 free download left')).toBeVisible();
  // Another format of the same resume within 24 hours costs nothing more.
  expect(await downloadFrom(page, 'Ana Free', 'Download PDF')).toBe('Ana_Free_Resume.pdf');
  await expect(page.getByText('1 free download left')).toBeVisible();
  expect(await downloadFrom(page, 'Ben Free', 'Download Word (Editable)')).toMatch(
    /^Ben_Free_Resume\.docx?$/,
  );
  await expect(page.getByText('0 free downloads left')).toBeVisible();

  // The third resume is refused before anything renders.
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page
    .getByRole('article', { name: 'Cy Paid' })
    .getByRole('button', { name: 'Download PDF' })
    .click();
  const picker = page.getByRole('dialog', { name: 'Upgrade Your Plan' });
  await expect(picker).toContainText(
    'To download resumes, please choose a plan. Each is a one-time payment, not a subscription:',
  );
  expect(downloaded).toBe(false);

  await picker
    .getByRole('region', { name: 'Unlimited' })
    .getByRole('button', { name: 'Buy Unlimited · $149' })
    .click();
  await expect(page).toHaveURL(/\/checkout\/test\/test_[0-9a-f]+$/);
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
  await expect(page.getByText('$149.00')).toBeVisible();
  // After paying: back to My Resumes, and the PDF asked for downloads by itself.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Pay' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('Cy_Paid_Resume.pdf');
  await expect(page).toHaveURL(/\/saved-resumes$/);
  await expect(page.getByText('Purchase Successful! Your Unlimited plan is active.')).toBeVisible();
  await expect(page.getByText('GO TO POINT 7')).toHaveCount(0);
  await expect(page.getByText('Unlimited plan: download any resume')).toBeVisible();
  expect(await downloadFrom(page, 'Cy Paid', 'Download Word (Editable)')).toMatch(
    /^Cy_Paid_Resume\.docx?$/,
  );

  await page.goto('/account');
  const purchases = page.locator('section').filter({ hasText: 'Purchases' });
  await expect(purchases.getByRole('cell', { name: 'Unlimited' })).toBeVisible();
  await expect(purchases.getByRole('cell', { name: '$149.00' })).toBeVisible();
});
