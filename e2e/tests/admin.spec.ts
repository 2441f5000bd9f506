import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Dialog } from '@playwright/test';
import { seedResume, seedUser } from '../support/api';
import { E2E_ADMIN } from '../support/global-setup';
import { expect, test } from '../support/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const jordan = JSON.parse(readFileSync(path.join(here, '../fixtures/jordan-rivera.json'), 'utf8'));
const HOSTILE = `<img src=x onerror="alert('xss')"><script>alert('xss2')</script>`;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

test('a visitor writes; the admin logs in, handles it and browses every screen', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Any alert() from hostile text would open a dialog: there must be none.
  const dialogs: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // A visitor (its own browser context): a support message, a visit, an account with a resume.
  const visitor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'user-agent': BROWSER },
  });
  const stamp = Date.now();
  const visitorEmail = `visitor-${stamp}@example.com`;
  const sent = await visitor.post('/resume/chat/start', {
    data: { email: visitorEmail, message: `Help ${stamp} ${HOSTILE}` },
  });
  expect(sent.status()).toBe(201);
  const owner = await seedUser(visitor, 'Jordan Rivera');
  await seedResume(visitor, {
    ...jordan,
    personalInfo: { ...jordan.personalInfo, fullName: `Jordan ${HOSTILE}` },
  });
  const start = await visitor.post('/resume/traffic/start', {
    data: { url: `/login/${stamp}/${encodeURIComponent(HOSTILE)}` },
  });
  const { pageTrafficID } = (await start.json()) as { pageTrafficID: string };
  expect(
    (await visitor.post('/resume/traffic/end', { data: { pageTrafficID, count: 37 } })).status(),
  ).toBe(204);

  // No admin session: the data screens send the browser to /admin.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Fill all info')).toBeVisible();
  await page.getByLabel('Username').fill(E2E_ADMIN.userName);
  await page.getByLabel('Password').fill(E2E_ADMIN.pass);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const sidebar = page.getByRole('navigation', { name: 'Admin' });

  // The pending count, with its red dot; the chat widget is not on admin pages.
  const pending = page.getByTestId('card-Support message pending');
  await expect(pending).not.toHaveText('0');
  await expect(page.getByRole('img', { name: 'Pending messages' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Visits, last 30 days' })).toBeVisible();
  await expect(page.getByText("Let's chat")).toHaveCount(0);
  const before = Number((await pending.textContent())!.replace(/,/g, ''));

  // Support: the hostile message shows as text; Mark Complete turns green 'Complete'.
  await sidebar.getByRole('link', { name: 'Support Message' }).click();
  await expect(sidebar.getByRole('link', { name: 'Support Message' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const row = page.getByRole('row').filter({ hasText: `Help ${stamp}` });
  await expect(row.getByText(`Help ${stamp} ${HOSTILE}`)).toBeVisible();
  await row.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(row.getByRole('button', { name: 'Complete' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(pending).toHaveText(String(before - 1));

  // All users: found by the start of the email.
  await sidebar.getByRole('link', { name: 'All Users' }).click();
  await page.getByLabel('Search email or name').fill(owner.email);
  await expect(page.getByRole('row').filter({ hasText: owner.email })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  // All resumes: the real PDF in 'Resume Preview'.
  await sidebar.getByRole('link', { name: 'All Resume' }).click();
  await page.getByLabel('Search owner email or name').fill(owner.email);
  const resumeRow = page.getByRole('row').filter({ hasText: owner.email });
  await expect(resumeRow.getByText(`Jordan ${HOSTILE}`)).toBeVisible();
  await resumeRow.getByRole('button', { name: 'Resume Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resume Preview' });
  await expect(dialog.getByRole('group', { name: /page 1 of/ })).toBeVisible({ timeout: 60_000 });
  await expect(dialog.locator('.textLayer').first()).toContainText(jordan.experience[0].company);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toHaveCount(0);

  // Traffic → analysis: the visit with its stay and its hostile path as text.
  await sidebar.getByRole('link', { name: 'Traffic' }).click();
  await page.getByRole('link', { name: 'Check analytics' }).first().click();
  await expect(page).toHaveURL(/\/admin\/analysis\//);
  await expect(page.getByText(`/login/${stamp}/${encodeURIComponent(HOSTILE)}`)).toBeVisible();
  await expect(page.getByText('37 sec')).toBeVisible();

  // Logout ends the session: the data screens send the browser back to /admin.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/all-user');
  await expect(page).toHaveURL(/\/admin$/);

  expect(dialogs).toEqual([]);
  await visitor.dispose();
});
