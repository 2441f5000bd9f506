import { contract, type DataExport } from '@shortlist/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, on, type FakeAnswer } from '../../../../test/fake-api';
import {
  namedResume,
  resumeRecord,
  sessionAnswer,
  storeSession,
  testUser,
} from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const me = sessionAnswer();
const NETWORK = 'Could not reach Shortlist. Check your connection and try again.';
const BAD_ANSWER = 'The server sent an answer this page does not understand. Please reload.';
const exported: DataExport = {
  exportedAt: '2026-03-04T10:00:00.000Z',
  account: testUser,
  resumes: [resumeRecord('r1', namedResume('Ada Lovelace'))],
  downloads: [],
  purchases: [],
  applications: [],
};

/**
 * The files the page hands to the browser. jsdom has no object URLs, so they are kept here,
 * and the download link's click is caught before jsdom tries to navigate.
 */
const saved: { name: string; blob: Blob | undefined }[] = [];
const blobs = new Map<string, Blob>();
const catchDownload = (event: MouseEvent) => {
  const link = event.target;
  if (!(link instanceof HTMLAnchorElement) || !link.download) return;
  event.preventDefault();
  saved.push({ name: link.download, blob: blobs.get(link.href) });
};

/** jsdom's Blob has no text(); FileReader reads it. */
const readText = (blob: Blob | undefined) =>
  new Promise<string>((resolve, reject) => {
    if (!blob) return reject(new Error('no file was saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  storeSession();
  saved.length = 0;
  blobs.clear();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:http://localhost/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => blobs.delete(url),
  });
  document.addEventListener('click', catchDownload);
});

afterEach(() => {
  document.removeEventListener('click', catchDownload);
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const meRoute = on(contract.users.me).reply(() => ({ status: 200, body: me }));

describe('Account: download all my data', () => {
  it('saves everything as shortlist-data.json', async () => {
    fakeApi(
      meRoute,
      on(contract.users.exportData).reply(() => ({ status: 200, body: exported })),
    );
    renderApp('/account');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Download all my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('shortlist-data.json');
    expect(JSON.parse(await readText(saved[0]?.blob))).toEqual(exported);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  const failures: [string, FakeAnswer<typeof contract.users.exportData>, string][] = [
    [
      'a 404 with the server message',
      { status: 404, body: { message: 'Account not found', code: 'ACCOUNT_NOT_FOUND' } },
      'Account not found',
    ],
    [
      'a 503 with the server message',
      { status: 503, body: { message: 'The database is not answering.', code: 'NOT_READY' } },
      'The database is not answering.',
    ],
    ['a 500 without a body', { status: 500 }, 'Could not export your data. Please try again.'],
    ['a network failure', { network: 'down' }, NETWORK],
    ['a 200 the contract refuses', { status: 200, malformed: { account: null } }, BAD_ANSWER],
  ];

  it.each(failures)('on %s says so in a notification', async (_, answer, text) => {
    fakeApi(
      meRoute,
      on(contract.users.exportData).reply(() => answer),
    );
    renderApp('/account');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Download all my data' }));
    expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download all my data' })).toBeEnabled();
  });
});

describe('Account: delete my account', () => {
  async function confirmWith(password: string) {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByRole('button', { name: 'Delete for good' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Enter your password to confirm'), password);
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    return dialog;
  }

  it('deletes with the password, ends the session and goes home', async () => {
    const calls = fakeApi(
      meRoute,
      on(contract.users.deleteAccount).reply(() => ({ status: 200, body: { deleted: true } })),
    );
    const router = renderApp('/account');
    await confirmWith('secret password');
    expect(
      await screen.findByText('Your account and all its resumes were deleted.'),
    ).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('user')).toBeNull();
    expect(calls).toContainEqual({
      method: 'DELETE',
      path: '/resume/users/me',
      body: { password: 'secret password' },
    });
  });

  const failures: [string, FakeAnswer<typeof contract.users.deleteAccount>, string][] = [
    [
      'a wrong password (403 with the server message)',
      { status: 403, body: { message: 'That password is not right.', code: 'WRONG_PASSWORD' } },
      'That password is not right.',
    ],
    [
      'a 503 with the server message',
      { status: 503, body: { message: 'The database is not answering.', code: 'NOT_READY' } },
      'The database is not answering.',
    ],
    ['a 500 without a body', { status: 500 }, 'Could not delete your account. Please try again.'],
    ['a network failure', { network: 'down' }, NETWORK],
  ];

  it.each(failures)(
    'on %s says so in the dialog and keeps the session',
    async (_, answer, text) => {
      fakeApi(
        meRoute,
        on(contract.users.deleteAccount).reply(() => answer),
      );
      const router = renderApp('/account');
      const dialog = await confirmWith('secret password');
      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).toBe(text);
      expect(router.state.location.pathname).toBe('/account');
      expect(localStorage.getItem('user')).not.toBeNull();
      expect(within(dialog).getByRole('button', { name: 'Delete for good' })).toBeEnabled();
    },
  );
});
