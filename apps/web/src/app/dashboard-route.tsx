import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { buttonClasses } from '../components/ui/button';
import { AccountBuilder } from '../features/builder/components/account-builder';
import { BuilderPage } from '../features/builder/components/builder-page';
import { continueAsVisitor } from '../features/builder/state/hand-over';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session/session-context';
import { UserMenu } from './user-menu';

const stepOf = (value: string | null) => {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= 7 ? step : null;
};

/**
 * /dashboard: the visitor's builder, or the account's. For an account the URL names the
 * resume and the step (`?resume=<id>&step=3`); `?resume=new` is a blank one; without a
 * resume the builder opens the one edited last and then names it in the URL.
 */
export function DashboardRoute() {
  const { user, expiredUserId } = useSession();
  const [params, setParams] = useSearchParams();
  const resumeId = params.get('resume');
  const step = stepOf(params.get('step'));
  // When the builder itself names its resume in the URL (the one edited last, a blank one
  // just stored), it stays mounted: the key only changes when the user opens another one.
  const [adopted, setAdopted] = useState<{ id: string; key: string } | null>(null);

  const setQuery = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  if (!user)
    return <VisitorBuilder key={expiredUserId ?? 'visitor'} expiredUserId={expiredUserId} />;
  const key = adopted && adopted.id === resumeId ? adopted.key : `${user.id}:${resumeId ?? ''}`;
  return (
    <AccountBuilder
      key={key}
      userId={user.id}
      resumeId={resumeId}
      step={step}
      onResume={(id) => {
        setAdopted({ id, key });
        setQuery((next) => next.set('resume', id));
      }}
      onStep={(next) => setQuery((query) => query.set('step', String(next)))}
      account={<UserMenu user={user} />}
      match={params.get('match')}
    />
  );
}

/** The visitor's builder; after a session ran out, it carries on with that user's text. */
function VisitorBuilder({ expiredUserId }: { expiredUserId: string | null }) {
  useState(() => {
    if (expiredUserId && continueAsVisitor(expiredUserId)) {
      toast.info(
        'Your session has ended. Your text is kept in this browser; log in to save it to your account.',
        {
          toastId: 'session-ended',
        },
      );
    }
    return null;
  });
  return <BuilderPage account={<VisitorLinks />} />;
}

function VisitorLinks() {
  return (
    <div className="flex items-center gap-1">
      <Link to={paths.login} className={buttonClasses('ghost', 'px-3 py-1.5')}>
        Login
      </Link>
      <span className="hidden sm:block">
        <Link to={paths.signup} className={buttonClasses('gold', 'px-3 py-1.5')}>
          Sign Up
        </Link>
      </span>
    </div>
  );
}
