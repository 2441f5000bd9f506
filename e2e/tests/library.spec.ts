import type { APIRequestContext, Page } from '@playwright/test';
import { seedResume, seedUser, sessionStorageScript, type SeededUser } from '../support/api';
import { expect, test } from '../support/test';

const resumeOf = (fullName: string, position = 'Analyst') => ({
  templateId: 'template-1',
  personalInfo: {
    fullName,
    email: 'person@example.com',
    phone: '+1 555 0100',
    location: 'Porto',
  },
  experience: [
    {
      company: 'Acme',
      position,
      startDate: '2020-01',
      endDate: '',
      description: 'Kept the numbers honest.',
      achievements: [],
    },
  ],
  education: [],
  skills: ['SQL'],
  interests: ['Chess'],
});

async function restoreSession(page: Page, user: SeededUser) {
  const keys = sessionStorageScript(user);
  await page.addInitScript((k) => {
    if (!sessionStorage.getItem('e2e-session-set')) {
      localStorage.setItem('user', k.user);
      localStorage.setItem('sessionExpiry', k.sessionExpiry);
      sessionStorage.setItem('e2e-session-set', '1');
    }
  }, keys);
}

type Summary = { _id: string; title: string };
async function listOf(request: APIRequestContext, user: SeededUser) {
  const res = await request.get(`/resume/addresume/getallresumes/${user.id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Summary[] }).items;
}

const title = (page: Page) => page.getByTestId('resume-title');

test("a visitor's draft becomes a new resume at login; the account's resume is unchanged", async ({
  page,
  playwright,
  baseURL,
}) => {
  // The account, with a resume, made in another browser.
  const elsewhere = await playwright.request.newContext({ baseURL });
  const user = await seedUser(elsewhere, 'Robin Account');
  const real = await seedResume(elsewhere, resumeOf('Robin Account', 'Engineer'));
  const before = await (await elsewhere.get(`/resume/addresume/resume/${real._id}`)).json();

  // A visitor types a different resume in this browser, then logs in.
  await page.goto('/dashboard');
  await page.getByLabel(/^Full Name/).fill('Visitor Try');
  await page.getByLabel(/^Email Address/).fill('try@example.com');
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(
    page.getByText('The resume you started in this browser was added to your account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\?resume=[0-9a-f-]{36}/);
  await expect(title(page)).toHaveText('Visitor Try');

  const items = await listOf(elsewhere, user);
  expect(items).toHaveLength(2);
  expect(items.map((i) => i.title).sort()).toEqual(['Robin Account – Engineer', 'Visitor Try']);
  const after = await (await elsewhere.get(`/resume/addresume/resume/${real._id}`)).json();
  expect(after).toEqual(before);
  await elsewhere.dispose();
});

test('the URL names the resume and the step, and a reload keeps both', async ({ page }) => {
  const user = await seedUser(page.request, 'Deep Link');
  const first = await seedResume(page.request, resumeOf('First Resume'));
  await seedResume(page.request, resumeOf('Second Resume'));
  await restoreSession(page, user);

  await page.goto(`/dashboard?resume=${first._id}&step=3`);
  await expect(title(page)).toHaveText('First Resume – Analyst');
  await expect(page.locator('#step-heading')).toHaveText(/Education/);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`resume=${first._id}&step=3`));
  await expect(title(page)).toHaveText('First Resume – Analyst');
  await expect(page.locator('#step-heading')).toHaveText(/Education/);

  // /dashboard alone opens the one edited last.
  await page.goto('/dashboard');
  await expect(title(page)).toHaveText('Second Resume – Analyst');
});

test('New resume is stored once typed; Duplicate opens "<title> (copy)"', async ({ page }) => {
  const user = await seedUser(page.request, 'Many Resumes');
  await seedResume(page.request, resumeOf('Original'));
  await restoreSession(page, user);

  await page.goto('/saved-resumes');
  await page.getByRole('link', { name: 'New resume' }).click();
  await expect(page).toHaveURL(/resume=new/);
  expect(await listOf(page.request, user)).toHaveLength(1);
  await page.getByLabel(/^Full Name/).fill('Brand New');
  await expect(page).toHaveURL(/resume=[0-9a-f-]{36}/, { timeout: 15_000 });
  await expect.poll(async () => (await listOf(page.request, user)).length).toBe(2);

  await page.getByRole('link', { name: 'My Resumes' }).click();
  const card = page.getByRole('article', { name: 'Original – Analyst' });
  await card.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL(/\/dashboard\?resume=[0-9a-f-]{36}/);
  await expect(title(page)).toHaveText('Original – Analyst (copy)');
  expect(await listOf(page.request, user)).toHaveLength(3);
});

test('History previews an earlier version and restores it', async ({ page }) => {
  const user = await seedUser(page.request, 'History Person');
  const saved = await seedResume(page.request, resumeOf('Version One'));
  const put = await page.request.put(`/resume/addresume/${saved._id}`, {
    data: { ...resumeOf('Version Two'), version: 1 },
  });
  expect(put.status()).toBe(200);
  await restoreSession(page, user);

  await page.goto(`/dashboard?resume=${saved._id}&step=1`);
  await expect(page.getByLabel(/^Full Name/)).toHaveValue('Version Two');
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history.getByTestId('version-name')).toHaveText('Version One');
  await history.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByLabel(/^Full Name/)).toHaveValue('Version One');
  const now = await (await page.request.get(`/resume/addresume/resume/${saved._id}`)).json();
  expect(now.personalInfo.fullName).toBe('Version One');
  // The replaced text is itself a version now: the restore can be undone.
  const versions = await (await page.request.get(`/resume/addresume/${saved._id}/versions`)).json();
  expect(versions.items[0]).toMatchObject({ version: 2, title: 'Version Two – Analyst' });
});

test('logout leaves no resume text in localStorage or IndexedDB', async ({ page }) => {
  const user = await seedUser(page.request, 'Leaves Nothing');
  const saved = await seedResume(page.request, resumeOf('Private Text'));
  await restoreSession(page, user);
  await page.goto(`/dashboard?resume=${saved._id}&step=1`);
  await page.getByLabel(/^Full Name/).fill('Private Text Edited');
  const holdsText = () =>
    page.evaluate(async () => {
      const inStorage = Object.keys(localStorage).some((k) =>
        (localStorage.getItem(k) ?? '').includes('Private Text'),
      );
      const databases = (await indexedDB.databases()).map((d) => d.name);
      return { inStorage, databases };
    });
  await expect.poll(async () => (await holdsText()).inStorage).toBe(true);

  await page.getByRole('button', { name: /Leaves Nothing/ }).click();
  await page.getByRole('menu').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await holdsText()).toEqual({ inStorage: false, databases: [] });
  // What was typed before logout reached the server first.
  const res = await page.request.post('/resume/users/login', {
    data: { email: user.email, password: user.password },
  });
  expect(res.status()).toBe(200);
  const now = await (await page.request.get(`/resume/addresume/resume/${saved._id}`)).json();
  expect(now.personalInfo.fullName).toBe('Private Text Edited');
});

test('an end date before the start date is flagged at the field', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Step 2\./ }).click();
  await page.getByLabel(/^Start Date/).fill('2022-05');
  await page.getByLabel(/^End Date/).fill('2021-03');
  await expect(
    page.getByRole('alert').filter({ hasText: 'End date is before start date' }),
  ).toBeVisible();
});
