import { contract } from '@shortlist/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, on } from '../../../../test/fake-api';
import { sessionAnswer, storeSession } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const me = on(contract.users.me).reply(() => ({ status: 200, body: sessionAnswer() }));

async function fill(current: string, next: string, confirm = next) {
  await userEvent.type(await screen.findByLabelText(/^Current password/), current);
  await userEvent.type(screen.getByLabelText(/^New password/), next);
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe("'Change password' in Account", () => {
  beforeEach(() => storeSession());

  it('sends the current and the new password, says so, and clears the fields', async () => {
    const calls = fakeApi(
      me,
      on(contract.users.changePassword).reply(() => ({
        status: 200,
        body: {
          status: 'Success',
          message: 'Your password was changed. 1 other session was signed out.',
        },
      })),
    );
    renderApp('/account');
    await fill('old passphrase', 'a new passphrase');
    expect(
      await screen.findByText('Your password was changed. 1 other session was signed out.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/resume/users/me/password')).toMatchObject({
      method: 'PUT',
      body: { currentPassword: 'old passphrase', newPassword: 'a new passphrase' },
    });
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveValue(''));
  });

  it('sends nothing when the new passwords differ', async () => {
    const calls = fakeApi(me);
    renderApp('/account');
    await fill('old passphrase', 'a new passphrase', 'something else');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/resume/users/me/password')).toBe(false);
  });

  it("shows the server's refusal of a wrong current password", async () => {
    fakeApi(
      me,
      on(contract.users.changePassword).reply(() => ({
        status: 403,
        body: { message: 'That password is not right.', code: 'WRONG_PASSWORD' },
      })),
    );
    renderApp('/account');
    await fill('wrong one', 'a new passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is not right.');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('a new passphrase');
  });
});
