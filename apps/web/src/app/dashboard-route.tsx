import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { buttonClasses } from '../components/ui/button';
import { AccountBuilder } from '../features/builder/components/account-builder';
import { BuilderPage } from '../features/builder/components/builder-page';
import { continueAsVisitor } from '../features/builder/state/hand-over';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session/session-context';
import { UserMenu } from './user-menu';

/** /dashboard: the visitor's builder, or the account's (server drafts, saving, downloads). */
export function DashboardRoute() {
  const { user, expiredUserId } = useSession();
  const [params] = useSearchParams();
  const resumeId = params.get('resume');
  if (!user)
    return <VisitorBuilder key={expiredUserId ?? 'visitor'} expiredUserId={expiredUserId} />;
  return (
    <AccountBuilder
      key={`${user.id}:${resumeId ?? ''}`}
      userId={user.id}
      resumeId={resumeId}
      account={<UserMenu user={user} />}
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
