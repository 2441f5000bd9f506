import { test as base, expect } from '@playwright/test';

/**
 * The tests' `test`: the base URL of the server global-setup started, and a page that fails
 * the test on any console error or uncaught exception.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`');
    await use(url);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A 4xx answer is the app doing its job (a wrong password, a 404 page), and a request
      // while the test has cut the network fails by design; the browser logs both. Anything
      // else logged as an error fails the test.
      const expected =
        /Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_INTERNET_DISCONNECTED)/;
      page.on(
        'console',
        (msg) => msg.type() === 'error' && !expected.test(msg.text()) && errors.push(msg.text()),
      );
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
