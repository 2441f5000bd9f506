import { contract, type Entitlement } from '@shortlist/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, on, type FakeRoute } from '../../../../test/fake-api';
import {
  listBody,
  namedResume,
  planPrices,
  resumeRecord,
  sessionAnswer,
  storeSession,
} from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { SUBSCRIPTION_FAILED } from '../../../lib/documents/use-resume-download';
import { closePlanPrompt } from '../../../lib/payments/plan-prompt';

const me = sessionAnswer();
const saved = resumeRecord('r1', namedResume('Ada Lovelace'), { status: 'saved' });
const free = (left: number): Entitlement => ({
  canGenerate: left > 0,
  freeDownloadsLeft: left,
  plan: 'free',
});

/** The fake server of the saved list, plus whatever the test adds. */
const savedList = (entitlement: Entitlement, ...more: FakeRoute[]) =>
  fakeApi(
    on(contract.users.me).reply(() => ({ status: 200, body: me })),
    on(contract.resumes.list).reply(() => ({ status: 200, body: listBody(saved) })),
    // A card's download loads the whole resume first (the list holds summaries).
    on(contract.resumes.get).reply(() => ({ status: 200, body: saved })),
    on(contract.resumes.checkLimit).reply(() => ({ status: 200, body: entitlement })),
    on(contract.payments.plans).reply(() => ({ status: 200, body: planPrices() })),
    ...more,
  );

let created: string[] = [];
beforeEach(() => {
  storeSession();
  created = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    created.push('blob');
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  closePlanPrompt();
  vi.restoreAllMocks();
});

