import { contract } from '@shortlist/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, on, type FakeAnswer } from '../../../../test/fake-api';
import { sessionAnswer } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** The red banner, holding exactly `text`. */
async function expectBanner(text: string) {
  const banner = await screen.findByRole('alert');
  expect(banner.textContent).toBe(text);
}

describe('login', () => {
  it("stores the session under 'user' and 'sessionExpiry' and opens the dashboard", async () => {
    const answer = sessionAnswer({
      id: 'u1',
      email: 'ada@example.com',
      name: 'Ada',
      role: 'person',
    });
    fakeApi(
      on(contract.users.login).reply(() => ({ status: 200, body: answer })),
      on(contract.users.me).reply(() => ({ status: 200, body: answer })),
    );
    const router = renderApp('/login');
    await submit('ada@example.com', 'secret password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual({
      id: 'u1',
      email: 'ada@example.com',
      name: 'Ada',
      role: 'person',
    });
    expect(Number(localStorage.getItem('sessionExpiry'))).toBe(Date.parse(answer.expiresAt));
  });

  it('sends a logged-out visitor from My Resumes to the login page', async () => {
    const router = renderApp('/saved-resumes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('login failures (spec section 8)', () => {
  const failures: [string, FakeAnswer<typeof contract.users.login>, string][] = [
    [
      'a 401 with the server message',
      { status: 401, body: { message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' } },
      'Invalid email or password.',
    ],
    [
      'a 429 with the server message',
      {
        status: 429,
        body: {
          message: 'Too many failed attempts. Please wait 5 minutes and try again.',
          code: 'TOO_MANY_ATTEMPTS',
        },
      },
      'Too many failed attempts. Please wait 5 minutes and try again.',
    ],
    [
      'a 503 with the server message',
      {
        status: 503,
        body: {
          message: 'Signing in is briefly unavailable. Please try again in a minute.',
          code: 'SIGN_IN_UNAVAILABLE',
        },
      },
      'Signing in is briefly unavailable. Please try again in a minute.',
    ],
    ['a 500 without a body', { status: 500 }, 'Login failed'],
    ['a 502 without a body', { status: 502 }, 'Login failed'],
    [
      'an error body with an empty message',
      { status: 500, body: { message: '', code: 'X' } },
      'Login failed',
    ],
    [
      "a reply without status 'Success'",
      { status: 200, malformed: { status: 'Nope' } },
      'Login failed',
    ],
    ['a 200 with an empty body', { status: 200, malformed: undefined }, 'Login failed'],
    [
      'a network failure',
      { network: 'down' },
      'Could not reach Shortlist. Check your connection and try again.',
    ],
  ];

  it.each(failures)('on %s shows the red banner with the right text', async (_, answer, text) => {
    const calls = fakeApi(on(contract.users.login).reply(() => answer));
    const router = renderApp('/login');
    await submit('ada@example.com', 'secret password');
    await expectBanner(text);
    expect(calls).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('clears the banner when the next attempt succeeds', async () => {
    let attempt = 0;
    fakeApi(
      on(contract.users.login).reply(() =>
        ++attempt === 1 ? { network: 'down' } : { status: 200, body: sessionAnswer() },
      ),
      on(contract.users.me).reply(() => ({ status: 200, body: sessionAnswer() })),
    );
    const router = renderApp('/login');
    await submit('ada@example.com', 'secret password');
    await expectBanner('Could not reach Shortlist. Check your connection and try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByText(/Could not reach Shortlist/)).not.toBeInTheDocument();
  });

  // 'An unexpected error occurred' is the page's guard for a thrown error without a message.
  // No server answer reaches it: usersApi.login turns every failure into a message (an empty
  // server message becomes 'Login failed', tested above), so there is no test for it here.
});
