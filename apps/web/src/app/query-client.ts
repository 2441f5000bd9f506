import { QueryClient } from '@tanstack/react-query';

/** The app's query client: the SPA's, the static landing page's chat, and the tests'. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}
