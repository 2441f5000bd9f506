import { contract } from '@shortlist/contract';
import { emptyResume, type Resume, type Step } from '@shortlist/resume';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, on } from '../../../../test/fake-api';
import { QueryClient } from '@tanstack/react-query';
import { resumeWrites } from '../../../lib/api/resumes';
import { resumeRecord } from '../../../../test/fixtures';
import { DraftSync, type SyncStatus } from './draft-sync';
import { readUserCopy } from './user-draft-store';

const named = (fullName: string): Resume => ({
  ...emptyResume(),
  personalInfo: { ...emptyResume().personalInfo, fullName },
});
const draft = (fullName: string, step: Step = 1) => ({
  resume: named(fullName),
  step,
  updatedAt: new Date().toISOString(),
});
const record = (id: string, version: number, resume: Partial<Resume>) =>
  resumeRecord(id, resume, { version, updatedAt: new Date().toISOString() });

let sync: DraftSync | null = null;
afterEach(() => sync?.dispose());

function start(
  statuses: SyncStatus[],
  initial = {
    draft: draft(''),
    serverId: null as string | null,
    version: null as number | null,
    dirty: false,
  },
) {
  sync = new DraftSync({
    userId: 'u1',
    api: resumeWrites(new QueryClient()),
    storage: localStorage,
    initial,
    onStatus: (s) => statuses.push(s),
    debounceMs: 20,
  });
  return sync;
}

