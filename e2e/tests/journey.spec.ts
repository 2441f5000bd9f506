import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { restoreSession, seedResume, seedUser } from '../support/api';
import { expect, test } from '../support/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const jordan = JSON.parse(readFileSync(path.join(here, '../fixtures/jordan-rivera.json'), 'utf8'));
const named = (fullName: string) => ({
  ...jordan,
  personalInfo: { ...jordan.personalInfo, fullName },
});

/** The newest email to `to` in the server's outbox (DATA_DIR/outbox, no SMTP_URL), as text. */
function newestMailTo(to: string): string | undefined {
  const outbox = path.join(process.env.E2E_DATA_DIR as string, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox).filter((n) => n.endsWith('.eml'));
  } catch {
    return undefined;
  }
  return names
    .sort()
    .reverse()
    .map((n) => readFileSync(path.join(outbox, n), 'utf8'))
    .find((raw) => new RegExp(`^To: ${to}`, 'm').test(raw));
}

/** The link's path and fragment (quoted-printable undone): the outbox is the user's inbox. */
const resetPathOf = (raw: string) => {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^/\s]+(\/reset-password#token=[A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${raw}`);
  return match[1] as string;
};

/** Buys a plan through the built-in test checkout, as the Pay button does. */
async function buy(request: APIRequestContext, planName: 'unlimited' | 'one-time') {
  const started = await request.post('/resume/stripe/create-checkout-session', {
    data: { planName },
  });
  const sessionId = ((await started.json()) as { url: string }).url.split('/').pop();
  const paid = await request.post(`/resume/stripe/test-checkout/${sessionId}/pay`);
  expect(paid.status()).toBe(200);
}

test('a forgotten password: the link from the email sets a new one and ends other sessions', async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await seedUser(page.request, 'Riley Reset');
  // Another device stays signed in until the reset.
  const other = await browser.newContext({ baseURL });
  const otherLogin = await other.request.post('/resume/users/login', {
    data: { email: user.email, password: user.password },
  });
  expect(otherLogin.status()).toBe(200);
  expect((await other.request.get('/resume/users/me')).status()).toBe(200);

  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByText(/If an account exists for that address/)).toBeVisible();

  await expect.poll(() => newestMailTo(user.email), { timeout: 15_000 }).toBeDefined();
  const mail = newestMailTo(user.email) as string;
  expect(mail).toMatch(/^Subject: Reset your Shortlist password/m);
  await page.goto(resetPathOf(mail));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/); // the token left the address bar
  await page.getByLabel(/^New password/).fill('riley new passphrase 7');
  await page.getByLabel(/^Confirm new password/).fill('riley new passphrase 7');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText('Your password was changed. You are signed in.')).toBeVisible();

  expect((await other.request.get('/resume/users/me')).status()).toBe(401);
  await other.close();
  const login = (password: string) =>
    page.request.post('/resume/users/login', { data: { email: user.email, password } });
  expect((await login(user.password)).status()).toBe(401);
  expect((await login('riley new passphrase 7')).status()).toBe(200);
});

test('sign-up from a page that asked for an account lands back there, signed in', async ({
  page,
}) => {
  await page.goto('/saved-resumes');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign up for free' }).click();
  await expect(page.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  // The prices are said where the decision is made.
  await expect(page.getByTestId('price-summary').first()).toContainText('$29');
  await page.getByLabel('Full name').fill('Sam Started');
  await page.getByLabel(/^Email/).fill(`sam-${Date.now()}@example.com`);
  await page.getByLabel(/^Password/).fill('sam started here 9');
  await page.getByLabel('Confirm password').fill('sam started here 9');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/saved-resumes$/);
  await expect(page.getByRole('heading', { name: 'Saved Resumes' })).toBeVisible();
  await expect(page.getByText('2 free downloads left')).toBeVisible();
});

