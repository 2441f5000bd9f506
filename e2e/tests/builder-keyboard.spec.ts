import { expect, test } from '../support/test';
import { expectPreviewToShow, preview, stepHeading } from './builder-helpers';

test('step 1 can be filled and left with the keyboard alone', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(stepHeading(page, 'Personal Details')).toBeVisible();
  const fullName = page.getByLabel(/^Full Name/);
  for (
    let presses = 0;
    presses < 30 && !(await fullName.evaluate((el) => el === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(fullName).toBeFocused();
  await page.keyboard.type('Lee Keyboard');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Job Title/)).toBeFocused();
  await page.keyboard.type('Staff Engineer');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Email Address/)).toBeFocused();
  await page.keyboard.type('lee@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+1 202 555 0199');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Washington, DC');
  // Portfolio URL, Additional Information, About Resume, then Next (Previous is disabled).
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /Next/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Work History')).toBeFocused();
  await expectPreviewToShow(page, [
    'Lee Keyboard',
    'Staff Engineer',
    'lee@example.com',
    'Washington, DC',
  ]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the preview sits behind a toggle', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(
      page.getByRole('progressbar', { name: 'Progress through the builder' }),
    ).toBeVisible();
    await page.getByLabel(/^Full Name/).fill('Robin Phone');
    await expect(preview(page)).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Preview', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expectPreviewToShow(page, ['Robin Phone']);
    await expect(page.getByLabel(/^Full Name/)).toBeHidden();
    await toggle.click();
    await expect(page.getByLabel(/^Full Name/)).toBeVisible();
  });
});
