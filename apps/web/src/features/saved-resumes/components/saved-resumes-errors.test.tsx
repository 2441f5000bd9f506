import { contract } from '@shortlist/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, on, type FakeAnswer } from '../../../../test/fake-api';
import {
  namedResume,
  resumeRecord,
  sessionAnswer,
  storeSession,
  listBody,
} from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const me = sessionAnswer();
/** The list query retries once (makeQueryClient) before the error line shows. */
const afterRetry = { timeout: 5000 };

beforeEach(() => {
  storeSession();
});

describe('Saved Resumes: the error line (spec section 8)', () => {
  const failures: [string, FakeAnswer<typeof contract.resumes.list>, string][] = [
    [
      'a 400 with the server message',
      { status: 400, body: { message: 'userId must be an id.', code: 'VALIDATION_FAILED' } },
      'userId must be an id.',
    ],
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
    ['a 500 without a body', { status: 500 }, 'HTTP error! status: 500'],
    ['a 502 without a body', { status: 502 }, 'HTTP error! status: 502'],
    [
      'a 500 whose message is empty',
      { status: 500, body: { message: '', code: 'INTERNAL' } },
      'HTTP error! status: 500',
    ],
    ['a network failure', { network: 'down' }, 'Failed to fetch resumes'],
    [
      'a 200 the contract refuses',
      { status: 200, malformed: [{ name: 'not a resume' }] },
      'The server sent an answer this page does not understand. Please reload.',
    ],
  ];

  it.each(failures)('on %s shows the right text', async (_, answer, text) => {
    const calls = fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: me })),
      on(contract.resumes.list).reply(() => answer),
    );
    renderApp('/saved-resumes');
    expect(await screen.findByText('Loading resumes...')).toBeInTheDocument();
    const line = await screen.findByText(text, {}, afterRetry);
    expect(line).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Loading resumes...')).not.toBeInTheDocument();
    expect(
      screen.queryByText('No resumes found. Create your first resume in the dashboard!'),
    ).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/resume/addresume/getallresumes/u1')).toHaveLength(2);
  });

  it('shows the list when the retry succeeds, with no error line', async () => {
    let attempt = 0;
    fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: me })),
      on(contract.resumes.list).reply(() =>
        ++attempt === 1
          ? { network: 'down' }
          : { status: 200, body: listBody(resumeRecord('r1', namedResume('Ada Lovelace'))) },
      ),
    );
    renderApp('/saved-resumes');
    expect(
      await screen.findByRole('article', { name: 'Ada Lovelace' }, afterRetry),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch resumes')).not.toBeInTheDocument();
  });

  it('sends the user to the login page when the session has ended (401)', async () => {
    fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: me })),
      on(contract.resumes.list).reply(() => ({
        status: 401,
        body: { message: 'Please log in to continue.', code: 'UNAUTHORIZED' },
      })),
    );
    const router = renderApp('/saved-resumes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('user')).toBeNull();
  });
});
