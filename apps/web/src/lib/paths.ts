/** Every client URL in one place (STYLE.md): use these builders, never string literals. */
export const paths = {
  home: '/',
  demo: '/#demo',
  login: '/login',
  signup: '/signup',
  dashboard: '/dashboard',
  /** The builder on one resume (and a step); `'new'` opens a blank one. */
  builder: (resume: string, step?: number) =>
    `/dashboard?resume=${encodeURIComponent(resume)}${step ? `&step=${step}` : ''}`,
  newResume: '/dashboard?resume=new',
  savedResumes: '/saved-resumes',
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
} as const;

/** Pages without the common header (spec section 2). */
export function hidesCommonHeader(pathname: string) {
  return pathname === paths.dashboard || pathname.startsWith(paths.admin.login);
}

/** Pages whose visits are recorded (spec section 7: landing, login, signup and the builder). */
export function isTrackedPage(pathname: string) {
  return [paths.home, paths.login, paths.signup, paths.dashboard].includes(pathname as never);
}

/** The chat widget shows on every page whose path does not contain /admin (spec section 2). */
export function showsSupportChat(pathname: string) {
  return !pathname.includes('/admin');
}
