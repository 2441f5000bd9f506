import { contract, type ResumeRecord } from '@shortlist/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, on } from '../../test/fake-api';
import {
  listBody,
  namedResume,
  resumeRecord,
  sessionAnswer,
  storeSession,
} from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** A server holding one resume, that updates it like the real one (versions included). */
function serverWithOneResume() {
  let stored: ResumeRecord = resumeRecord('r1', namedResume('Ada Lovelace'), { version: 1 });
  const calls = fakeApi(
    on(contract.users.me).reply(() => ({ status: 200, body: sessionAnswer() })),
    on(contract.resumes.list).reply(() => ({ status: 200, body: listBody(stored) })),
    on(contract.resumes.get).reply(() => ({ status: 200, body: stored })),
    on(contract.resumes.update).reply(({ body }) => {
      if (body.version !== stored.version)
        return { status: 409, body: { message: 'stale', code: 'VERSION_CONFLICT' } };
      const { version: _v, ...resume } = body;
      stored = resumeRecord('r1', resume, {
        version: stored.version + 1,
        updatedAt: new Date().toISOString(),
      });
      return { status: 200, body: stored };
    }),
  );
  return calls;
}

describe('one cache for every view of a resume', () => {
  it('shows My Resumes fresh after an edit in the builder, without a reload', async () => {
    storeSession();
    const calls = serverWithOneResume();
    const user = userEvent.setup();
    const router = renderApp('/saved-resumes');
    await screen.findByRole('article', { name: 'Ada Lovelace' });

    // The list is now cached (fresh for 30 s); edit the same resume in the builder.
    await act(() => router.navigate('/dashboard?resume=r1'));
    const name = await screen.findByLabelText(/^Full Name/);
    await user.clear(name);
    await user.type(name, 'Ada King');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), {
      timeout: 5000,
    });
    await waitFor(() => expect(screen.getByText(/Saved/)).toBeInTheDocument(), { timeout: 5000 });

    await act(() => router.navigate('/saved-resumes'));
    const card = await screen.findByRole('article', { name: 'Ada King' });
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
  });
});
