import { contract, type Application } from '@shortlist/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, on } from '../../../../test/fake-api';
import {
  listBody,
  namedResume,
  resumeRecord,
  sessionAnswer,
  storeSession,
} from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { forgetLocalResumes } from '../../../lib/session/pending-saves';
import { letterDraftKey } from '../state/letter-draft';

const me = sessionAnswer();
const resume = resumeRecord('r1', namedResume('Ada Lovelace'), {
  status: 'saved',
  title: 'Ada – main',
});
const application = (id: string, rest: Partial<Application> = {}): Application => ({
  id,
  company: 'Acme',
  role: 'Frontend Engineer',
  jobUrl: '',
  jobDescription: 'Frontend Engineer. Requirements: JavaScript and React, five years.',
  status: 'saved',
  resumeId: 'r1',
  coverLetter: '',
  notes: '',
  appliedAt: null,
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-04T10:00:00.000Z',
  ...rest,
});

/** A fake server keeping the user's applications, as the real one does. */
function server(initial: Application[] = []) {
  let items = [...initial];
  const calls = fakeApi(
    on(contract.users.me).reply(() => ({ status: 200, body: me })),
    on(contract.resumes.list).reply(() => ({ status: 200, body: listBody(resume) })),
    on(contract.resumes.get).reply(({ params }) => ({
      status: 200,
      body: resumeRecord(params.id ?? 'r1', namedResume('Ada Lovelace'), { status: 'saved' }),
    })),
    on(contract.applications.list).reply(() => ({ status: 200, body: { items } })),
    on(contract.applications.create).reply(({ body }) => {
      const created = application(`a${items.length + 1}`, {
        company: body.company.trim(),
        role: body.role.trim(),
        resumeId: body.resumeId ?? null,
        jobDescription: body.jobDescription ?? '',
      });
      items = [created, ...items];
      return { status: 201, body: created };
    }),
    on(contract.applications.update).reply(({ params, body }) => {
      items = items.map((a) => (a.id === params.id ? { ...a, ...body } : a));
      return { status: 200, body: items.find((a) => a.id === params.id)! };
    }),
    on(contract.applications.remove).reply(({ params }) => {
      items = items.filter((a) => a.id !== params.id);
      return { status: 204, body: null };
    }),
    on(contract.applications.tailor).reply(() => ({ status: 201, body: { resumeId: 'r2' } })),
    // As the real server does, the draft is stored on the application.
    on(contract.applications.coverLetter).reply(({ params }) => {
      const text = 'Dear Hiring Manager,\n\nI am writing to apply.';
      items = items.map((a) => (a.id === params.id ? { ...a, coverLetter: text } : a));
      return { status: 200, body: { text } };
    }),
  );
  return calls;
}

