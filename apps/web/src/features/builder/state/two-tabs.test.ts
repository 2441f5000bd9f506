import { contract } from '@shortlist/contract';
import type { Resume } from '@shortlist/resume';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, on } from '../../../../test/fake-api';
import { namedResume, resumeRecord } from '../../../../test/fixtures';
import { resumeWrites } from '../../../lib/api/resumes';
import { DraftSync, type SyncStatus } from './draft-sync';
import { loadAccountDraft } from './initial-account-draft';
import {
  readAsideCopies,
  readUserCopy,
  writeUserCopy,
  type UserDraftCopy,
} from './user-draft-store';

const api = resumeWrites(new QueryClient());
const draft = (fullName: string) => ({
  resume: namedResume(fullName),
  step: 1 as const,
  updatedAt: new Date().toISOString(),
});
const nameOf = (resume: Resume | undefined) => resume?.personalInfo.fullName;

/**
 * A small versioned resume store behind the fake API: updates need the current version
 * (409 otherwise), creates are idempotent by key; `down` makes every write fail,
 * `loseAnswer` stores a create and loses its answer.
 */
function fakeServer(resumes: Record<string, { version: number; name: string }>) {
  const state = {
    down: false,
    loseAnswer: false,
    creates: [] as { key: string | null; name: string }[],
  };
  const store = new Map(
    Object.entries(resumes).map(([id, r]) => [
      id,
      { version: r.version, resume: namedResume(r.name) },
    ]),
  );
  const byKey = new Map<string, string>();
  const recordOf = (id: string) => {
    const r = store.get(id)!;
    return resumeRecord(id, r.resume, { version: r.version });
  };
  const calls = fakeApi(
    on(contract.resumes.update).reply(({ params, body }) => {
      if (state.down) return { network: 'down' };
      const id = params.draftId ?? '';
      const current = store.get(id);
      if (!current)
        return { status: 404, body: { message: 'Resume not found', code: 'RESUME_NOT_FOUND' } };
      const { version, ...resume } = body as Resume & { version: number };
      if (version !== current.version)
        return { status: 409, body: { message: 'changed elsewhere', code: 'VERSION_CONFLICT' } };
      store.set(id, { version: version + 1, resume });
      return { status: 200, body: recordOf(id) };
    }),
    on(contract.resumes.createDraft).reply(({ body, init }) => {
      if (state.down) return { network: 'down' };
      const key = new Headers(init.headers).get('idempotency-key');
      state.creates.push({ key, name: nameOf(body as Resume) ?? '' });
      const known = key ? byKey.get(key) : undefined;
      if (known) return { status: 201, body: recordOf(known) };
      const id = `new${store.size}`;
      store.set(id, { version: 1, resume: body as Resume });
      if (key) byKey.set(key, id);
      if (state.loseAnswer) return { network: 'down' };
      return { status: 201, body: recordOf(id) };
    }),
    on(contract.resumes.get).reply(({ params }) =>
      store.has(params.id ?? '')
        ? { status: 200, body: recordOf(params.id ?? '') }
        : { status: 404, body: { message: 'Resume not found', code: 'RESUME_NOT_FOUND' } },
    ),
  );
  return { state, store, calls, nameIn: (id: string) => nameOf(store.get(id)?.resume) };
}

/** Resumes X and Y, each at version 1. */
const twoResumes = () =>
  fakeServer({ x: { version: 1, name: 'Resume X' }, y: { version: 1, name: 'Resume Y' } });

const tabs: DraftSync[] = [];
afterEach(() => tabs.splice(0).forEach((tab) => tab.discard()));

/** One tab's builder: a DraftSync on the shared localStorage, as each tab has. */
function openTab(
  statuses: SyncStatus[],
  serverId: string | null,
  name: string,
  initial: UserDraftCopy = {
    draft: draft(name),
    serverId,
    version: serverId ? 1 : null,
    dirty: false,
  },
) {
  const tab = new DraftSync({
    userId: 'u1',
    api,
    storage: localStorage,
    initial,
    onStatus: (s) => statuses.push(s),
    debounceMs: 10,
  });
  tabs.push(tab);
  return tab;
}

/** Tab A types while its saves fail; tab B then types and saves; tab A is closed. */
async function offlineTabThenOtherTab(
  server: ReturnType<typeof fakeServer>,
  aResume: string | null,
) {
  const a: SyncStatus[] = [];
  const b: SyncStatus[] = [];
  const tabA = openTab(a, aResume, 'Resume X');
  const tabB = openTab(b, 'y', 'Resume Y');
  server.state.down = true;
  tabA.queue(draft('IMPORTANT TEXT typed in tab A'));
  await waitFor(() => expect(a.at(-1)?.kind).toBe('offline'));
  server.state.down = false;
  tabB.queue(draft('Text in tab B'));
  await waitFor(() => expect(b.at(-1)?.kind).toBe('saved'));
  tabA.discard(); // the tab reloads
  expect(server.nameIn('y')).toBe('Text in tab B');
}

