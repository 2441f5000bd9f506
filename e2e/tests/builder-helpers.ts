import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/test';

/** The live preview panel (the real PDF drawn by pdf.js). */
export const preview = (page: Page): Locator =>
  page.getByRole('complementary', { name: 'Live preview' });

const compact = (text: string) => text.replace(/\s+/g, '');

/**
 * Waits until the preview's text layer holds every value. pdf.js splits text into spans
 * without always keeping the spaces, so both sides are compared without whitespace.
 */
export async function expectPreviewToShow(page: Page, values: string[], timeout = 15_000) {
  const pages = preview(page).getByTestId('pdf-pages');
  await expect
    .poll(
      async () => {
        const text = compact((await pages.textContent()) ?? '');
        return values.filter((value) => !text.includes(compact(value)));
      },
      { timeout, message: 'values missing from the preview text layer' },
    )
    .toEqual([]);
}

/** Waits until `first` comes before `second` in the preview's text (section order of a template). */
export async function expectPreviewOrder(page: Page, first: string, second: string) {
  const pages = preview(page).getByTestId('pdf-pages');
  await expect
    .poll(
      async () => {
        const text = compact((await pages.textContent()) ?? '');
        const a = text.indexOf(compact(first));
        const b = text.indexOf(compact(second));
        return a >= 0 && b >= 0 && a < b;
      },
      { message: `"${first}" before "${second}" in the preview` },
    )
    .toBe(true);
}

export const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });
