/** Every client URL in one place (STYLE.md): use these builders, never string literals. */
export const paths = {
  home: '/',
  demo: '/#demo',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  /** Where the emailed link opens; its token rides in the fragment (never sent to a server). */
  resetPassword: '/reset-password',
  /** A shared resume's read-only page. */
  shared: (slug: string) => `/r/${encodeURIComponent(slug)}`,
  dashboard: '/dashboard',
  /** The builder on one resume (and a step); `'new'` opens a blank one. */
  builder: (resume: string, step?: number) =>
    `/dashboard?resume=${encodeURIComponent(resume)}${step ? `&step=${step}` : ''}`,
  newResume: '/dashboard?resume=new',
  savedResumes: '/saved-resumes',
  applications: '/applications',
  /** The builder on a resume with the job match open for an application's posting. */
  builderMatch: (resume: string, application: string) =>
    `/dashboard?resume=${encodeURIComponent(resume)}&match=${encodeURIComponent(application)}`,
  resumeDetail: (id: string) => `/resume-detail/${encodeURIComponent(id)}`,
  account: '/account',
  success: '/success',
  cancel: '/cancel',
  testCheckout: (sessionId: string) => `/checkout/test/${encodeURIComponent(sessionId)}`,
  admin: {
    login: '/admin',
    dashboard: '/admin/dashboard',
    users: '/admin/all-user',
    resumes: '/admin/all-resumes',
    traffic: '/admin/traffic',
    analysis: (ip: string) => `/admin/analysis/${encodeURIComponent(ip)}`,
    support: '/admin/support',
  },
} as const;

/** Route patterns for the router, matching the builders above. */
export const routePatterns = {
  resumeDetail: '/resume-detail/:id',
  adminAnalysis: '/admin/analysis/:id',
  testCheckout: '/checkout/test/:sessionId',
  shared: '/r/:slug',
} as const;

/**
 * A place to return to after login, sign-up or a payment: a path of this app only (never
 * another site: `//evil.example` or `https://…` are refused), else null.
 */
export function returnPath(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  if (from.startsWith('/\\') || [...from].some((c) => c.charCodeAt(0) < 0x20)) return null;
  if (from === paths.login || from === paths.signup || from.startsWith(paths.resetPassword))
    return null;
  return from;
}

/** Pages where the common header and the chat give way to the page's own. */
const isSharedPage = (pathname: string) => pathname.startsWith('/r/');

/** Pages without the common header (spec section 2). */
export function hidesCommonHeader(pathname: string) {
  return (
    pathname === paths.dashboard || pathname.startsWith(paths.admin.login) || isSharedPage(pathname)
  );
}

/** Pages whose visits are recorded (spec section 7: landing, login, signup and the builder). */
export function isTrackedPage(pathname: string) {
  return [paths.home, paths.login, paths.signup, paths.dashboard].includes(pathname as never);
}

/**
 * The chat bubble shows on every page whose path does not contain /admin (spec section 2),
 * except the builder, whose top bar holds the chat instead (a floating bubble would cover its
 * Previous / Next buttons on a phone), and a shared resume's page (its reader is not a user).
 */
export function showsSupportChat(pathname: string) {
  return !pathname.includes('/admin') && pathname !== paths.dashboard && !isSharedPage(pathname);
}
