import { contract, type ResumeRecord } from '@shortlist/contract';
import { screen, waitFor, within } from '@testing-library/react';
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
import { DRAFT_KEY } from '../features/builder/state/draft-persistence';
import { writeUserCopy } from '../features/builder/state/user-draft-store';

/** A server with the account's resumes, answering like the real one. */
function server(initial: ResumeRecord[]) {
  const stored = new Map(initial.map((r) => [r._id, r]));
  let next = 1;
  const calls = fakeApi(
    on(contract.users.me).reply(() => ({ status: 200, body: sessionAnswer() })),
    on(contract.resumes.list).reply(() => ({
      status: 200,
      body: listBody(...[...stored.values()].reverse()),
    })),
    on(contract.resumes.get).reply(({ params }) => {
      const found = stored.get(params.id ?? '');
      return found
        ? { status: 200, body: found }
        : { status: 404, body: { message: 'Resume not found', code: 'RESUME_NOT_FOUND' } };
    }),
    on(contract.resumes.handOver).reply(({ body }) => {
      const created = resumeRecord(`new${next++}`, body);
      stored.set(created._id, created);
      return { status: 201, body: { created: true, resume: created } };
    }),
    on(contract.resumes.createDraft).reply(({ body }) => {
      const created = resumeRecord(`new${next++}`, body);
      stored.set(created._id, created);
      return { status: 201, body: created };
    }),
    on(contract.resumes.update).reply(({ params, body }) => {
      const { version, ...resume } = body;
      const record = resumeRecord(params.draftId ?? '', resume, { version: version + 1 });
      stored.set(record._id, record);
      return { status: 200, body: record };
    }),
  );
  return { calls, stored };
}

const account = resumeRecord('real', namedResume('Real Resume'), {
  status: 'saved',
  version: 4,
});

