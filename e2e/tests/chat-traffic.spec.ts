import type { PGlite } from '@electric-sql/pglite';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { expect, test } from '../support/test';

// One server of this spec's own: what the visitor did is read from its database afterwards.
test.describe.configure({ mode: 'serial' });

let server: OwnServer;
let database: PGlite | undefined;
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server.dispose();
});

const MESSAGE = 'Hello <b>team</b>, can I export to Word? 👋';

test('a visitor sends a support message from the landing page', async ({ page }) => {
  await page.goto(`${server.baseUrl}/`);
  await page.getByRole('button', { name: "Let's chat" }).click();
  const chat = page.getByRole('dialog', { name: "Let's chat" });
  await chat.getByRole('button', { name: 'Next' }).click();
  await expect(chat.getByRole('alert')).toHaveText('Type Your message');
  await chat.getByLabel('Your message').fill(MESSAGE);
  await chat.getByRole('button', { name: 'Next' }).click();
  await chat
    .getByLabel('Please provide your email address so we can send you a reply.')
    .fill('visitor@example.com');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('status')).toContainText('We will reply to visitor@example.com');
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(page.getByRole('button', { name: "Let's chat" })).toBeFocused();
});

test('a page visit is recorded with its stay when the page is left', async ({ page }) => {
  const started = page.waitForResponse(
    (r) => r.url().endsWith('/resume/traffic/start') && r.status() === 200,
  );
  await page.goto(`${server.baseUrl}/login`);
  await started;
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.waitForTimeout(2_300); // the visitor reads the page for a couple of seconds
  // Leaving the page: pagehide sends the stay with navigator.sendBeacon. Playwright does not
  // report a beacon sent by a page being unloaded, so the database (below) is the witness;
  // the pause lets the beacon arrive before this spec's server stops.
  await page.goto(`${server.baseUrl}/cancel`);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForTimeout(1_500);
});

test('the database holds the message as pending and the visit with its stay, and no address', async () => {
  database = await server.stopAndOpenDatabase();
  const messages = await database.query<{ email: string; message: string; status: boolean }>(
    'select email, message, status from chat_messages',
  );
  expect(messages.rows).toEqual([
    { email: 'visitor@example.com', message: MESSAGE, status: false },
  ]);
  const visits = await database.query<{ path: string; count: number; visitor: string }>(
    'select path, count, visitor from page_visits order by created_at',
  );
  const login = visits.rows.find((v) => v.path === '/login');
  expect(login?.count).toBeGreaterThanOrEqual(2);
  expect(login?.visitor).toMatch(/^[0-9a-f]{64}$/);
  // The landing page of the first test was recorded too; /cancel is not a tracked page.
  expect(visits.rows.map((v) => v.path)).toContain('/');
  expect(visits.rows.map((v) => v.path)).not.toContain('/cancel');
  const dump = await database.query<{ row: string }>(
    'select t::text as row from page_visits t union all select t::text from traffic_visitors t',
  );
  expect(dump.rows.map((r) => r.row).join('\n')).not.toContain('127.0.0.1');
});