/** A Single-plan user whose two free downloads are used, with one more resume to lock. */
async function singlePlanUser(page: Page) {
  const user = await seedUser(page.request, 'Lee Locked');
  const ids: string[] = [];
  for (const name of ['Ana Free', 'Ben Free', 'Cy Single'])
    ids.push((await seedResume(page.request, named(name)))._id);
  for (const id of ids.slice(0, 2))
    expect(
      (
        await page.request.post(`/resume/addresume/${id}/downloads`, { data: { format: 'pdf' } })
      ).status(),
    ).toBe(201);
  await buy(page.request, 'one-time');
  await restoreSession(page, user);
  return { user, locked: ids[2] as string };
}

test('the Single plan: a confirmation before the locking download, then the resume is read-only', async ({
  page,
}) => {
  const { locked } = await singlePlanUser(page);
  await page.goto('/saved-resumes');
  const card = page.getByRole('article', { name: /^Cy Single/ });
  await card.getByRole('button', { name: 'Download PDF' }).click();
  const ask = page.getByRole('dialog', { name: 'Lock this resume with your Single plan?' });
  await expect(ask).toContainText('can no longer be edited here');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    ask.getByRole('button', { name: 'Download the PDF and lock' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('Cy_Single_Resume.pdf');

  await page.goto(`/dashboard?resume=${locked}&step=1`);
  const banner = page.getByTestId('locked-notice');
  await expect(banner).toContainText('Read-only: this resume is locked');
  await expect(banner.getByRole('button', { name: 'Duplicate to edit' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Upgrade' })).toBeVisible();
  await expect(page.getByLabel(/^Full Name/)).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Split' })).toBeDisabled();
  const status = page.getByText('Read-only: locked by your Single plan');
  await expect(status).toBeVisible();
  // Moving through the steps never turns into a refused save.
  for (let step = 1; step < 7; step += 1) await page.getByRole('button', { name: /^Next/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review', exact: true })).toBeVisible();
  await expect(status).toBeVisible();
  await expect(page.getByText(/Not saved/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save & Preview Resume' })).toHaveCount(0);
  await expect(page.getByText(/covered by your Single plan: download or print/)).toBeVisible();

  await banner.getByRole('button', { name: 'Duplicate to edit' }).click();
  await expect(page.getByText(/\(copy\) was added to your resumes/)).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(locked));
  await expect(page.getByTestId('locked-notice')).toHaveCount(0);
  await expect(page.getByTestId('resume-title')).toContainText('(copy)');
});

test('a share link shows the resume read-only to anyone until it is revoked', async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await seedUser(page.request, 'Quinn Shared');
  await seedResume(page.request, named('Quinn Shared'));
  await restoreSession(page, user);
  await page.goto('/saved-resumes');
  await page
    .getByRole('article', { name: /^Quinn Shared/ })
    .getByRole('button', { name: 'Share' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Share this resume' });
  await dialog.getByRole('button', { name: 'Create a link' }).click();
  const url = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  const linkPath = new URL(url).pathname;
  expect(linkPath).toMatch(/^\/r\/[A-Za-z0-9_-]{24}$/);

  // A visitor in another browser; a headless user agent would count as a robot (not a view).
  const visitor = await browser.newPage({
    baseURL,
    userAgent: devices['Desktop Chrome'].userAgent,
  });
  const answer = visitor.waitForResponse((r) => r.url().includes('/resume/public/'));
  await visitor.goto(linkPath);
  expect((await answer).headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(visitor.getByRole('heading', { name: 'Quinn Shared' })).toBeVisible();
  await expect(visitor.getByTestId('pdf-pages')).toContainText('Quinn', { timeout: 20_000 });
  await expect(visitor.getByRole('button', { name: /Download/ })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await page
    .getByRole('article', { name: /^Quinn Shared/ })
    .getByRole('button', { name: 'Share' })
    .click();
  await expect(dialog.getByText('1 view')).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await dialog.getByRole('button', { name: 'Revoke for good' }).click();
  await expect(dialog.getByText('No links to this resume yet.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('alert')).toContainText(
    'This link does not exist or was revoked.',
  );
  await visitor.close();
});
