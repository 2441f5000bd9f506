import { contract, RESET_REQUESTED_MESSAGE } from '@shortlist/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, on } from '../../../../test/fake-api';
import { sessionAnswer } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const me = sessionAnswer({ id: 'u1', email: 'ada@example.com', name: 'Ada', role: 'person' });
const INVALID =
  'This reset link has expired or was already used. Ask for a new one on the login page.';

describe("'Forgot password?'", () => {
  it('is offered on the login page and leads to the reset request', async () => {
    fakeApi();
    const router = renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it("sends the address and shows the server's one answer", async () => {
    const calls = fakeApi(
      on(contract.users.forgotPassword).reply(() => ({
        status: 202,
        body: { message: RESET_REQUESTED_MESSAGE },
      })),
    );
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByText(RESET_REQUESTED_MESSAGE)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/resume/users/password/forgot')?.body).toEqual({
      email: 'ada@example.com',
    });
  });

  it('checks the address before sending, and shows a refusal (429) in the banner', async () => {
    const calls = fakeApi(
      on(contract.users.forgotPassword).reply(() => ({
        status: 429,
        body: { message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' },
      })),
    );
    renderApp('/forgot-password');
    const email = await screen.findByLabelText(/^Email/);
    await userEvent.type(email, 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('/password/'))).toEqual([]);
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later.',
    );
  });
});

describe('the reset link', () => {
  const open = (hash: string) => renderApp(`/reset-password${hash}`);

  it('sets the new password with the token, signs in and opens the builder', async () => {
    const calls = fakeApi(
      on(contract.users.resetPassword).reply(() => ({ status: 200, body: me })),
      on(contract.users.me).reply(() => ({ status: 200, body: me })),
    );
    const router = open('#token=tok_123-abc');
    // The token leaves the address bar at once.
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    await userEvent.type(screen.getByLabelText(/^New password/), 'a new passphrase');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'a new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((c) => c.path === '/resume/users/password/reset')?.body).toEqual({
      token: 'tok_123-abc',
      password: 'a new passphrase',
    });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ id: 'u1' });
  });

  it('sends nothing when the two passwords differ', async () => {
    const calls = fakeApi();
    open('#token=tok');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'a new passphrase');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'another one!');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('/password/'))).toEqual([]);
  });

  it('says when the link was used or expired, with the way to a new one', async () => {
    fakeApi(
      on(contract.users.resetPassword).reply(() => ({
        status: 400,
        body: { message: INVALID, code: 'RESET_LINK_INVALID' },
      })),
    );
    const router = open('#token=used');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'a new passphrase');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'a new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('explains a link without its token', async () => {
    fakeApi();
    open('');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is incomplete. Open it from the email again, or ask for a new one.',
    );
  });
});

describe('login returns where the user started', () => {
  it('goes back to My Resumes after logging in from there', async () => {
    fakeApi(
      on(contract.users.login).reply(() => ({ status: 200, body: me })),
      on(contract.users.me).reply(() => ({ status: 200, body: me })),
      on(contract.resumes.list).reply(() => ({
        status: 200,
        body: { items: [], nextCursor: null },
      })),
    );
    const router = renderApp('/saved-resumes?sort=new');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved-resumes'));
    expect(router.state.location.search).toBe('?sort=new');
  });
});
