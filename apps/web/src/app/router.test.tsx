import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../lib/session/session-context';
import { makeQueryClient } from './app';
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
    ['/success', 'Purchase Successful!'],
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

  it('the success page links to step 7 of the builder', async () => {
    renderRoute('/success');
    expect(await screen.findByRole('link', { name: 'GO TO POINT 7' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
