import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { useCheckoutStatus } from '../../../lib/api/payments';
import { SUBSCRIPTION_FAILED } from '../../../lib/documents/use-resume-download';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session-context';

/** How long the page waits for the webhook to confirm a payment before it explains. */
export const CONFIRM_WAIT_MS = 30_000;

const card = 'max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200';

/**
 * Where Stripe (or the test checkout) sends the buyer. The URL grants nothing: the page asks
 * the server whether the payment was confirmed, and polls for up to 30 s while it is pending.
 */
export function SuccessPage() {
  const { user } = useSession();
  const [search] = useSearchParams();
  const sessionId = search.get('session_id');
  const [waitedOut, setWaitedOut] = useState(false);
  const status = useCheckoutStatus(sessionId, !waitedOut);
  const state = status.data?.status;

  useEffect(() => {
    const timer = setTimeout(() => setWaitedOut(true), CONFIRM_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

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
            Thank you! Your plan is active. Return to step 7 of the builder and click save again to
            download your resume.
          </p>
          <Link to={paths.dashboard} className={buttonClasses('primary', 'mt-5')}>
            GO TO POINT 7
          </Link>
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
