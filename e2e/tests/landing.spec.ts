import { expect, test } from '../support/test';

test('the landing page shows the product and its call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Shortlist' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('professional CV');
  const cta = page.getByRole('link', { name: 'Create Your Resume' }).first();
  await expect(cta).toHaveAttribute('href', '/dashboard');
  await expect(page).toHaveTitle(/Shortlist/);
});

test('a deep link to a client route is served as the app', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  // A private page sends a visitor to the login page.
  await page.goto('/saved-resumes');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('an unknown page shows a helpful 404 inside the app', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
});
