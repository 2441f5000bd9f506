import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { paths } from '../lib/paths';
import { AccountBuilder } from '../features/builder/components/account-builder';
import { BuilderPage } from '../features/builder/components/builder-page';
import { useSession } from '../lib/session/session-context';
import { UserMenu } from './user-menu';

/** /dashboard: the visitor's builder, or the account's (server drafts, saving, downloads). */
export function DashboardRoute() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const resumeId = params.get('resume');
  if (!user) return <BuilderPage account={<VisitorLinks />} />;
  return (
    <AccountBuilder
      key={`${user.id}:${resumeId ?? ''}`}
      userId={user.id}
      resumeId={resumeId}
      account={<UserMenu user={user} />}
    />
  );
}

function VisitorLinks() {
  return (
    <div className="flex items-center gap-1">
      <Link to={paths.login} className={buttonClasses('ghost', 'px-3 py-1.5')}>
        Login
      </Link>
      <Link to={paths.signup} className={buttonClasses('gold', 'px-3 py-1.5')}>
        Sign Up
      </Link>
    </div>
  );
}