describe('DraftSync', () => {
  it('batches typing into one create, then updates with the returned version', async () => {
    const calls = fakeApi(
      on(contract.resumes.createDraft).reply(({ body }) => ({
        status: 201,
        body: record('d1', 1, body),
      })),
      on(contract.resumes.update).reply(({ body }) => ({
        status: 200,
        body: record('d1', (body as { version: number }).version + 1, body),
      })),
    );
    const statuses: SyncStatus[] = [];
    const s = start(statuses);
    s.queue(draft('A'));
    s.queue(draft('Ad'));
    s.queue(draft('Ada'));
    expect(readUserCopy(localStorage, 'u1')).toMatchObject({
      dirty: true,
      draft: { resume: { personalInfo: { fullName: 'Ada' } } },
    });
    await waitFor(() => expect(statuses.at(-1)?.kind).toBe('saved'));
    expect(calls.map((c) => c.method)).toEqual(['POST']);
    expect((calls[0]!.body as Resume).personalInfo.fullName).toBe('Ada');
    expect(readUserCopy(localStorage, 'u1')).toMatchObject({
      dirty: false,
      serverId: 'd1',
      version: 1,
    });

    s.queue(draft('Ada L'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({
      method: 'PUT',
      path: '/resume/addresume/d1',
      body: { version: 1 },
    });
    await waitFor(() =>
      expect(readUserCopy(localStorage, 'u1')).toMatchObject({ dirty: false, version: 2 }),
    );
  });

  it('keeps the text while offline and sends it when the network is back', async () => {
    let online = false;
    fakeApi(
      on(contract.resumes.createDraft).reply(({ body }) => {
        if (!online) throw new TypeError('Failed to fetch');
        return { status: 201, body: record('d1', 1, body) };
      }),
    );
    const statuses: SyncStatus[] = [];
    const s = start(statuses);
    s.queue(draft('Typed while offline'));
    await waitFor(() => expect(statuses.at(-1)?.kind).toBe('offline'));
    expect(readUserCopy(localStorage, 'u1')).toMatchObject({
      dirty: true,
      draft: { resume: { personalInfo: { fullName: 'Typed while offline' } } },
    });
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(statuses.at(-1)?.kind).toBe('saved'));
    expect(readUserCopy(localStorage, 'u1')).toMatchObject({ dirty: false, serverId: 'd1' });
  });

  it('stops on a stale version and lets the user keep their text', async () => {
    let serverVersion = 5;
    const calls = fakeApi(
      on(contract.resumes.update).reply(({ body }) => {
        const b = body as { version: number };
        if (b.version !== serverVersion)
          return { status: 409, body: { message: 'changed elsewhere', code: 'VERSION_CONFLICT' } };
        serverVersion += 1;
        return { status: 200, body: record('d1', serverVersion, body) };
      }),
      on(contract.resumes.get).reply(() => ({
        status: 200,
        body: record('d1', serverVersion, named('Other tab')),
      })),
    );
    const statuses: SyncStatus[] = [];
    const s = start(statuses, { draft: draft('Mine'), serverId: 'd1', version: 4, dirty: false });
    s.queue(draft('Mine, edited'));
    await waitFor(() => expect(statuses.at(-1)?.kind).toBe('conflict'));
    s.queue(draft('Mine, edited more'));
    await new Promise((r) => setTimeout(r, 60));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(readUserCopy(localStorage, 'u1')?.draft.resume.personalInfo.fullName).toBe(
      'Mine, edited more',
    );

    await s.keepMine();
    expect(statuses.at(-1)?.kind).toBe('saved');
    const last = calls.at(-1)!;
    expect(last).toMatchObject({
      method: 'PUT',
      body: { version: 5, personalInfo: { fullName: 'Mine, edited more' } },
    });
  });

  it("can take the server's version instead, keeping the typed text in History", async () => {
    // The server as it answers: each write keeps the replaced content as a version.
    let current = record('d1', 9, named('Other tab'));
    const kept = new Map<number, ReturnType<typeof record>>();
    const write = (resume: Partial<Resume>) => {
      kept.set(current.version, current);
      current = record('d1', current.version + 1, resume);
      return current;
    };
    const calls = fakeApi(
      on(contract.resumes.update).reply(({ body }) => {
        const { version, ...resume } = body as Resume & { version: number };
        if (version !== current.version)
          return { status: 409, body: { message: 'changed', code: 'VERSION_CONFLICT' } };
        return { status: 200, body: write(resume) };
      }),
      on(contract.resumes.get).reply(() => ({ status: 200, body: current })),
      on(contract.resumes.restoreVersion).reply(({ params }) => {
        const earlier = kept.get(Number(params.version));
        if (!earlier) return { status: 404, body: { message: 'No such version' } };
        return { status: 200, body: write(earlier) };
      }),
    );
    const statuses: SyncStatus[] = [];
    const s = start(statuses, { draft: draft('Mine'), serverId: 'd1', version: 4, dirty: false });
    s.queue(draft('Mine, edited'));
    await waitFor(() => expect(statuses.at(-1)?.kind).toBe('conflict'));
    const theirs = await s.takeTheirs();
    expect(theirs.keptInHistory).toBe(true);
    expect(theirs.draft.resume.personalInfo.fullName).toBe('Other tab');
    expect(current.personalInfo.fullName).toBe('Other tab');
    // Both texts are on the server: the other one current, the typed one in History.
    expect([...kept.values()].map((r) => r.personalInfo.fullName)).toContain('Mine, edited');
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.path)).toEqual([
      '/resume/addresume/d1',
      '/resume/addresume/d1',
      '/resume/addresume/d1/versions/9/restore',
    ]);
    expect(readUserCopy(localStorage, 'u1')).toMatchObject({
      dirty: false,
      version: current.version,
    });
    expect(statuses.at(-1)?.kind).toBe('saved');
  });

  it('refuses to let a restore replace text that has not reached the server', async () => {
    let online = false;
    fakeApi(
      on(contract.resumes.update).reply(({ body }) => {
        if (!online) return { network: 'down' };
        const { version, ...resume } = body as Resume & { version: number };
        return { status: 200, body: record('d1', version + 1, resume) };
      }),
    );
    const statuses: SyncStatus[] = [];
    const s = start(statuses, { draft: draft('Mine'), serverId: 'd1', version: 4, dirty: false });
    s.queue(draft('Typed offline'));
    await expect(s.sendAllOrRefuse()).rejects.toThrow(/not reached the server/);
    expect(readUserCopy(localStorage, 'u1')).toMatchObject({
      dirty: true,
      draft: { resume: { personalInfo: { fullName: 'Typed offline' } } },
    });
    online = true;
    await expect(s.sendAllOrRefuse()).resolves.toBeUndefined();
    expect(readUserCopy(localStorage, 'u1')).toMatchObject({ dirty: false, version: 5 });
  });

  it('keeps the local copy when the session has ended', async () => {
    fakeApi(
      on(contract.resumes.createDraft).reply(() => ({
        status: 401,
        body: { message: 'Your session has ended.', code: 'SESSION_EXPIRED' },
      })),
    );
    const statuses: SyncStatus[] = [];
    const s = start(statuses);
    s.queue(draft('Still here'));
    await waitFor(() => expect(statuses.at(-1)?.kind).toBe('signed-out'));
    expect(readUserCopy(localStorage, 'u1')).toMatchObject({
      dirty: true,
      draft: { resume: { personalInfo: { fullName: 'Still here' } } },
    });
  });

  it('turns read-only on a 423 (the single plan covers the resume) and sends nothing more', async () => {
    const calls = fakeApi(
      on(contract.resumes.update).reply(() => ({
        status: 423,
        body: { message: 'This resume is locked.', code: 'RESUME_LOCKED' },
      })),
    );
    const statuses: SyncStatus[] = [];
    const s = start(statuses, { draft: draft('Ada'), serverId: 'r1', version: 3, dirty: false });
    s.queue(draft('Ada typed', 2));
    await waitFor(() => expect(statuses.at(-1)).toEqual({ kind: 'locked' }));
    expect(statuses.some((status) => status.kind === 'rejected')).toBe(false);
    const sent = calls.length;
    // Moving between steps or another change: kept here, never sent again.
    s.queue(draft('Ada typed more', 3));
    await s.flush();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls).toHaveLength(sent);
    expect(statuses.at(-1)).toEqual({ kind: 'locked' });
    expect(readUserCopy(localStorage, 'u1')).toMatchObject({
      dirty: true,
      draft: { resume: { personalInfo: { fullName: 'Ada typed more' } } },
    });
  });

  it('lock() stops sending before anything is refused', async () => {
    const calls = fakeApi();
    const statuses: SyncStatus[] = [];
    const s = start(statuses, { draft: draft('Ada'), serverId: 'r1', version: 3, dirty: false });
    s.lock();
    s.queue(draft('Ada', 5));
    await s.flush();
    expect(calls).toEqual([]);
    expect(statuses.at(-1)).toEqual({ kind: 'locked' });
  });

  it('the final save sends the real aboutMe with the draft id and version', async () => {
    const calls = fakeApi(
      on(contract.resumes.save).reply(({ body }) => ({
        status: 200,
        body: { ...record('d1', 8, body), status: 'saved' as const },
      })),
    );
    const s = start([], { draft: draft('Ada'), serverId: 'd1', version: 7, dirty: false });
    const resume = {
      ...named('Ada'),
      personalInfo: { ...named('Ada').personalInfo, aboutMe: 'I build engines.' },
    };
    const saved = await s.saveFinal(resume);
    expect(saved.status).toBe('saved');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/resume/addresume/save',
      body: { _id: 'd1', version: 7, personalInfo: { aboutMe: 'I build engines.' } },
    });
    expect(readUserCopy(localStorage, 'u1')).toMatchObject({ dirty: false, version: 8 });
  });
});

describe('DraftSync after a lost answer', () => {
  it('recognises its own write behind a 409 and carries on without a conflict', async () => {
    // The server already has version 2 with exactly what this browser sent last time.
    const sentBefore = named('Sent just before the reload');
    const calls = fakeApi(
      on(contract.resumes.update).reply(({ body }) => {
        const b = body as { version: number };
        if (b.version !== 2)
          return { status: 409, body: { message: 'changed', code: 'VERSION_CONFLICT' } };
        return { status: 200, body: record('d1', 3, body) };
      }),
      on(contract.resumes.get).reply(() => ({ status: 200, body: record('d1', 2, sentBefore) })),
    );
    const statuses: SyncStatus[] = [];
    const { fingerprint } = await import('./fingerprint');
    start(statuses, {
      draft: { resume: sentBefore, step: 1, updatedAt: new Date().toISOString() },
      serverId: 'd1',
      version: 1,
      dirty: true,
      sending: fingerprint(sentBefore),
    } as never);
    await waitFor(() => expect(statuses.at(-1)?.kind).toBe('saved'));
    expect(statuses.some((s) => s.kind === 'conflict')).toBe(false);
    expect(readUserCopy(localStorage, 'u1')).toMatchObject({ version: 2, dirty: false });
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});
