import { Outlet, useLocation } from 'react-router';
import { AfterPurchase, DownloadConfirmModal, PlanPickerModal } from '../features/payments';
import { SupportChat } from '../features/support-chat';
import { usePageTraffic } from '../lib/api/traffic-hooks';
import { hidesCommonHeader, isTrackedPage, showsSupportChat } from '../lib/paths';
import { useSession } from '../lib/session/session-context';
import { NavBar } from './nav-bar';
import { Toasts } from './toasts';
import { ScrollToHash } from './scroll-to-hash';
import { UserMenu } from './user-menu';

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
          accountMenu={user && <UserMenu user={user} />}
          mobileAccountMenu={user && <UserMenu user={user} inline />}
        />
      )}
      <ScrollToHash />
      <main id="main">
        <Outlet />
      </main>
      {user && (
        <>
          <PlanPickerModal />
          <DownloadConfirmModal />
          <AfterPurchase />
        </>
      )}
      {showsSupportChat(pathname) && <SupportChat />}
      <Toasts />
    </>
  );
}
