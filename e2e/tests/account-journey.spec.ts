import type { Browser, Page } from '@playwright/test';
import { seedUser, sessionStorageScript } from '../support/api';
import { docxXml, pdfText } from '../support/files';
import { expect, test } from '../support/test';
import { expectPreviewToShow } from './builder-helpers';

const status = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Saved to your account|Saving|Offline|Not saved/ });

async function serverDraftName(page: Page, userId: string) {
  const res = await page.request.get(`/resume/addresume/getdraft?userId=${userId}`);
  const body = (await res.json()) as {
    data: { personalInfo: { fullName: string; aboutMe?: string } } | null;
  };
  return body.data?.personalInfo;
}

test('a visitor builds, signs up, logs in, finds the draft, saves, downloads, and sees it in My Resumes', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await page.getByLabel(/^Full Name/).fill('Morgan Lee');
  await page.getByLabel(/^Email Address/).fill('morgan.lee@example.com');
  await page.getByLabel(/^Phone Number/).fill('+44 20 7946 0958');
  await page.getByLabel(/^Location/).fill('Manchester, UK');
  await page.getByLabel('About Resume').fill('Operations lead who makes warehouses calm and fast.');
  await expectPreviewToShow(page, ['Morgan Lee']);

  // Download as a visitor: 'Login Required'.
  await page.getByRole('button', { name: 'Step 7. Review' }).click();
  await page.getByRole('button', { name: 'Save & Preview Resume' }).click();
  const preview = page.getByRole('dialog', { name: 'Resume Preview' });
  await preview.getByRole('button', { name: /PDF/ }).first().click();
  await expect(page.getByRole('dialog', { name: 'Login Required' })).toContainText(
    'Get your PDF for free, register to download!',
  );
  await page
    .getByRole('dialog', { name: 'Login Required' })
    .getByRole('link', { name: 'Sign Up' })
    .click();

  const email = `morgan-${Date.now()}@example.com`;
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('Full name').fill('Morgan Lee');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('warehouse calm 42');
  await page.getByLabel('Confirm password').fill('warehouse calm 42');
  // Sign-up signs in (issue 29): straight back to the builder, no second typing.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/dashboard(\?resume=[^&]+)?$/);

  // The visitor's draft is in the account now, on the server, and gone from the visitor key.
  // Spec section 4: a loaded draft opens at its first incomplete step.
  await expect(page.getByRole('heading', { level: 2, name: 'Work History' })).toBeVisible();
  await expectPreviewToShow(page, [
    'Morgan Lee',
    'Operations lead who makes warehouses calm and fast.',
  ]);
  await expect(status(page)).toHaveText('Saved to your account', { timeout: 15_000 });
  const userId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}').id as string,
  );
  expect((await serverDraftName(page, userId))?.fullName).toBe('Morgan Lee');
  expect(await page.evaluate(() => localStorage.getItem('shortlist:draft'))).toBeNull();

  await page.getByRole('button', { name: 'Step 7. Review' }).click();
  await page.getByRole('button', { name: 'Save & Preview Resume' }).click();
  await expect(page.getByText('Your resume is saved.')).toBeVisible();

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('Morgan_Lee_Resume.pdf');
  await pdf.saveAs(test.info().outputPath('morgan.pdf'));
  const text = pdfText(test.info().outputPath('morgan.pdf'));
  expect(text).toContain('Morgan Lee');
  expect(text).toContain('Operations lead who makes warehouses calm and fast.');

  const [docx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Word' }).click(),
  ]);
  expect(docx.suggestedFilename()).toBe('Morgan_Lee_Resume.docx');
  await docx.saveAs(test.info().outputPath('morgan.docx'));
  expect(docxXml(test.info().outputPath('morgan.docx'))).toContain('morgan.lee@example.com');

  await page.goto('/saved-resumes');
  const card = page.getByRole('article', { name: 'Morgan Lee' });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Morgan Lee' }).click();
  await expect(page.getByRole('heading', { name: 'Resume Detail' })).toBeVisible();
  await expect(page.locator('.textLayer').first()).toContainText('Manchester', { timeout: 30_000 });

  await page.getByRole('button', { name: 'Morgan Lee' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('typing on while the network is down loses nothing, through a reload', async ({
  page,
  context,
}) => {
  const user = await seedUser(page.request, 'Offline Person');
  const keys = sessionStorageScript(user);
  await page.addInitScript((k) => {
    if (!localStorage.getItem('user')) {
      localStorage.setItem('user', k.user);
      localStorage.setItem('sessionExpiry', k.sessionExpiry);
    }
  }, keys);
  await page.goto('/dashboard');
  await page.getByLabel(/^Full Name/).fill('Offline Person');
  await expect(status(page)).toHaveText('Saved to your account', { timeout: 15_000 });

  await context.setOffline(true);
  await page.getByLabel('About Resume').fill('Every word typed while offline is kept.');
  await expect(status(page)).toContainText('Offline', { timeout: 15_000 });
  await context.setOffline(false);

  await page.reload();
  await expect(page.getByLabel('About Resume')).toHaveValue(
    'Every word typed while offline is kept.',
  );
  await expect(status(page)).toHaveText('Saved to your account', { timeout: 15_000 });
  expect((await serverDraftName(page, user.id))?.aboutMe).toBe(
    'Every word typed while offline is kept.',
  );
});

/**
 * Device A saves 'Version A', device B (another browser context, same account) then saves
 * 'Version B', and A types its About text on the stale version: A is asked which to keep.
 */
async function staleDeviceAsked(
  page: Page,
  browser: Browser,
  baseURL: string | undefined,
  name: string,
) {
  const user = await seedUser(page.request, name);
  const keys = sessionStorageScript(user);
  const restore = (k: typeof keys) => {
    localStorage.setItem('user', k.user);
    localStorage.setItem('sessionExpiry', k.sessionExpiry);
  };
  await page.addInitScript(restore, keys);
  await page.goto('/dashboard');
  await page.getByLabel(/^Full Name/).fill('Version A');
  await expect(status(page)).toHaveText('Saved to your account', { timeout: 15_000 });

  const other = await browser.newContext({ baseURL });
  const login = await other.request.post('/resume/users/login', {
    data: { email: user.email, password: user.password },
  });
  expect(login.status()).toBe(200);
  await other.addInitScript(restore, keys);
  const second = await other.newPage();
  await second.goto('/dashboard');
  await expect(second.getByLabel('About Resume')).toBeVisible();
  await second.getByLabel(/^Full Name/).fill('Version B');
  await expect(status(second)).toHaveText('Saved to your account', { timeout: 15_000 });

  await page.getByLabel('About Resume').fill('Written on device A after B saved.');
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'This resume was changed in another tab or device.' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('About Resume')).toHaveValue('Written on device A after B saved.');
  return { user, other, notice };
}

test('two devices edit one draft: the stale one is asked, keeps its text, and can win', async ({
  page,
  browser,
  baseURL,
}) => {
  const { user, other, notice } = await staleDeviceAsked(page, browser, baseURL, 'Two Devices');
  await notice.getByRole('button', { name: 'Keep my version' }).click();
  await expect(status(page)).toHaveText('Saved to your account', { timeout: 15_000 });
  const saved = await serverDraftName(page, user.id);
  expect(saved).toMatchObject({
    fullName: 'Version A',
    aboutMe: 'Written on device A after B saved.',
  });
  await other.close();
});

test("loading the other device's version keeps this device's text in History, one click back", async ({
  page,
  browser,
  baseURL,
}) => {
  const { user, other } = await staleDeviceAsked(page, browser, baseURL, 'Loads Theirs');
  await page.getByRole('button', { name: 'Load the other version' }).click();
  await expect(page.getByLabel(/^Full Name/)).toHaveValue('Version B');
  await expect(page.getByText('Your text is in History, to restore it.')).toBeVisible();
  expect(await serverDraftName(page, user.id)).toMatchObject({ fullName: 'Version B' });

  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history.getByTestId('version-name')).toHaveText('Version A');
  await history.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByLabel('About Resume')).toHaveValue('Written on device A after B saved.');
  expect(await serverDraftName(page, user.id)).toMatchObject({
    fullName: 'Version A',
    aboutMe: 'Written on device A after B saved.',
  });
  await other.close();
});

test('the session ends mid-edit: the text stays on screen and reaches the account after login', async ({
  page,
}) => {
  const user = await seedUser(page.request, 'Expiring Person');
  const keys = sessionStorageScript(user);
  await page.addInitScript((k) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('user', k.user);
      localStorage.setItem('sessionExpiry', k.sessionExpiry);
    }
  }, keys);
  await page.goto('/dashboard');
  await page.getByLabel(/^Full Name/).fill('Expiring Person');
  await expect(status(page)).toHaveText('Saved to your account', { timeout: 15_000 });

  // The server ends the session (as when it expires); the next save answers 401.
  await page.request.post('/resume/users/logout');
  await page.getByLabel('About Resume').fill('Typed after the session ended.');
  await expect(
    page.getByText('Your session has ended. Your text is kept in this browser'),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByLabel('About Resume')).toHaveValue('Typed after the session ended.');

  await page.getByRole('link', { name: 'Login' }).click();
  // The login page is a lazy chunk: until it shows, /^Email/ would find the builder's field.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard(\?resume=[^&]+)?$/);
  await expect(status(page)).toHaveText('Saved to your account', { timeout: 15_000 });
  expect((await serverDraftName(page, user.id))?.aboutMe).toBe('Typed after the session ended.');
});