describe('the Applications page', () => {
  beforeEach(() => storeSession());

  it('says there are none yet, then adds one with its resume', async () => {
    const calls = server();
    const user = userEvent.setup();
    renderApp('/applications');
    expect(await screen.findByText('No applications yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an application' });
    await user.type(within(dialog).getByLabelText(/^Company/), 'Acme');
    await user.type(within(dialog).getByLabelText(/^Role/), 'Frontend Engineer');
    await user.selectOptions(within(dialog).getByLabelText('Resume'), 'r1');
    await user.click(within(dialog).getByRole('button', { name: 'Add application' }));
    expect(
      await screen.findByRole('article', { name: 'Frontend Engineer at Acme' }),
    ).toBeInTheDocument();
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/resume/applications')?.body,
    ).toMatchObject({
      company: 'Acme',
      role: 'Frontend Engineer',
      resumeId: 'r1',
      status: 'saved',
    });
  });

  it('changes the status with a select and shows the board by status', async () => {
    const calls = server([application('a1')]);
    const user = userEvent.setup();
    renderApp('/applications');
    const status = await screen.findByRole('combobox', {
      name: 'Status of Frontend Engineer at Acme',
    });
    await user.selectOptions(status, 'interview');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'interview' }),
    );
    await user.click(screen.getByRole('button', { name: 'Board' }));
    const column = await screen.findByRole('region', { name: 'Interview' });
    expect(
      within(column).getByRole('article', { name: 'Frontend Engineer at Acme' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Saved' })).queryByRole('article')).toBeNull();
  });

  it("tailors a copy and opens it in the builder with the application's match", async () => {
    server([application('a1')]);
    const user = userEvent.setup();
    const router = renderApp('/applications');
    await user.click(await screen.findByRole('button', { name: 'Tailor a copy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?resume=r2&match=a1');
    // The builder opens with the match panel, the application's posting in it.
    expect(await screen.findByLabelText('Job posting')).toHaveValue(
      application('a1').jobDescription,
    );
  });

  it('drafts, edits and saves a cover letter', async () => {
    const calls = server([application('a1')]);
    const user = userEvent.setup();
    renderApp('/applications');
    await user.click(await screen.findByRole('button', { name: 'Cover letter' }));
    const dialog = await screen.findByRole('dialog', {
      name: /Cover letter: Frontend Engineer at Acme/,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Draft from my resume' }));
    const letter = within(dialog).getByLabelText('Letter');
    await waitFor(() =>
      expect(letter).toHaveValue('Dear Hiring Manager,\n\nI am writing to apply.'),
    );
    await user.type(letter, ' Gladly.');
    await user.click(within(dialog).getByRole('button', { name: 'Save letter' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        coverLetter: 'Dear Hiring Manager,\n\nI am writing to apply. Gladly.',
      }),
    );
    for (const format of ['PDF', 'DOCX', 'TXT'])
      expect(
        within(dialog).getByRole('button', { name: `Download the cover letter as ${format}` }),
      ).toBeEnabled();
  });

  it('keeps the letter a new draft replaces, one click away, both ways', async () => {
    server([application('a1', { coverLetter: 'My own letter.' })]);
    const user = userEvent.setup();
    renderApp('/applications');
    await user.click(await screen.findByRole('button', { name: 'Cover letter' }));
    const dialog = await screen.findByRole('dialog', { name: /Cover letter/ });
    const letter = within(dialog).getByLabelText('Letter');
    await user.type(letter, ' Typed, not saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Draft from my resume' }));
    await waitFor(() =>
      expect(letter).toHaveValue('Dear Hiring Manager,\n\nI am writing to apply.'),
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'A new draft replaced your letter.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Restore my letter' }));
    expect(letter).toHaveValue('My own letter. Typed, not saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Switch back' }));
    expect(letter).toHaveValue('Dear Hiring Manager,\n\nI am writing to apply.');
  });

  it('keeps unsaved text in this browser through closing and a reload, until it is saved', async () => {
    const calls = server([application('a1', { coverLetter: 'Saved letter.' })]);
    const user = userEvent.setup();
    renderApp('/applications');
    await user.click(await screen.findByRole('button', { name: 'Cover letter' }));
    let dialog = await screen.findByRole('dialog', { name: /Cover letter/ });
    await user.type(within(dialog).getByLabelText('Letter'), ' And more.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(/kept in this browser until you save it/)).toBeInTheDocument();

    cleanup(); // the page is reloaded: only the browser's storage is left
    renderApp('/applications');
    await user.click(await screen.findByRole('button', { name: 'Cover letter' }));
    dialog = await screen.findByRole('dialog', { name: /Cover letter/ });
    const letter = within(dialog).getByLabelText('Letter');
    expect(letter).toHaveValue('Saved letter. And more.');
    expect(within(dialog).getByRole('status')).toHaveTextContent('unsaved changes');
    await user.click(within(dialog).getByRole('button', { name: 'Use the saved letter' }));
    expect(letter).toHaveValue('Saved letter.');
    await user.click(within(dialog).getByRole('button', { name: 'Switch back' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save letter' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        coverLetter: 'Saved letter. And more.',
      }),
    );
    await waitFor(() => expect(localStorage.getItem(letterDraftKey(me.userID, 'a1'))).toBeNull());
  });

  it('keeps a saved letter that a new draft replaced on the server, through a reload', async () => {
    const calls = server([application('a1', { coverLetter: 'My saved letter.' })]);
    const user = userEvent.setup();
    renderApp('/applications');
    await user.click(await screen.findByRole('button', { name: 'Cover letter' }));
    let dialog = await screen.findByRole('dialog', { name: /Cover letter/ });
    await user.click(within(dialog).getByRole('button', { name: 'Draft from my resume' }));
    await within(dialog).findByRole('button', { name: 'Restore my letter' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    cleanup(); // reloaded: the server now holds the draft, the browser the letter it replaced
    renderApp('/applications');
    await user.click(await screen.findByRole('button', { name: 'Cover letter' }));
    dialog = await screen.findByRole('dialog', { name: /Cover letter/ });
    const letter = within(dialog).getByLabelText('Letter');
    expect(letter).toHaveValue('Dear Hiring Manager,\n\nI am writing to apply.');
    expect(within(dialog).getByRole('status')).toHaveTextContent('from before the new draft');
    await user.click(within(dialog).getByRole('button', { name: 'Restore my letter' }));
    expect(letter).toHaveValue('My saved letter.');
    await user.click(within(dialog).getByRole('button', { name: 'Save letter' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({
        coverLetter: 'My saved letter.',
      }),
    );
    await waitFor(() => expect(localStorage.getItem(letterDraftKey(me.userID, 'a1'))).toBeNull());
  });

  it("forgets a letter's unsaved text at logout, with the resume drafts", async () => {
    localStorage.setItem(letterDraftKey(me.userID, 'a1'), JSON.stringify({ text: 'Unsaved.' }));
    await forgetLocalResumes();
    expect(localStorage.getItem(letterDraftKey(me.userID, 'a1'))).toBeNull();
  });

  it('deletes an application only when the dialog is answered Delete', async () => {
    const calls = server([application('a1')]);
    const user = userEvent.setup();
    renderApp('/applications');
    const card = await screen.findByRole('article', { name: 'Frontend Engineer at Acme' });
    await user.click(within(card).getByRole('button', { name: /Delete/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this application?' });
    expect(dialog).toHaveTextContent('Frontend Engineer at Acme will be deleted for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: /Delete/ }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('No applications yet.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: me })),
      on(contract.resumes.list).reply(() => ({ status: 200, body: listBody(resume) })),
      on(contract.applications.list).reply(() =>
        fail
          ? {
              status: 503,
              body: { message: 'Shortlist is briefly unavailable.', code: 'UNAVAILABLE' },
            }
          : { status: 200, body: { items: [] } },
      ),
    );
    const user = userEvent.setup();
    renderApp('/applications');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your applications');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No applications yet.')).toBeInTheDocument();
  });
});
