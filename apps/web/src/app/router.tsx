import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { paths, routePatterns } from '../lib/paths';
import { RootLayout } from './root-layout';
import { RouteError } from './pages/route-error';
import { NotFoundPage } from './pages/not-found-page';
import { PageLoading } from './pages/page-loading';

/** Each page is its own chunk, loaded when first visited. */
const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: paths.home,
        ...page(() =>
          import('../features/landing/components/landing-page').then((m) => ({
            Component: m.LandingPage,
          })),
        ),
      },
      {
        path: paths.login,
        ...page(() =>
          import('../features/auth/components/login-page').then((m) => ({
            Component: m.LoginPage,
          })),
        ),
      },
      {
        path: paths.signup,
        ...page(() =>
          import('../features/auth/components/signup-page').then((m) => ({
            Component: m.SignupPage,
          })),
        ),
      },
      {
        path: paths.dashboard,
        ...page(() =>
          import('../features/builder/components/builder-page').then((m) => ({
            Component: m.BuilderPage,
          })),
        ),
      },
      {
        path: paths.savedResumes,
        ...page(() =>
          import('../features/saved-resumes/components/saved-resumes-page').then((m) => ({
            Component: m.SavedResumesPage,
          })),
        ),
      },
      {
        path: routePatterns.resumeDetail,
        ...page(() =>
          import('../features/saved-resumes/components/resume-detail-page').then((m) => ({
            Component: m.ResumeDetailPage,
          })),
        ),
      },
      {
        path: paths.success,
        ...page(() =>
          import('../features/payments/components/success-page').then((m) => ({
            Component: m.SuccessPage,
          })),
        ),
      },
      {
        path: paths.cancel,
        ...page(() =>
          import('../features/payments/components/cancel-page').then((m) => ({
            Component: m.CancelPage,
          })),
        ),
      },
      {
        path: paths.admin.login,
        ...page(() =>
          import('../features/admin/components/admin-pages').then((m) => ({
            Component: m.AdminLoginPage,
          })),
        ),
      },
      {
        path: `${paths.admin.login}/*`,
        ...page(() =>
          import('../features/admin/components/admin-pages').then((m) => ({
            Component: m.AdminAreaPage,
          })),
        ),
      },
      {
        path: routePatterns.adminAnalysis,
        ...page(() =>
          import('../features/admin/components/admin-pages').then((m) => ({
            Component: m.AdminAreaPage,
          })),
        ),
      },
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
