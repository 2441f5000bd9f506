import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Opens the nav bar's mobile menu, closes it with Escape and checks focus went back to its
 * button (the app's bar and the static landing page's must behave alike). Returns the menu.
 */
export async function mobileMenuClosesWithEscape(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  return menu;
}
