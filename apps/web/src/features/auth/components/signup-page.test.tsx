import { contract } from '@shortlist/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, on, type FakeAnswer } from '../../../../test/fake-api';
import { planPrices, sessionAnswer } from '../../../../test/fixtures';
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

const prices = on(contract.payments.plans).reply(() => ({ status: 200, body: planPrices() }));
const registered = sessionAnswer({
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada',
  role: 'person',
});
const session = on(contract.users.me).reply(() => ({ status: 200, body: registered }));
const registration = (calls: { path: string }[]) =>
  calls.filter((c) => c.path === '/resume/users/register');

describe('signup', () => {
  it('shows the free downloads and both prices from the server', async () => {
    fakeApi(prices);
    renderApp('/signup');
    // The paragraph is there, hidden and empty, until the prices are known.
    await waitFor(() =>
      expect(screen.getAllByTestId('price-summary')[0]!.textContent).toBe(
        'Your first 2 downloads are free; then $29 for one resume or $149 for unlimited resumes, paid once (no subscription).',
      ),
    );
  });

  it("shows 'Passwords do not match' and sends nothing", async () => {
    const calls = fakeApi(prices);
    renderApp('/signup');
    await fillSignup({ ...ada, confirm: 'password two' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Passwords do not match');
    expect(screen.getByLabelText(/Confirm password/)).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(registration(calls)).toEqual([]);
  });

  it("reads 'Registering...' while busy, then is signed in and opens the builder", async () => {
    let release: () => void = () => {};
    const calls = fakeApi(
      prices,
      session,
      on(contract.users.register).reply(
        () =>
          new Promise((resolve) => {
            release = () => resolve({ status: 201, body: registered });
          }),
      ),
    );
    const router = renderApp('/signup');
    await fillSignup(ada);
    const busy = await screen.findByRole('button', { name: 'Registering...' });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(registration(calls)[0]).toMatchObject({
      method: 'POST',
      body: { email: 'ada@example.com', name: 'Ada', password: 'password one', role: 'person' },
    });
    // Signed in: no 'Welcome back', no second typing of the password.
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ id: 'u1' });
  });

  it('returns to the page that asked for an account', async () => {
    fakeApi(
      prices,
      session,
      on(contract.users.register).reply(() => ({ status: 201, body: registered })),
      on(contract.resumes.list).reply(() => ({
        status: 200,
        body: { items: [], nextCursor: null },
      })),
      on(contract.resumes.checkLimit).reply(() => ({
        status: 200,
        body: { canGenerate: true, freeDownloadsLeft: 2, plan: 'free' },
      })),
    );
    // My Resumes sends a visitor to log in; from there to sign up; then back to My Resumes.
    const router = renderApp('/saved-resumes');
    await userEvent.click(await screen.findByRole('link', { name: 'Sign up for free' }));
    await fillSignup(ada);
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved-resumes'));
    expect(await screen.findByRole('heading', { name: 'Saved Resumes' })).toBeInTheDocument();
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
    const calls = fakeApi(
      prices,
      on(contract.users.register).reply(() => answer),
    );
    const router = renderApp('/signup');
    await fillSignup(ada);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(text);
    expect(registration(calls)).toHaveLength(1);
    expect(localStorage.getItem('user')).toBeNull();
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });
});
