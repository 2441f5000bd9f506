import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { emptyResume, type Resume } from '@shortlist/resume';
import { BuilderPage, type BuilderPageProps } from '../components/builder-page';
import { DRAFT_KEY } from '../state/draft-persistence';

/**
 * The builder at /dashboard in a memory router, with the toasts it reports through and a
 * query client (its bar holds the support chat, as in the app).
 */
export function renderBuilder(props: BuilderPageProps = {}) {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <>
            <BuilderPage {...props} />
            <ToastContainer />
          </>
        ),
      },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user, router };
}

/** Put a draft in storage as an earlier visit would have left it. */
export function storeDraft(resume: Resume, step = 1) {
  localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ resume, step, updatedAt: '2026-01-01T00:00:00.000Z' }),
  );
}

export function storedResume(): Resume {
  const raw = localStorage.getItem(DRAFT_KEY);
  if (!raw) throw new Error('no draft stored');
  return (JSON.parse(raw) as { resume: Resume }).resume;
}

/** A resume complete up to and including the given step's content. */
export function resumeWith(overrides: Partial<Resume>): Resume {
  return { ...emptyResume(), ...overrides };
}

export const personal = {
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phone: '+1 555 010 2030',
  location: 'Denver, CO',
  portfolioUrl: '',
  aboutMe: '',
  additionalDetails: '',
};
