import { contract } from '@shortlist/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, on, type FakeAnswer } from '../../../../test/fake-api';
import { registeredBody } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const ada = {
  name: 'Ada',
  email: 'ada@example.com',
  password: 'password one',
  confirm: 'password one',
};

async function fillSignup(values: typeof ada) {
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
    await fillSignup({ ...ada, confirm: 'password two' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Passwords do not match');
    expect(screen.getByLabelText(/Confirm password/)).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(calls).toEqual([]);
  });

  it("reads 'Registering...' and is disabled while busy, then goes to the login page", async () => {
    let release: () => void = () => {};
    const calls = fakeApi(
      on(contract.users.register).reply(
        () =>
          new Promise((resolve) => {
            release = () => resolve({ status: 201, body: registeredBody() });
          }),
      ),
    );
    const router = renderApp('/signup');
    await fillSignup(ada);
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
});

describe('signup failures (spec section 8)', () => {
  const failures: [string, FakeAnswer<typeof contract.users.register>, string][] = [
    [
      'a 409 with the server message',
      {
        status: 409,
        body: {
          message: 'An account with this email already exists. Try logging in.',
          code: 'EMAIL_TAKEN',
        },
      },
      'An account with this email already exists. Try logging in.',
    ],
    [
      'a 429 with the server message',
      {
        status: 429,
        body: {
          message: 'Too many requests. Please slow down and try again in a minute.',
          code: 'RATE_LIMITED',
        },
      },
      'Too many requests. Please slow down and try again in a minute.',
    ],
    [
      'a 503 with the server message',
      {
        status: 503,
        body: { message: 'The database is not answering.', code: 'NOT_READY' },
      },
      'The database is not answering.',
    ],
    ['a 500 without a body', { status: 500 }, 'Registration failed'],
    ['a 502 without a body', { status: 502 }, 'Registration failed'],
    [
      'an error body with an empty message',
      { status: 500, body: { message: '', code: 'X' } },
      'Registration failed',
    ],
    ['a network failure', { network: 'down' }, 'An error occurred. Please try again.'],
    [
      'a 201 the contract refuses',
      { status: 201, malformed: { status: 'Success' } },
      'An error occurred. Please try again.',
    ],
    [
      'a 201 with an empty body',
      { status: 201, malformed: undefined },
      'An error occurred. Please try again.',
    ],
  ];

  it.each(failures)('on %s shows the red banner with the right text', async (_, answer, text) => {
    const calls = fakeApi(on(contract.users.register).reply(() => answer));
    const router = renderApp('/signup');
    await fillSignup(ada);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(text);
    expect(calls).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });
});
