import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../lib/session/session-context';
import { makeQueryClient } from './query-client';
import { createTestRouter } from './router';

function renderRoute(path: string) {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <SessionProvider>
        <RouterProvider router={createTestRouter(path)} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('routes', () => {
  it.each([
    ['/signup', 'Create your free account'],
    ['/saved-resumes', 'Welcome back'],
    ['/resume-detail/abc', 'Welcome back'],
    ['/success', 'Log in to see your purchase'],
    ['/admin', 'Admin Login'],
    ['/nowhere', 'This page does not exist'],
  ])('%s shows "%s"', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('hides the common header on /dashboard and admin pages', async () => {
    renderRoute('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('nav-bar')).toBeNull();
  });

  it('the success page grants nothing by itself: no step-7 link without a confirmed payment', async () => {
    renderRoute('/success?session_id=cs_test_1');
    expect(await screen.findByText(/log in to see yours/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'GO TO POINT 7' })).toBeNull();
  });
});
