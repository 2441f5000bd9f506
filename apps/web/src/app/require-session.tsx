import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session/session-context';

/** Pages for logged-in users only: others go to the login page. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  // The page asked for (with its query) is where the login or sign-up returns to.
  if (!user)
    return (
      <Navigate
        to={paths.login}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  return <>{children}</>;
}
