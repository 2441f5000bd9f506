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
  downloads: {
    allowance: (userId: string) => ['downloads', userId, 'allowance'] as const,
  },
} as const;
