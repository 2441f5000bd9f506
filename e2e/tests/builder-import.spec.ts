import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { expectPreviewOrder, expectPreviewToShow, stepHeading } from './builder-helpers';

const fixture = (name: string) =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures', name);

test('importing a JSON Resume fills the builder and the preview', async ({ page }) => {
  await page.goto('/dashboard');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import JSON Resume' }).click();
  await (await chooser).setFiles(fixture('ada-lovelace.resume.json'));
  await expect(page.getByText('Imported Ada Lovelace.')).toBeVisible();
  await expect(stepHeading(page, 'Review')).toBeVisible();
  await expectPreviewToShow(page, [
    'Ada Lovelace',
    'Analytical Engine Project',
    'Poetical science',
  ]);
  await page.getByRole('button', { name: /1\. Personal/ }).click();
  await expect(page.getByLabel(/^Location/)).toHaveValue('London, GB');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  expect((await download).suggestedFilename()).toBe('Ada_Lovelace_Resume.json');
});

test('a file that is not a resume is refused with a clear message', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByLabel(/^Full Name/).fill('Kept Name');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import JSON Resume' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"todo": []}'),
  });
  await expect(page.getByText(/Could not import notes\.json: Not a resume/)).toBeVisible();
  await expect(page.getByLabel(/^Full Name/)).toHaveValue('Kept Name');
});

test('the template picker changes the preview at once', async ({ page }) => {
  await page.goto('/dashboard');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import JSON Resume' }).click();
  await (await chooser).setFiles(fixture('ada-lovelace.resume.json'));
  // Classic: experience before skills; Hybrid leads with the skills.
  await expectPreviewOrder(page, 'Professional Experience', 'Skills');
  await page.getByRole('radio', { name: 'Hybrid' }).check();
  await expectPreviewOrder(page, 'Skills', 'Professional Experience');
  await expect(page.getByText(/^Hybrid · 1 page/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
  await expectPreviewOrder(page, 'Skills', 'Professional Experience');
});
