import { contract } from '@shortlist/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, on } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

async function fillSignup(values: {
  name: string;
  email: string;
  password: string;
  confirm: string;
}) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Full name/), values.name);
  await user.type(screen.getByLabelText(/^Email/), values.email);
  await user.type(screen.getByLabelText(/^Password/), values.password);
  await user.type(screen.getByLabelText(/Confirm password/), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('signup', () => {
  it("shows 'Passwords do not match' and sends nothing", async () => {
    const calls = fakeApi();
    renderApp('/signup');
    await fillSignup({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'password one',
      confirm: 'password two',
    });
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("reads 'Registering...' and is disabled while busy, then goes to the login page", async () => {
    let release: () => void = () => {};
    const calls = fakeApi(
      on(contract.users.register).reply(
        () =>
          new Promise((resolve) => {
            release = () =>
              resolve({
                status: 201,
                body: {
                  status: 'Success',
                  userID: 'u1',
                  email: 'ada@example.com',
                  name: 'Ada',
                  role: 'person',
                  message: 'ok',
                },
              });
          }),
      ),
    );
    const router = renderApp('/signup');
    await fillSignup({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'password one',
      confirm: 'password one',
    });
    const busy = await screen.findByRole('button', { name: 'Registering...' });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/resume/users/register',
      body: { email: 'ada@example.com', name: 'Ada', password: 'password one', role: 'person' },
    });
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('ada@example.com');
  });

  it("shows the server's message in the red banner", async () => {
    fakeApi(
      on(contract.users.register).reply(() => ({
        status: 409,
        body: {
          message: 'An account with this email already exists. Try logging in.',
          code: 'EMAIL_TAKEN',
        },
      })),
    );
    renderApp('/signup');
    await fillSignup({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'password one',
      confirm: 'password one',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Try logging in.',
    );
  });
});

describe('login', () => {
  async function submit(email: string, password: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), email);
    await user.type(screen.getByLabelText(/^Password/), password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
  }

  it("stores the session under 'user' and 'sessionExpiry' and opens the dashboard", async () => {
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    fakeApi(
      on(contract.users.login).reply(() => ({
        status: 200,
        body: {
          status: 'Success',
          userID: 'u1',
          email: 'ada@example.com',
          name: 'Ada',
          role: 'person',
          message: 'Login successful',
          expiresAt,
        },
      })),
      on(contract.users.me).reply(() => ({
        status: 200,
        body: {
          status: 'Success',
          userID: 'u1',
          email: 'ada@example.com',
          name: 'Ada',
          role: 'person',
          message: 'ok',
          expiresAt,
        },
      })),
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
    expect(Number(localStorage.getItem('sessionExpiry'))).toBe(Date.parse(expiresAt));
  });

  it("shows the server's message, or 'Login failed' without one", async () => {
    fakeApi(
      on(contract.users.login).reply(() => ({
        status: 401,
        body: { message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' },
      })),
    );
    renderApp('/login');
    await submit('ada@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it("counts a reply without status 'Success' as a failure", async () => {
    fakeApi(on(contract.users.login).reply(() => ({ status: 200, malformed: { status: 'Nope' } })));
    renderApp('/login');
    await submit('ada@example.com', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('sends a logged-out visitor from My Resumes to the login page', async () => {
    const router = renderApp('/saved-resumes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