describe('the account builder and the resume library', () => {
  it('adds a browser draft at login as a new resume, opens it, and changes no account resume', async () => {
    storeSession();
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        resume: namedResume('Tried as a visitor'),
        step: 1,
        updatedAt: new Date().toISOString(),
      }),
    );
    const { calls, stored } = server([account]);
    const router = renderApp('/dashboard');

    expect(
      await screen.findByText('The resume you started in this browser was added to your account.'),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Full Name/)).toHaveValue('Tried as a visitor');
    await waitFor(() => expect(router.state.location.search).toBe('?resume=new1'));
    expect(stored.get('real')).toEqual(account);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('opens the resume the URL names on the step it names, and keeps both in the URL', async () => {
    storeSession();
    const other = resumeRecord('other', namedResume('Other One'));
    server([account, other]);
    const user = userEvent.setup();
    const router = renderApp('/dashboard?resume=real&step=3');
    await waitFor(() =>
      expect(document.getElementById('step-heading')).toHaveTextContent(/Education/),
    );
    expect(await screen.findByTestId('resume-title')).toHaveTextContent('Real Resume');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?resume=real&step=4'));
    // The switcher lists the user's resumes and opens another one.
    await user.selectOptions(screen.getByLabelText('Switch resume'), 'other');
    await waitFor(() => expect(router.state.location.search).toBe('?resume=other'));
    await waitFor(() => expect(screen.getByTestId('resume-title')).toHaveTextContent('Other One'));
  });

  it('opens the resume edited last for /dashboard, and stores a new one only once typed', async () => {
    storeSession();
    const { calls } = server([account]);
    const user = userEvent.setup();
    const router = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.search).toBe('?resume=real'));
    expect(await screen.findByLabelText(/^Full Name/)).toHaveValue('Real Resume');

    await user.click(screen.getByRole('link', { name: 'New resume' }));
    await waitFor(() => expect(router.state.location.search).toBe('?resume=new'));
    const name = await screen.findByLabelText(/^Full Name/);
    expect(name).toHaveValue('');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(name, 'Fresh');
    await waitFor(() => expect(router.state.location.search).toBe('?resume=new1'), {
      timeout: 5000,
    });
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    // The builder stayed on the same form: what was typed is still there.
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Fresh');
  });

  it('restores an earlier version from History into the builder', async () => {
    storeSession();
    const { stored } = server([account]);
    const earlier = resumeRecord('real', namedResume('Earlier Name'), { version: 2 });
    const calls = fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: sessionAnswer() })),
      on(contract.resumes.list).reply(() => ({ status: 200, body: listBody(...stored.values()) })),
      on(contract.resumes.get).reply(() => ({ status: 200, body: stored.get('real')! })),
      on(contract.resumes.versions).reply(() => ({
        status: 200,
        body: { items: [{ version: 2, updatedAt: earlier.updatedAt, title: 'Earlier Name' }] },
      })),
      on(contract.resumes.version).reply(() => ({ status: 200, body: earlier })),
      on(contract.resumes.restoreVersion).reply(({ params }) => {
        expect(params.version).toBe('2');
        const restored = resumeRecord('real', namedResume('Earlier Name'), { version: 5 });
        stored.set('real', restored);
        return { status: 200, body: restored };
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard?resume=real');
    expect(await screen.findByLabelText(/^Full Name/)).toHaveValue('Real Resume');
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    expect(await within(dialog).findByTestId('version-name')).toHaveTextContent('Earlier Name');
    await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    await waitFor(() => expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Earlier Name'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('undoes and redoes edits across fields, with the buttons and the keyboard', async () => {
    storeSession();
    server([account]);
    const user = userEvent.setup();
    renderApp('/dashboard?resume=real');
    const name = await screen.findByLabelText(/^Full Name/);
    const email = screen.getByLabelText(/^Email/);
    await user.clear(name);
    await user.type(name, 'Changed');
    await new Promise((r) => setTimeout(r, 600));
    await user.type(email, 'a@b.co');
    await new Promise((r) => setTimeout(r, 600));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Changed');
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Real Resume');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Changed');
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('a@b.co');
  });

  it('logout waits for saves, warns about what could not be sent, and leaves no resume text behind', async () => {
    storeSession();
    let up = false;
    const stored = new Map([[account._id, account]]);
    fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: sessionAnswer() })),
      on(contract.users.logout).reply(() => ({
        status: 200,
        body: { status: 'Success', message: 'Logged out' },
      })),
      on(contract.resumes.list).reply(() => ({ status: 200, body: listBody(...stored.values()) })),
      on(contract.resumes.get).reply(() => ({ status: 200, body: account })),
      on(contract.resumes.update).reply(({ body }) => {
        if (!up) return { network: 'down' };
        const { version, ...resume } = body;
        return { status: 200, body: resumeRecord('real', resume, { version: version + 1 }) };
      }),
    );
    const user = userEvent.setup();
    const router = renderApp('/dashboard?resume=real');
    const name = await screen.findByLabelText(/^Full Name/);
    await user.type(name, ' Secret');
    const hasResumeText = () =>
      Object.keys(localStorage).some((key) => (localStorage.getItem(key) ?? '').includes('Secret'));
    await waitFor(() => expect(hasResumeText()).toBe(true));

    await user.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const warning = await screen.findByRole(
      'dialog',
      { name: 'You have unsaved changes' },
      {
        timeout: 12_000,
      },
    );
    await user.click(within(warning).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(hasResumeText()).toBe(true);

    up = true;
    await user.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 12_000 });
    expect(screen.queryByRole('dialog', { name: 'You have unsaved changes' })).toBeNull();
    expect(hasResumeText()).toBe(false);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('shortlist:draft'))).toEqual([]);
  }, 40_000);

  it('logout warns about text another tab could not send, from My Resumes', async () => {
    storeSession();
    // Another tab's editor, offline: its copy is only in this browser's storage.
    writeUserCopy(localStorage, 'u1', {
      draft: {
        resume: namedResume('Typed in the other tab'),
        step: 2,
        updatedAt: new Date().toISOString(),
      },
      serverId: 'real',
      version: 4,
      dirty: true,
    });
    fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: sessionAnswer() })),
      on(contract.resumes.list).reply(() => ({ status: 200, body: listBody(account) })),
      on(contract.users.logout).reply(() => ({
        status: 200,
        body: { status: 'Success', message: 'Logged out' },
      })),
    );
    const user = userEvent.setup();
    const router = renderApp('/saved-resumes');
    await user.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const warning = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    await user.click(within(warning).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/saved-resumes');
    expect(JSON.stringify({ ...localStorage })).toContain('Typed in the other tab');
  });
});
