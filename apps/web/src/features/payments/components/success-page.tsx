import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { useCheckoutStatus } from '../../../lib/api/payments';
import { SUBSCRIPTION_FAILED } from '../../../lib/documents/use-resume-download';
import { paths } from '../../../lib/paths';
import { takePurchaseIntent } from '../../../lib/payments/purchase-intent';
import { useSession } from '../../../lib/session/session-context';
import type { AfterPurchaseState } from './after-purchase';

/** How long the page waits for the webhook to confirm a payment before it explains. */
export const CONFIRM_WAIT_MS = 30_000;

const card = 'max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200';

/**
 * Where Stripe (or the test checkout) sends the buyer. The URL grants nothing: the page asks
 * the server whether the payment was confirmed, and polls for up to 30 s while it is pending.
 * Once paid, the buyer goes back to where the purchase began (remembered in this tab) and the
 * download they asked for starts there; without that, the page offers the ways on.
 */
export function SuccessPage() {
  const { user } = useSession();
  const [search] = useSearchParams();
  const sessionId = search.get('session_id');
  const [waitedOut, setWaitedOut] = useState(false);
  const status = useCheckoutStatus(sessionId, !waitedOut);
  const state = status.data?.status;

  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => setWaitedOut(true), CONFIRM_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const paidPlan = state === 'paid' ? (status.data?.plan ?? null) : undefined;
  useEffect(() => {
    if (paidPlan === undefined) return;
    const intent = takePurchaseIntent();
    if (!intent) return;
    const next: AfterPurchaseState = {
      afterPurchase: { plan: paidPlan, download: intent.download },
    };
    void navigate(intent.returnTo, { replace: true, state: next });
  }, [paidPlan, navigate]);

  if (!user) {
    return (
      <PageShell title="Log in to see your purchase">
        <div className={card}>
          <p className="text-slate-700">
            Payments are confirmed on your account: log in to see yours, then open My Resumes to
            download.
          </p>
          <Link to={paths.login} className={buttonClasses('primary', 'mt-5')}>
            Login
          </Link>
        </div>
      </PageShell>
    );
  }

  if (state === 'paid') {
    return (
      <PageShell title="Purchase Successful!">
        <div className={card}>
          <p className="text-slate-700">
            Thank you! Your plan is active: download your resumes from My Resumes or from the last
            step of the builder.
          </p>
          <div className="mt-5 flex flex-wrap gap-2">
            <Link to={paths.savedResumes} className={buttonClasses('primary')}>
              Go to My Resumes
            </Link>
            <Link to={paths.dashboard} className={buttonClasses('secondary')}>
              Open the builder
            </Link>
          </div>
        </div>
      </PageShell>
    );
  }

  if (!sessionId || state === 'unknown') {
    return (
      <PageShell title="Subscription Unsuccessful">
        <div className={card} role="alert">
          <p className="text-slate-700">{SUBSCRIPTION_FAILED}</p>
          <Link to={paths.savedResumes} className={buttonClasses('secondary', 'mt-5')}>
            My Resumes
          </Link>
        </div>
      </PageShell>
    );
  }

  if (status.isError && waitedOut) {
    return (
      <PageShell title="Confirming your payment…">
        <div className={card} role="alert">
          <p className="text-slate-700">{status.error.message}</p>
        </div>
      </PageShell>
    );
  }

  return (
    <PageShell title="Confirming your payment…">
      <div className={card}>
        {!waitedOut ? (
          <p className="flex items-center gap-2 text-slate-700" role="status">
            <Spinner size="sm" /> Confirming your payment…
          </p>
        ) : (
          <div role="status" className="text-slate-700">
            <p>
              Your payment has not been confirmed yet. Some payment methods take a few minutes;
              nothing more is charged meanwhile.
            </p>
            <p className="mt-2">
              Reload this page in a minute, or come back later: once it is confirmed, your plan is
              active and you can download from My Resumes.
            </p>
            <button
              type="button"
              className={buttonClasses('primary', 'mt-5')}
              onClick={() => window.location.reload()}
            >
              Check again
            </button>
          </div>
        )}
      </div>
    </PageShell>
  );
}
