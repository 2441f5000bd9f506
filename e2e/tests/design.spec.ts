import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectPreviewOrder, expectPreviewToShow, preview } from './builder-helpers';

// Issue 25: the Design panel, used by keyboard alone, changes the live preview (the real PDF).
const resume = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'jordan-rivera.json'), 'utf8'),
) as object;

/** The builder at /dashboard with `draft` as the visitor's draft, as an earlier visit left it. */
async function openBuilderWith(page: Page, draft: object) {
  await page.goto('/dashboard');
  await page.evaluate(
    (stored) =>
      localStorage.setItem(
        'shortlist:draft',
        JSON.stringify({ resume: stored, step: 7, updatedAt: new Date().toISOString() }),
      ),
    draft,
  );
  await page.reload();
}

const storedDesign = (page: Page) =>
  page.evaluate(() => {
    const draft = JSON.parse(localStorage.getItem('shortlist:draft') ?? '{}') as {
      resume?: { design?: unknown; sections?: unknown };
    };
    return { design: draft.resume?.design, sections: draft.resume?.sections };
  });

/** Share of the preview's first page drawn in a colour close to `rgb` (canvas pixels). */
const shareOfColour = (page: Page, rgb: [number, number, number]) =>
  preview(page)
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement, [r, g, b]) => {
      // The page is shown through a 'bitmaprenderer' context: copy it onto a 2D canvas to read it.
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const context = copy.getContext('2d')!;
      context.drawImage(canvas, 0, 0);
      const { data } = context.getImageData(0, 0, copy.width, copy.height);
      let near = 0;
      for (let i = 0; i < data.length; i += 4)
        if (
          Math.abs(data[i]! - r) < 12 &&
          Math.abs(data[i + 1]! - g) < 12 &&
          Math.abs(data[i + 2]! - b) < 12
        )
          near++;
      return near / (data.length / 4);
    }, rgb);

/** The height of the text-layer span starting with `text` in the preview (its font size on screen). */
const spanHeight = (page: Page, text: string) =>
  preview(page)
    .getByTestId('pdf-pages')
    .evaluate((pages, wanted) => {
      const span = Array.from(pages.querySelectorAll('span')).find((s) =>
        s.textContent?.startsWith(wanted),
      );
      return span ? span.getBoundingClientRect().height : 0;
    }, text);

test('the design panel by keyboard: colour, size, section order, hidden and renamed', async ({
  page,
}) => {
  await openBuilderWith(page, resume);
  await expectPreviewToShow(page, ['Jordan Rivera', 'Professional Experience']);

  // Open the panel from the bar with the keyboard: focus lands on its heading.
  await page.getByRole('button', { name: 'Design' }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Design' });
  await expect(panel.getByRole('heading', { name: 'Design' })).toBeFocused();

  // Accent: Tab to the swatches (the template's own is chosen), arrows to Teal.
  await page.keyboard.press('Tab'); // Close design
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('radio', { name: 'Template colour' })).toBeFocused();
  const before = await shareOfColour(page, [14, 107, 102]);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('radio', { name: 'Teal' })).toBeChecked();
  expect((await storedDesign(page)).design).toEqual({ accentColor: '#0e6b66' });
  await expect
    .poll(() => shareOfColour(page, [14, 107, 102]), { message: 'teal drawn in the preview' })
    .toBeGreaterThan(before + 0.001);

  // Text size: the slider by arrow keys, 10 pt → 12 pt; the preview's text grows.
  const body = 'Product-minded software engineer';
  const small = await spanHeight(page, body);
  const size = panel.getByRole('slider', { name: 'Text size' });
  await size.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(size).toHaveAttribute('aria-valuetext', '12 pt');
  expect((await storedDesign(page)).design).toMatchObject({ fontSize: 12 });
  expect(small).toBeGreaterThan(0);
  await expect.poll(() => spanHeight(page, body).catch(() => 0)).toBeGreaterThan(small * 1.1);

  // Sections: Education up before Experience with Alt+↑, Interests hidden with Space,
  // Experience renamed by typing.
  await panel.getByRole('textbox', { name: 'Heading for Education' }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(panel.getByRole('textbox', { name: 'Heading for Education' })).toBeFocused();
  await expectPreviewOrder(page, 'Education', 'Professional Experience');

  await panel.getByRole('checkbox', { name: 'Show Interests' }).focus();
  await page.keyboard.press('Space');
  await panel.getByRole('textbox', { name: 'Heading for Professional Experience' }).focus();
  await page.keyboard.type('Where I worked');
  await expectPreviewToShow(page, ['Where I worked']);
  await expect
    .poll(async () => (await preview(page).getByTestId('pdf-pages').textContent()) ?? '')
    .not.toContain('Trail running');
  expect((await storedDesign(page)).sections).toMatchObject({
    hidden: ['interests'],
    titles: { experience: 'Where I worked' },
  });

  // Undo by keyboard brings the default heading back; the preview follows.
  await page.keyboard.press('Control+z');
  await expectPreviewToShow(page, ['Professional Experience']);
  await expect(
    panel.getByRole('textbox', { name: 'Heading for Professional Experience' }),
  ).toHaveValue('');

  // The panel closes by keyboard and gives the focus back to its button.
  await panel.getByRole('button', { name: 'Close design' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Design' })).toBeFocused();
});

test('fit to one page says when it cannot without going below 8 pt', async ({ page }) => {
  const long = {
    ...resume,
    experience: Array.from({ length: 8 }, (_, i) => ({
      company: `Company ${i + 1}`,
      position: 'Senior Software Engineer',
      startDate: '2015-01',
      endDate: '2016-01',
      description: 'Built and ran services. '.repeat(12),
      achievements: Array.from(
        { length: 5 },
        (_, j) => `Achievement ${j + 1} of job ${i + 1}, measured and shipped on time`,
      ),
    })),
  };
  await openBuilderWith(page, long);
  await page.getByRole('button', { name: 'Design' }).click();
  const panel = page.getByRole('region', { name: 'Design' });
  await panel.getByRole('radio', { name: 'Fit to one page' }).check();
  await expect(panel.getByRole('alert')).toContainText(
    'does not fit on one page without going below 8 pt',
    { timeout: 30_000 },
  );
  await panel.getByRole('radio', { name: 'Fit to two pages' }).check();
  await expect(panel.getByRole('status').filter({ hasText: 'Fitted to 2 pages' })).toBeVisible({
    timeout: 30_000,
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the panel fits the screen and its controls work by touch', async ({ page }) => {
    await openBuilderWith(page, resume);
    await page.getByRole('button', { name: 'Design' }).tap();
    const panel = page.getByRole('region', { name: 'Design' });
    await expect(panel).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await panel.getByRole('button', { name: 'Move Education up' }).tap();
    await panel.getByRole('radio', { name: 'Serif', exact: true }).tap();
    await expect
      .poll(async () => (await storedDesign(page)).design)
      .toEqual({
        fontFamily: 'serif',
      });
    const { sections } = (await storedDesign(page)) as { sections?: { order?: string[] } };
    expect(sections?.order?.slice(0, 3)).toEqual(['summary', 'education', 'experience']);
  });
});
