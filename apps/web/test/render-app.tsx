import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { makeQueryClient } from '../src/app/query-client';
import { createTestRouter } from '../src/app/router';
import { SessionProvider } from '../src/lib/session/session-context';

/** The real app (providers and routes) at a URL; returns its router to inspect navigation. */
export function renderApp(path: string) {
  const router = createTestRouter(path);
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}
