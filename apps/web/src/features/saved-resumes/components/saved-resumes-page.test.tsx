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
});
