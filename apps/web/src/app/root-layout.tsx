import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SupportChat } from '../features/support-chat';
import { usePageTraffic } from '../lib/api/traffic-hooks';
import { hidesCommonHeader, isTrackedPage, showsSupportChat } from '../lib/paths';
import { useSession } from '../lib/session/session-context';
import { NavBar } from './nav-bar';
import { Toasts } from './toasts';
import { ScrollToHash } from './scroll-to-hash';

// Only a signed-in user has an account menu: its code (logout, pending saves) is loaded then.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const PaymentModals = lazy(() =>
  import('./payment-modals').then((m) => ({ default: m.PaymentModals })),
);

export function RootLayout() {
  const { pathname } = useLocation();
  const { user } = useSession();
  usePageTraffic(pathname, isTrackedPage(pathname));
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {!hidesCommonHeader(pathname) && (
        <NavBar
          loggedIn={user !== null}
          accountMenu={
            user && (
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            )
          }
          mobileAccountMenu={
            user && (
              <Suspense fallback={null}>
                <UserMenu user={user} inline />
              </Suspense>
            )
          }
        />
      )}
      <ScrollToHash />
      <main id="main">
        <Outlet />
      </main>
      {user && (
        <Suspense fallback={null}>
          <PaymentModals />
        </Suspense>
      )}
      {showsSupportChat(pathname) && <SupportChat />}
      <Toasts />
    </>
  );
}
