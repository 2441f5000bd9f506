import { contract } from '@shortlist/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, on } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import {
  listBody,
  namedResume,
  resumeRecord,
  sessionAnswer,
  storeSession,
} from '../../../../test/fixtures';

const me = sessionAnswer();
const record = (id: string, fullName: string) =>
  resumeRecord(id, namedResume(fullName), {
    status: 'saved',
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
  });

beforeEach(() => {
  storeSession();
});

describe('Saved Resumes', () => {
  it('shows the empty state', async () => {
    fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: me })),
      on(contract.resumes.list).reply(() => ({ status: 200, body: listBody() })),
    );
    renderApp('/saved-resumes');
    expect(
      await screen.findByText('No resumes found. Create your first resume in the dashboard!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("lists cards with the name (or 'Untitled Resume'), created date and actions", async () => {
    fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: me })),
      on(contract.resumes.list).reply(() => ({
        status: 200,
        body: listBody(record('r1', 'Ada Lovelace'), record('r2', '  ')),
      })),
    );
    renderApp('/saved-resumes');
    expect(await screen.findByText('Loading resumes...')).toBeInTheDocument();
    const ada = await screen.findByRole('article', { name: 'Ada Lovelace' });
    expect(within(ada).getByText('Created Mar 4, 2026')).toBeInTheDocument();
    for (const name of [
      'Preview Resume',
      'Download PDF',
      'Download Word (Editable)',
      'Duplicate',
      'Delete',
    ]) {
      expect(within(ada).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(ada).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashboard?resume=r1',
    );
    expect(screen.getByRole('article', { name: 'Untitled Resume' })).toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const user = userEvent.setup();
    let list = [record('r1', 'Ada Lovelace')];
    const calls = fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: me })),
      on(contract.resumes.list).reply(() => ({ status: 200, body: listBody(...list) })),
      on(contract.resumes.remove).reply(() => {
        list = [];
        return { status: 200, body: { deleted: true } };
      }),
    );
    renderApp('/saved-resumes');
    const card = await screen.findByRole('article', { name: 'Ada Lovelace' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this resume?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        screen.getByText('No resumes found. Create your first resume in the dashboard!'),
      ).toBeInTheDocument(),
    );
  });

  it("shows title, template, 'edited … ago', status and progress; New resume; rename", async () => {
    const user = userEvent.setup();
    let title = 'For Acme';
    const calls = fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: me })),
      on(contract.resumes.list).reply(() => ({
        status: 200,
        body: {
          items: [
            {
              _id: 'r1',
              title,
              templateId: 'template-2',
              status: 'saved',
              completeStep: 4,
              progressPercentage: 57,
              createdAt: '2026-03-04T10:00:00.000Z',
              updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
            },
          ],
          nextCursor: null,
        },
      })),
      on(contract.resumes.rename).reply(({ body }) => {
        title = body.title;
        return { status: 200, body: resumeRecord('r1', namedResume('Ada'), { title }) };
      }),
    );
    renderApp('/saved-resumes');
    const card = await screen.findByRole('article', { name: 'For Acme' });
    expect(within(card).getByText('edited 5 min ago')).toBeInTheDocument();
    expect(within(card).getByText('Saved')).toBeInTheDocument();
    expect(within(card).getByText(/template$/)).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '57');
    expect(screen.getByRole('link', { name: 'New resume' })).toHaveAttribute(
      'href',
      '/dashboard?resume=new',
    );
    await user.click(within(card).getByRole('button', { name: 'Rename' }));
    const field = within(card).getByLabelText('Resume title');
    await user.clear(field);
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Give the resume a title.');
    await user.type(field, 'For Globex{Enter}');
    expect(await screen.findByRole('article', { name: 'For Globex' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('duplicates with an Idempotency-Key and opens the copy in the builder', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    fakeApi(
      on(contract.users.me).reply(() => ({ status: 200, body: me })),
      on(contract.resumes.list).reply(() => ({
        status: 200,
        body: listBody(record('r1', 'Ada Lovelace')),
      })),
      on(contract.resumes.duplicate).reply(({ init }) => {
        keys.push(new Headers(init.headers).get('idempotency-key'));
        return {
          status: 201,
          body: resumeRecord('r2', namedResume('Ada Lovelace'), { title: 'Ada Lovelace (copy)' }),
        };
      }),
      on(contract.resumes.get).reply(() => ({
        status: 200,
        body: resumeRecord('r2', namedResume('Ada Lovelace'), { title: 'Ada Lovelace (copy)' }),
      })),
    );
    const router = renderApp('/saved-resumes');
    const card = await screen.findByRole('article', { name: 'Ada Lovelace' });
    await user.click(within(card).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.search).toBe('?resume=r2'));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/.{8,}/);
  });
});
