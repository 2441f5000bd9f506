import { Outlet, useLocation } from 'react-router';
import { hidesCommonHeader } from '../lib/paths';
import { NavBar } from './nav-bar';
import { Toasts } from './toasts';
import { ScrollToHash } from './scroll-to-hash';

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {!hidesCommonHeader(pathname) && <NavBar />}
      <ScrollToHash />
      <main id="main">
        <Outlet />
      </main>
      <Toasts />
    </>
  );
}
