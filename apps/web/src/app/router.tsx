import type { ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { warmPreviewWorker } from '../lib/documents/document-worker';
import { paths, routePatterns } from '../lib/paths';
import { NotFoundPage } from './pages/not-found-page';
import { PageLoading } from './pages/page-loading';
import { RouteError } from './pages/route-error';
import { RequireSession } from './require-session';
import { RootLayout } from './root-layout';

type Loader = () => Promise<ComponentType>;

/** Each page is its own chunk, loaded when first visited. */
const page = (path: string, load: Loader): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

/** A page for logged-in users only; others are sent to the login page. */
const privatePage = (path: string, load: Loader): RouteObject => ({
  path,
  lazy: async () => {
    const Page = await load();
    return {
      Component: () => (
        <RequireSession>
          <Page />
        </RequireSession>
      ),
    };
  },
});

const admin = () => import('../features/admin/components/admin-pages');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      page(paths.home, () =>
        import('../features/landing/components/landing-page').then((m) => m.LandingPage),
      ),
      page(paths.login, () =>
        import('../features/auth/components/login-page').then((m) => m.LoginPage),
      ),
      page(paths.signup, () =>
        import('../features/auth/components/signup-page').then((m) => m.SignupPage),
      ),
      page(paths.forgotPassword, () =>
        import('../features/auth/components/forgot-password-page').then(
          (m) => m.ForgotPasswordPage,
        ),
      ),
      page(paths.resetPassword, () =>
        import('../features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
      ),
      page(routePatterns.shared, () =>
        import('../features/share/components/shared-resume-page').then((m) => m.SharedResumePage),
      ),
      page(paths.dashboard, () => {
        // The preview's engine downloads beside the builder's code, not after it.
        warmPreviewWorker();
        return import('./dashboard-route').then((m) => m.DashboardRoute);
      }),
      privatePage(paths.savedResumes, () =>
        import('../features/saved-resumes/components/saved-resumes-page').then(
          (m) => m.SavedResumesPage,
        ),
      ),
      privatePage(paths.applications, () =>
        import('../features/applications/components/applications-page').then(
          (m) => m.ApplicationsPage,
        ),
      ),
      privatePage(routePatterns.resumeDetail, () =>
        import('../features/saved-resumes/components/resume-detail-page').then(
          (m) => m.ResumeDetailPage,
        ),
      ),
      privatePage(paths.account, () =>
        import('../features/account/components/account-page').then((m) => m.AccountPage),
      ),
      page(paths.success, () =>
        import('../features/payments/components/success-page').then((m) => m.SuccessPage),
      ),
      page(paths.cancel, () =>
        import('../features/payments/components/cancel-page').then((m) => m.CancelPage),
      ),
      privatePage(routePatterns.testCheckout, () =>
        import('../features/payments/components/test-checkout-page').then(
          (m) => m.TestCheckoutPage,
        ),
      ),
      page(paths.admin.login, () => admin().then((m) => m.AdminLoginPage)),
      page(`${paths.admin.login}/*`, () => admin().then((m) => m.AdminAreaPage)),
      page(routePatterns.adminAnalysis, () => admin().then((m) => m.AdminAreaPage)),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** For component tests: the real routes at a given URL. */
export function createTestRouter(initialPath: string) {
  return createMemoryRouter(routes, { initialEntries: [initialPath] });
}
