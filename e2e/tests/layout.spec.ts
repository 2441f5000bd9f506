import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { restoreSession, seedResume, seedUser } from '../support/api';
import { expect, test } from '../support/test';
import { mobileMenuClosesWithEscape } from '../support/mobile-menu';

const here = path.dirname(fileURLToPath(import.meta.url));
const jordan = JSON.parse(readFileSync(path.join(here, '../fixtures/jordan-rivera.json'), 'utf8'));
/** A long unbroken name: the title that once pushed pages wider than a phone. */
const LONG = 'Alexandra Konstantinopoulou-Smithson-Abernathy';

/** How far the page reaches past the screen's right edge (0: it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * What the user would tap at the centre of the builder's Next button, with the button at the
 * bottom of the screen (where a floating bubble sat) and in the middle: the button itself, or
 * something covering it.
 */
async function whatCoversNext(page: Page) {
  const next = page.getByRole('button', { name: /^Next/ });
  const found: string[] = [];
  for (const where of ['end', 'center'] as const) {
    await next.evaluate((el, block) => el.scrollIntoView({ block, behavior: 'instant' }), where);
    found.push(
      await next.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit && (hit === button || button.contains(hit))
          ? 'Next'
          : (hit?.outerHTML.slice(0, 120) ?? 'nothing');
      }),
    );
  }
  return found;
}

for (const width of [360, 390, 768, 1280]) {
  test(`at ${width} px nothing is wider than the screen and nothing covers Next`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 500 ? 740 : 900 });
    const user = await seedUser(page.request, LONG);
    const { _id } = await seedResume(page.request, {
      ...jordan,
      personalInfo: { ...jordan.personalInfo, fullName: LONG },
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Create Your Resume' }).first()).toBeVisible();
    expect(await overflow(page), 'landing').toBeLessThanOrEqual(0);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(await overflow(page), 'login').toBeLessThanOrEqual(0);

    await restoreSession(page, user);
    await page.goto('/saved-resumes');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await overflow(page), 'Saved Resumes').toBeLessThanOrEqual(0);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    expect(await overflow(page), 'account').toBeLessThanOrEqual(0);

    for (const step of [1, 2, 6]) {
      await page.goto(`/dashboard?resume=${_id}&step=${step}`);
      await expect(page.getByRole('button', { name: /^Next/ })).toBeVisible();
      expect(await overflow(page), `builder step ${step}`).toBeLessThanOrEqual(0);
      expect(await whatCoversNext(page), `Next at step ${step}`).toEqual(['Next', 'Next']);
    }
    // The chat is still there, in the builder's bar.
    await expect(page.getByRole('button', { name: "Let's chat" })).toBeVisible();
  });
}

for (const width of [1024, 1280]) {
  test(`the builder header fits at ${width} px: the title shows, Rename and Switch to apart`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const user = await seedUser(page.request, LONG);
    const { _id } = await seedResume(page.request, {
      ...jordan,
      personalInfo: { ...jordan.personalInfo, fullName: `${LONG} ${LONG}` },
    });
    await seedResume(page.request, jordan);
    await restoreSession(page, user);
    await page.goto(`/dashboard?resume=${_id}&step=1`);
    const header = page.getByRole('navigation', { name: 'Your resumes' });
    const title = header.getByTestId('resume-title');
    await expect(title).toContainText('Alexandra');
    const rename = header.getByRole('button', { name: 'Rename' });
    const switcher = header.getByText('Switch to');
    await expect(rename).toBeVisible();
    await expect(switcher).toBeVisible();
    const [t, r, s] = await Promise.all([title, rename, switcher].map((l) => l.boundingBox()));
    expect(t!.width, 'the title keeps room').toBeGreaterThan(150);
    const apart = (a: typeof r, b: typeof r) =>
      a!.x + a!.width <= b!.x ||
      b!.x + b!.width <= a!.x ||
      a!.y + a!.height <= b!.y ||
      b!.y + b!.height <= a!.y;
    expect(apart(r, s), 'Rename and Switch to do not overlap').toBe(true);
    expect(apart(t, r), 'the title and Rename do not overlap').toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
}

test('Escape closes the mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 740 });
  await page.goto('/login');
  await mobileMenuClosesWithEscape(page);
});