describe('downloads ask the server first', () => {
  it("shows 'N free downloads left' and renders the TXT only after a 201", async () => {
    const calls = savedList(
      free(2),
      on(contract.resumes.recordDownload).reply(() => {
        expect(created).toEqual([]);
        return { status: 201, body: { grantId: 'g1', freeDownloadsLeft: 1, plan: 'free' } };
      }),
    );
    renderApp('/saved-resumes');
    expect(await screen.findByText('2 free downloads left')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Ada Lovelace' });
    await userEvent.click(within(card).getByRole('button', { name: 'Download TXT' }));
    await waitFor(() => expect(created).toEqual(['blob']));
    const grant = calls.find((c) => c.path === '/resume/addresume/r1/downloads');
    expect(grant?.body).toEqual({ format: 'txt' });
  });

  it("opens 'Upgrade Your Plan' on a 402 and renders nothing; 'Maybe later' closes it", async () => {
    savedList(
      free(0),
      on(contract.resumes.recordDownload).reply(() => ({
        status: 402,
        body: { message: 'You have used your free downloads.', code: 'PLAN_REQUIRED' },
      })),
    );
    renderApp('/saved-resumes');
    expect(await screen.findByText('0 free downloads left')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Ada Lovelace' });
    await userEvent.click(within(card).getByRole('button', { name: 'Download PDF' }));
    const modal = await screen.findByRole('dialog', { name: 'Upgrade Your Plan' });
    expect(
      within(modal).getByText(
        'To download resumes, please choose a plan. Each is a one-time payment, not a subscription:',
      ),
    ).toBeInTheDocument();
    // The prices are the server's; the buttons say what they do: buy, once.
    expect(await within(modal).findByText('$149')).toBeInTheDocument();
    expect(within(modal).getByText('$29')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Buy Unlimited · $149' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Buy Single · $29' })).toBeInTheDocument();
    expect(within(modal).queryByText(/Subscribe/)).not.toBeInTheDocument();
    expect(created).toEqual([]);
    await userEvent.click(within(modal).getByRole('button', { name: 'Maybe later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Failed to download resume. Please try again.' when the grant fails", async () => {
    savedList(
      free(2),
      on(contract.resumes.recordDownload).reply(() => ({ network: 'down' })),
    );
    renderApp('/saved-resumes');
    const card = await screen.findByRole('article', { name: 'Ada Lovelace' });
    await userEvent.click(within(card).getByRole('button', { name: 'Download TXT' }));
    expect(
      await screen.findByText('Failed to download resume. Please try again.'),
    ).toBeInTheDocument();
    expect(created).toEqual([]);
  });
});

describe('subscribing', () => {
  const refuse = on(contract.resumes.recordDownload).reply(() => ({
    status: 402,
    body: { message: 'No plan', code: 'PLAN_REQUIRED' },
  }));
  const openPicker = async () => {
    renderApp('/saved-resumes');
    const card = await screen.findByRole('article', { name: 'Ada Lovelace' });
    await userEvent.click(within(card).getByRole('button', { name: 'Download PDF' }));
    return screen.findByRole('dialog', { name: 'Upgrade Your Plan' });
  };
  const subscribe = async (modal: HTMLElement, plan: 'Unlimited' | 'Single') => {
    const card = await within(modal).findByRole('region', { name: plan });
    await userEvent.click(within(card).getByRole('button', { name: /^Buy / }));
  };

  it('goes from Buy through the test checkout back to My Resumes, where the download starts', async () => {
    let paid = false;
    let granted = false;
    const calls = savedList(
      free(0),
      on(contract.resumes.recordDownload).reply(() => {
        if (!paid) return { status: 402, body: { message: 'No plan', code: 'PLAN_REQUIRED' } };
        granted = true;
        return { status: 201, body: { grantId: 'g1', freeDownloadsLeft: 0, plan: 'unlimited' } };
      }),
      on(contract.payments.createCheckoutSession).reply(() => ({
        status: 200,
        body: { url: '/checkout/test/test_abc' },
      })),
      on(contract.payments.checkoutSession).reply(() => ({
        status: 200,
        body: { status: paid ? 'paid' : 'pending', plan: 'unlimited' },
      })),
      on(contract.payments.payTestCheckout).reply(() => {
        paid = true;
        return { status: 200, body: { status: 'paid', plan: 'unlimited' } };
      }),
    );
    renderApp('/saved-resumes');
    const card = await screen.findByRole('article', { name: 'Ada Lovelace' });
    await userEvent.click(within(card).getByRole('button', { name: 'Download TXT' }));
    await subscribe(await screen.findByRole('dialog', { name: 'Upgrade Your Plan' }), 'Unlimited');
    expect(await screen.findByText('Test mode — no real payment')).toBeInTheDocument();
    expect(await screen.findByText('$149.00')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/create-checkout-session'))?.body).toMatchObject({
      planName: 'unlimited',
    });
    expect(created).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    // Back where the purchase began, and the TXT asked for is downloaded.
    expect(
      await screen.findByText('Purchase Successful! Your Unlimited plan is active.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Saved Resumes' })).toBeInTheDocument();
    await waitFor(() => expect(created).toEqual(['blob']));
    expect(granted).toBe(true);
    expect(screen.queryByText('GO TO POINT 7')).not.toBeInTheDocument();
  });

  it("shows 'Failed to start checkout process. Please try again.' on the saved list", async () => {
    savedList(
      free(0),
      refuse,
      on(contract.payments.createCheckoutSession).reply(() => ({
        status: 503,
        body: { message: 'Payments are unavailable', code: 'PAYMENTS_UNAVAILABLE' },
      })),
    );
    const modal = await openPicker();
    await subscribe(modal, 'Single');
    expect(
      await within(modal).findByText('Failed to start checkout process. Please try again.'),
    ).toBeInTheDocument();
  });

  it("shows 'Payments are not configured' when the site sells nothing, and stays usable", async () => {
    savedList(
      free(0),
      refuse,
      on(contract.payments.createCheckoutSession).reply(() => ({
        status: 503,
        body: { message: 'Payments are not configured', code: 'PAYMENTS_NOT_CONFIGURED' },
      })),
    );
    const modal = await openPicker();
    await subscribe(modal, 'Unlimited');
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Payments are not configured',
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Maybe later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it("shows 'Missing checkout URL' when the answer has no url", async () => {
    savedList(
      free(0),
      refuse,
      on(contract.payments.createCheckoutSession).reply(() => ({ status: 200, body: { url: '' } })),
    );
    const modal = await openPicker();
    await subscribe(modal, 'Unlimited');
    expect(await within(modal).findByText('Missing checkout URL')).toBeInTheDocument();
  });

  it('Cancel on the test checkout goes to /cancel without paying', async () => {
    const calls = fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: me })),
      on(contract.payments.plans).reply(() => ({ status: 200, body: planPrices() })),
      on(contract.payments.checkoutSession).reply(() => ({
        status: 200,
        body: { status: 'pending', plan: 'one-time' },
      })),
    );
    const router = renderApp('/checkout/test/test_abc');
    expect(await screen.findByText('$29.00')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/resume/plans')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cancel'));
    expect(calls.some((c) => c.path.endsWith('/pay'))).toBe(false);
  });
});