describe('two tabs of one user, each on its own resume', () => {
  it("keeps an offline tab's unsent text when another tab saves another resume", async () => {
    const server = twoResumes();
    await offlineTabThenOtherTab(server, 'x');
    // Tab A reloads on resume X: its text is there, still to send.
    const opened = await loadAccountDraft({ userId: 'u1', resumeId: 'x', api });
    expect(opened.copy).toMatchObject({ dirty: true, serverId: 'x', version: 1 });
    expect(nameOf(opened.copy?.draft.resume)).toBe('IMPORTANT TEXT typed in tab A');
    // The reopened tab's editor takes the set-aside copy over.
    openTab([], 'x', '', opened.copy!).queue(draft('IMPORTANT TEXT typed in tab A, more'));
    expect(nameOf(readUserCopy(localStorage, 'u1')?.draft.resume)).toBe(
      'IMPORTANT TEXT typed in tab A, more',
    );
    expect(readAsideCopies(localStorage, 'u1')).toEqual([]);
  });

  it('sends the set-aside text when another resume is opened, then forgets it', async () => {
    const server = twoResumes();
    await offlineTabThenOtherTab(server, 'x');
    const opened = await loadAccountDraft({ userId: 'u1', resumeId: 'y', api });
    expect(nameOf(opened.copy?.draft.resume)).toBe('Text in tab B');
    expect(server.nameIn('x')).toBe('IMPORTANT TEXT typed in tab A');
    expect(readAsideCopies(localStorage, 'u1')).toEqual([]);
  });

  it('creates a set-aside new resume once, with its own key, even after a failed try', async () => {
    const server = fakeServer({ y: { version: 1, name: 'Resume Y' } });
    await offlineTabThenOtherTab(server, null);
    expect(server.state.creates).toHaveLength(0);
    // The next builder opens; the create's answer is lost: it opens from this browser's
    // copy, and the text stays, with the key its create used.
    server.state.loseAnswer = true;
    const offline = await loadAccountDraft({ userId: 'u1', resumeId: 'y', api });
    expect(nameOf(offline.copy?.draft.resume)).toBe('Text in tab B');
    const [kept] = readAsideCopies(localStorage, 'u1');
    expect(nameOf(kept?.copy.draft.resume)).toBe('IMPORTANT TEXT typed in tab A');
    expect(kept?.copy.createKey).toBeTruthy();
    server.state.loseAnswer = false;
    await loadAccountDraft({ userId: 'u1', resumeId: 'y', api });
    await loadAccountDraft({ userId: 'u1', resumeId: 'y', api });
    // Two tries with one key, one resume stored.
    const created = server.state.creates;
    expect(created.map((c) => c.key)).toEqual([kept?.copy.createKey, kept?.copy.createKey]);
    expect([...server.store.values()].map((r) => nameOf(r.resume))).toEqual([
      'Text in tab B',
      'IMPORTANT TEXT typed in tab A',
    ]);
    expect(readAsideCopies(localStorage, 'u1')).toEqual([]);
  });

  it('keeps both when the server moved on: the set-aside text becomes a new resume', async () => {
    const server = twoResumes();
    await offlineTabThenOtherTab(server, 'x');
    server.store.set('x', { version: 2, resume: namedResume('Edited on a phone') });
    await loadAccountDraft({ userId: 'u1', resumeId: 'y', api });
    expect(server.nameIn('x')).toBe('Edited on a phone');
    expect(server.state.creates.map((c) => c.name)).toEqual(['IMPORTANT TEXT typed in tab A']);
  });
});

describe('switching resume right after typing', () => {
  it('opens the next resume without a conflict while the closing editor still sends', async () => {
    const server = twoResumes();
    const tab = openTab([], 'x', 'Resume X');
    tab.queue(draft('Typed just before switching'));
    tab.dispose();
    const opened = await loadAccountDraft({ userId: 'u1', resumeId: 'y', api });
    expect(opened.resumeId).toBe('y');
    expect(server.nameIn('x')).toBe('Typed just before switching');
    expect(server.state.creates).toHaveLength(0);
  });

  it('takes a 409 whose server text is the pending text as sent (another tab sent it)', async () => {
    const server = fakeServer({
      x: { version: 2, name: 'Sent by the other tab' },
      y: { version: 1, name: 'Resume Y' },
    });
    writeUserCopy(localStorage, 'u1', {
      draft: draft('Sent by the other tab'),
      serverId: 'x',
      version: 1,
      dirty: true,
    });
    const opened = await loadAccountDraft({ userId: 'u1', resumeId: 'y', api });
    expect(opened.resumeId).toBe('y');
    expect(server.state.creates).toHaveLength(0);
    expect(readUserCopy(localStorage, 'u1')).toMatchObject({ serverId: 'x', dirty: false });
  });
});
