/**
 * Every TanStack Query key of the app, in one place. Keys are nested so that invalidating a
 * prefix reaches everything under it: `resumes.all(user)` covers the list and every detail.
 */
export const queryKeys = {
  resumes: {
    all: (userId: string) => ['resumes', userId] as const,
    list: (userId: string) => ['resumes', userId, 'list'] as const,
    detail: (userId: string, id: string) => ['resumes', userId, 'detail', id] as const,
    versions: (userId: string, id: string) => ['resumes', userId, 'versions', id] as const,
    version: (userId: string, id: string, version: number) =>
      ['resumes', userId, 'versions', id, version] as const,
  },
  admin: {
    all: ['admin'] as const,
    me: ['admin', 'me'] as const,
    dashboard: ['admin', 'dashboard'] as const,
    list: (name: string, body: unknown) => ['admin', 'list', name, body] as const,
    resume: (id: string) => ['admin', 'resume', id] as const,
  },
  applications: {
    list: (userId: string) => ['applications', userId, 'list'] as const,
  },
  share: {
    list: (userId: string) => ['share', userId, 'list'] as const,
    public: (slug: string) => ['share', 'public', slug] as const,
  },
  plans: ['plans'] as const,
  payments: {
    all: (userId: string) => ['payments', userId] as const,
    entitlement: (userId: string) => ['payments', userId, 'entitlement'] as const,
    purchases: (userId: string) => ['payments', userId, 'purchases'] as const,
    checkout: (userId: string, sessionId: string) =>
      ['payments', userId, 'checkout', sessionId] as const,
    cost: (userId: string, resumeId: string) => ['payments', userId, 'cost', resumeId] as const,
  },
} as const;