describe('the success page', () => {
  it('without a purchase begun in this tab, offers My Resumes and the builder (no GO TO POINT 7)', async () => {
    fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: me })),
      on(contract.payments.checkoutSession).reply(() => ({
        status: 200,
        body: { status: 'paid', plan: 'one-time' },
      })),
    );
    renderApp('/success?session_id=test_abc');
    expect(
      await screen.findByRole('heading', { name: 'Purchase Successful!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Resumes' })).toHaveAttribute(
      'href',
      '/saved-resumes',
    );
    expect(screen.getByRole('link', { name: 'Open the builder' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByText('GO TO POINT 7')).not.toBeInTheDocument();
  });

  it('grants nothing by itself: unknown sessions get the subscription failure text', async () => {
    fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: me })),
      on(contract.payments.checkoutSession).reply(() => ({
        status: 200,
        body: { status: 'unknown', plan: null },
      })),
    );
    renderApp('/success?session_id=cs_made_up');
    expect(await screen.findByText(SUBSCRIPTION_FAILED)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'GO TO POINT 7' })).not.toBeInTheDocument();
  });

  it("says 'Confirming your payment…' while pending, and explains after 30 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fakeApi(
        on(contract.users.me).reply(() => ({ status: 200, body: me })),
        on(contract.payments.checkoutSession).reply(() => ({
          status: 200,
          body: { status: 'pending', plan: 'unlimited' },
        })),
      );
      renderApp('/success?session_id=cs_pending');
      expect(
        await screen.findByRole('heading', { name: 'Confirming your payment…' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'GO TO POINT 7' })).not.toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(30_000);
      });
      expect(
        await screen.findByText(/Your payment has not been confirmed yet/),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the account page', () => {
  it('lists purchases with plan, date and amount', async () => {
    fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: me })),
      on(contract.payments.purchases).reply(() => ({
        status: 200,
        body: [
          {
            id: 'p1',
            plan: 'unlimited',
            amountCents: 14900,
            currency: 'usd',
            boundResumeId: null,
            createdAt: '2026-03-04T10:00:00.000Z',
          },
        ],
      })),
    );
    renderApp('/account');
    const section = (await screen.findByRole('heading', { name: 'Purchases' })).closest('section')!;
    expect(await within(section).findByText('Unlimited')).toBeInTheDocument();
    expect(within(section).getByText('Mar 4, 2026')).toBeInTheDocument();
    expect(within(section).getByText('$149.00')).toBeInTheDocument();
  });
});

describe('a resume the single plan covers', () => {
  it('opens read-only in the builder with the lock message', async () => {
    const stored = resumeRecord('r1', namedResume('Ada Lovelace'), { status: 'saved' });
    fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: me })),
      on(contract.resumes.get).reply(() => ({ status: 200, body: stored })),
      on(contract.resumes.checkLimit).reply(() => ({
        status: 200,
        body: { canGenerate: true, freeDownloadsLeft: 0, plan: 'one-time' },
      })),
      on(contract.payments.purchases).reply(() => ({
        status: 200,
        body: [
          {
            id: 'p1',
            plan: 'one-time',
            amountCents: 2900,
            currency: 'usd',
            boundResumeId: 'r1',
            createdAt: '2026-03-04T10:00:00.000Z',
          },
        ],
      })),
    );
    renderApp('/dashboard?resume=r1');
    expect(
      await screen.findByRole('heading', { name: 'Read-only: this resume is locked' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toBeDisabled();
    expect(await screen.findByText('Read-only: locked by your Single plan')).toBeInTheDocument();
    expect(screen.queryByText(/Not saved/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duplicate to edit' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Your Plan' })).toBeInTheDocument();
  });
});
