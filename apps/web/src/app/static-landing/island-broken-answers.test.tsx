import { contract } from '@shortlist/contract';
import { screen, waitFor } from '@testing-library/react';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { fakeApi, on } from '../../../test/fake-api';
import { renderLandingMarkup } from './prerender';

// The landing page's script checks the two answers it reads by hand, without zod (decision
// 0902). An answer the contract refuses must end as a failed request does: that part is left
// out (no prices, no visit recorded) and the rest of the page still works.

const prices = on(contract.payments.plans).reply(() => ({
  status: 200,
  body: { freeDownloads: 2, currency: 'usd', prices: { unlimited: 14900, 'one-time': 2900 } },
}));

let markup = '';
// The landing route's module is loaded (and transformed) the first time: slow on a busy machine.
beforeAll(async () => {
  markup = await renderLandingMarkup();
}, 60_000);

let warn: MockInstance<Console['warn']>;
beforeEach(() => {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // Each test runs the script afresh on its own page.
  vi.resetModules();
});
afterEach(() => warn.mockRestore());

/** The `ApiError` the script logged with `message`, once it has. */
const loggedError = async (message: string) => {
  await waitFor(() => expect(warn).toHaveBeenCalledWith(message, expect.anything()));
  return warn.mock.calls.find(([text]) => text === message)?.[1] as { code?: string };
};

describe("the landing page's script with a malformed answer", () => {
  it('leaves the prices out when the plans answer is malformed, and the rest works', async () => {
    const calls = fakeApi(
      on(contract.payments.plans).reply(() => ({
        status: 200,
        malformed: { freeDownloads: 2, currency: 'usd', prices: { unlimited: '149' } },
      })),
    );
    await import('./island');
    expect((await loggedError('Prices not loaded')).code).toBe('BAD_RESPONSE');
    expect(calls.map((c) => c.path)).toEqual(['/resume/plans']);
    expect(screen.getByTestId('price-summary').textContent).toBe('');
    expect(document.querySelector('#main footer')).toHaveTextContent(
      `© ${new Date().getFullYear()} Shortlist`,
    );
    screen.getByRole('button', { name: 'Open menu' }).click();
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  });

  it('records no visit when the visit answer is malformed, and still writes the prices', async () => {
    const calls = fakeApi(
      prices,
      on(contract.traffic.start).reply(() => ({
        status: 200,
        malformed: { pageTrafficID: 42 },
      })),
    );
    await import('./island');
    expect((await loggedError('Page visit not recorded')).code).toBe('BAD_RESPONSE');
    await waitFor(() =>
      expect(screen.getByTestId('price-summary')).toHaveTextContent('$149 for unlimited resumes'),
    );
    // Leaving the page ends no visit: there is none to end.
    window.dispatchEvent(new Event('pagehide'));
    expect(calls.map((c) => c.path).sort()).toEqual(['/resume/plans', '/resume/traffic/start']);
  });
});
