import { contract, type DownloadCost } from '@shortlist/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, on, type Call, type FakeRoute } from '../../../../test/fake-api';
import {
  listBody,
  namedResume,
  resumeRecord,
  sessionAnswer,
  storeSession,
} from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const saved = resumeRecord('r1', namedResume('Ada Lovelace'), { status: 'saved' });

let created = 0;
beforeEach(() => {
  storeSession();
  created = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    created += 1;
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The fake server: the resume, what a download would use, and a grant for it. */
function server(cost: DownloadCost, ...more: FakeRoute[]) {
  return fakeApi(
    on(contract.users.me).reply(() => ({ status: 200, body: sessionAnswer() })),
    on(contract.resumes.list).reply(() => ({ status: 200, body: listBody(saved) })),
    on(contract.resumes.get).reply(() => ({ status: 200, body: saved })),
    on(contract.resumes.checkLimit).reply(() => ({
      status: 200,
      body: { canGenerate: true, freeDownloadsLeft: cost.freeDownloadsLeft, plan: 'free' },
    })),
    on(contract.payments.purchases).reply(() => ({ status: 200, body: [] })),
    on(contract.resumes.downloadCost).reply(() => ({ status: 200, body: cost })),
    on(contract.resumes.recordDownload).reply(() => ({
      status: 201,
      body: { grantId: 'g1', freeDownloadsLeft: 0, plan: 'one-time' },
    })),
    ...more,
  );
}
const grants = (calls: Call[]) => calls.filter((c) => c.path === '/resume/addresume/r1/downloads');

describe('a download that costs more than expected is confirmed first', () => {
  it('the download that binds the Single plan asks before it locks the resume', async () => {
    const calls = server({ uses: 'single-plan', freeDownloadsLeft: 0 });
    renderApp('/saved-resumes');
    const card = await screen.findByRole('article', { name: 'Ada Lovelace' });
    await userEvent.click(within(card).getByRole('button', { name: 'Download TXT' }));
    const ask = await screen.findByRole('dialog', {
      name: 'Lock this resume with your Single plan?',
    });
    expect(ask).toHaveTextContent(/can no longer be edited here/);
    expect(grants(calls)).toEqual([]);

    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(grants(calls)).toEqual([]);
    expect(created).toBe(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Download TXT' }));
    const again = await screen.findByRole('dialog', {
      name: 'Lock this resume with your Single plan?',
    });
    await userEvent.click(within(again).getByRole('button', { name: 'Download TXT and lock' }));
    await waitFor(() => expect(created).toBe(1));
    expect(grants(calls)).toHaveLength(1);
  });

  it('a download that a plan or a running grant covers goes straight on', async () => {
    const calls = server({ uses: 'covered', freeDownloadsLeft: 0 });
    renderApp('/saved-resumes');
    const card = await screen.findByRole('article', { name: 'Ada Lovelace' });
    await userEvent.click(within(card).getByRole('button', { name: 'Download TXT' }));
    await waitFor(() => expect(created).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(grants(calls)).toHaveLength(1);
  });

  it('Print says it uses a free download before it does', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const calls = server({ uses: 'free', freeDownloadsLeft: 2 });
    renderApp('/dashboard?resume=r1&step=7');
    await userEvent.click(await screen.findByRole('button', { name: 'Print Resume' }));
    const ask = await screen.findByRole('dialog', { name: 'Printing uses a download' });
    expect(ask).toHaveTextContent('Printing Ada Lovelace uses 1 of your 2 free downloads left.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(grants(calls)).toEqual([]);
    expect(open).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Print Resume' }));
    const again = await screen.findByRole('dialog', { name: 'Printing uses a download' });
    await userEvent.click(within(again).getByRole('button', { name: 'Print (uses 1 download)' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(grants(calls).map((c) => c.body)).toEqual([{ format: 'print' }]);
  });
});
