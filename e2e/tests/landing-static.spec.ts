import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { mobileMenuClosesWithEscape } from '../support/mobile-menu';

// `/` for a visitor without a session is prerendered at build time (decision 0902).

/** `#root` as a canonical string: elements with their attributes sorted, and text. */
const rootTree = (page: Page) =>
  page.evaluate(() => {
    const walk = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element)) return '';
      const attributes = Array.from(node.attributes, (a) => `${a.name}="${a.value}"`).sort();
      const children = Array.from(node.childNodes, walk).join('');
      return `<${node.localName} ${attributes.join(' ')}>${children}</${node.localName}>`;
    };
    return walk(document.getElementById('root')!);
  });

test('a visitor gets the page in the HTML itself, with the small script, and every file it names', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('A professional CV in 5 minutes, built to get you shortlisted.');
  expect(html).not.toContain('<div id="root"></div>');
  const files = [...html.matchAll(/(?:src|href|srcSet|srcset)="([^"]+)"/g)]
    .flatMap((m) => m[1]!.split(', ').map((candidate) => candidate.split(' ')[0]!))
    .filter((url) => url.startsWith('/') && !url.startsWith('//') && !url.includes('#'))
    .filter((url) => !['/', '/login', '/signup', '/dashboard'].includes(url));
  expect(files.filter((f) => /^\/assets\/landing-island-[\w-]+\.js$/.test(f))).toHaveLength(1);
  expect(files.filter((f) => /^\/assets\/index-[\w-]+\.css$/.test(f))).toHaveLength(1);
  expect(files.filter((f) => /^\/assets\/index-[\w-]+\.js$/.test(f))).toEqual([]);
  for (const file of new Set(files)) expect((await request.get(file)).status(), file).toBe(200);
});

/** Any session cookie makes `/` the app; without a stored user it shows the visitor's page. */
const asApp = (page: Page, baseURL: string) =>
  page.context().addCookies([{ name: 'shortlist_session', value: 'x', url: baseURL }]);

test('the static page and the app draw the same landing page', async ({ page, baseURL }) => {
  await page.goto('/');
  await expect(page.getByTestId('price-summary')).toContainText('for unlimited resumes');
  const prerendered = await rootTree(page);
  await asApp(page, baseURL!);
  await page.goto('/');
  await expect(page.getByTestId('price-summary')).toContainText('for unlimited resumes');
  expect(await rootTree(page)).toBe(prerendered);
});

test('the prices appear in room kept for them: the hero buttons do not move', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const app of [false, true]) {
    if (app) await asApp(page, baseURL!);
    // The server's answer is held until the page has been drawn without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/resume/plans', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const button = page.getByRole('link', { name: 'Create Your Resume' }).first();
    await expect(button).toBeVisible();
    const before = await button.boundingBox();
    await expect(page.getByTestId('price-summary')).toHaveText('');
    release();
    await expect(page.getByTestId('price-summary')).toContainText('for unlimited resumes');
    expect(await button.boundingBox(), app ? 'the app' : 'the static page').toEqual(before);
    await page.unrouteAll();
  }
});

test('on the static page the menu, prices and zoom work, and links open the app', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const visit = page.waitForResponse(
    (r) => r.url().endsWith('/resume/traffic/start') && r.status() === 200,
  );
  await page.goto('/');
  await visit;
  await expect(page.getByTestId('price-summary')).toContainText('for unlimited resumes');
  const menu = await mobileMenuClosesWithEscape(page);

  await page.getByRole('button', { name: 'Zoom the Classic template' }).click();
  const zoom = page.getByRole('dialog', { name: 'Classic template' });
  await expect(zoom.getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  // Back in the app, its own landing page (client-side) is the React one.
  await page.getByRole('link', { name: 'Shortlist' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('professional CV');
  await expect(page.getByTestId('price-summary')).toContainText('for unlimited resumes');
});
