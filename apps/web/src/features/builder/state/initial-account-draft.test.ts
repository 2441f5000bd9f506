import { contract } from '@shortlist/contract';
import { emptyResume } from '@shortlist/resume';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeApi, on } from '../../../../test/fake-api';
import { listBody, resumeRecord } from '../../../../test/fixtures';
import { resumeWrites } from '../../../lib/api/resumes';
import { DRAFT_KEY } from './draft-persistence';
import { handOverVisitorDraft, loadAccountDraft } from './initial-account-draft';
import { readUserCopy, writeUserCopy } from './user-draft-store';

const named = (fullName: string) => ({
  ...emptyResume(),
  personalInfo: { ...emptyResume().personalInfo, fullName },
});
const api = resumeWrites(new QueryClient());
const visitorDraft = (fullName: string, updatedAt = '2026-06-01T00:00:00.000Z') =>
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ resume: named(fullName), step: 2, updatedAt }));

describe('handOverVisitorDraft (login hand-over, never overwriting)', () => {
  it('adds the browser draft as a new resume, with a key from its content, then removes it', async () => {
    visitorDraft('Typed before login');
    const calls = fakeApi(
      on(contract.resumes.handOver).reply(({ body }) => ({
        status: 201,
        body: { created: true, resume: resumeRecord('new1', body) },
      })),
    );
    const added = await handOverVisitorDraft({ userId: 'u1', api });
    expect(added?._id).toBe('new1');
    expect(added?.personalInfo.fullName).toBe('Typed before login');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    // Only the hand-over was called: no update of any account resume.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /resume/addresume/handover']);
  });

  it('adds nothing when the account already has this very content', async () => {
    visitorDraft('Already there');
    fakeApi(
      on(contract.resumes.handOver).reply(() => ({
        status: 200,
        body: { created: false, resume: resumeRecord('old', named('Already there')) },
      })),
    );
    expect(await handOverVisitorDraft({ userId: 'u1', api })).toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('drops an empty draft without asking the server', async () => {
    visitorDraft('   ');
    const calls = fakeApi();
    expect(await handOverVisitorDraft({ userId: 'u1', api })).toBeNull();
    expect(calls).toHaveLength(0);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps the draft in this browser when the server cannot take it', async () => {
    visitorDraft('Keep me');
    fakeApi(on(contract.resumes.handOver).reply(() => ({ network: 'down' })));
    await expect(handOverVisitorDraft({ userId: 'u1', api })).rejects.toThrow();
    expect(localStorage.getItem(DRAFT_KEY)).toContain('Keep me');
  });

  it("leaves the user's own text from an ended session to their local copy", async () => {
    visitorDraft('Mid-sentence');
    writeUserCopy(localStorage, 'u1', {
      draft: { resume: named('Mid-sentence'), step: 1, updatedAt: '2026-05-01T00:00:00.000Z' },
      serverId: 'd1',
      version: 2,
      dirty: true,
    });
    const calls = fakeApi();
    expect(await handOverVisitorDraft({ userId: 'u1', api })).toBeNull();
    expect(calls).toHaveLength(0);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});

describe('loadAccountDraft', () => {
  const server = (id: string, fullName: string, version = 3) =>
    resumeRecord(id, named(fullName), { version, updatedAt: '2026-09-01T00:00:00.000Z' });

  it('opens the resume edited last when none is named', async () => {
    fakeApi(
      on(contract.resumes.list).reply(({ query }) => {
        expect(query.limit).toBe('1');
        return { status: 200, body: listBody(server('last', 'Last edited')) };
      }),
      on(contract.resumes.get).reply(({ params }) => ({
        status: 200,
        body: server(params.id ?? '', 'Last edited'),
      })),
    );
    const opened = await loadAccountDraft({ userId: 'u1', resumeId: null, api });
    expect(opened.resumeId).toBe('last');
    expect(opened.copy?.draft.resume.personalInfo.fullName).toBe('Last edited');
  });

  it('opens a blank resume when there is none, or when asked for a new one', async () => {
    const calls = fakeApi(
      on(contract.resumes.list).reply(() => ({ status: 200, body: listBody() })),
    );
    expect(await loadAccountDraft({ userId: 'u1', resumeId: null, api })).toEqual({
      copy: null,
      resumeId: null,
    });
    expect(await loadAccountDraft({ userId: 'u1', resumeId: 'new', api })).toEqual({
      copy: null,
      resumeId: null,
    });
    expect(calls).toHaveLength(1);
  });

  it('prefers local edits the server has not acknowledged, for the same resume', async () => {
    fakeApi(on(contract.resumes.get).reply(() => ({ status: 200, body: server('d1', 'Server') })));
    writeUserCopy(localStorage, 'u1', {
      draft: { resume: named('Unsent edit'), step: 1, updatedAt: '2026-08-01T00:00:00.000Z' },
      serverId: 'd1',
      version: 3,
      dirty: true,
    });
    const { copy } = await loadAccountDraft({ userId: 'u1', resumeId: 'd1', api });
    expect(copy).toMatchObject({
      dirty: true,
      version: 3,
      draft: { resume: { personalInfo: { fullName: 'Unsent edit' } } },
    });
  });

  it.each([
    ['the same text (a step moved in read-only)', 'Locked', 0],
    ['other text, kept as a new resume', 'Typed before the lock', 1],
  ])(
    'opens another resume after a locked one (423) whose local copy held %s',
    async (_, local, creations) => {
      const calls = fakeApi(
        on(contract.resumes.update).reply(() => ({
          status: 423,
          body: { message: 'This resume is locked.', code: 'RESUME_LOCKED' },
        })),
        on(contract.resumes.get).reply(({ params }) => ({
          status: 200,
          body: params.id === 'locked' ? server('locked', 'Locked') : server('copy', 'Copy'),
        })),
        on(contract.resumes.createDraft).reply(({ body }) => ({
          status: 201,
          body: resumeRecord('kept', body),
        })),
      );
      writeUserCopy(localStorage, 'u1', {
        draft: { resume: named(local), step: 4, updatedAt: '2026-08-01T00:00:00.000Z' },
        serverId: 'locked',
        version: 3,
        dirty: true,
      });
      const opened = await loadAccountDraft({ userId: 'u1', resumeId: 'copy', api });
      expect(opened.resumeId).toBe('copy');
      const created = calls.filter((c) => c.path === '/resume/addresume/draft');
      expect(created).toHaveLength(creations);
      if (creations) expect(created[0]?.body).toMatchObject({ personalInfo: { fullName: local } });
    },
  );

  it('sends unsent edits of another resume before opening this one', async () => {
    writeUserCopy(localStorage, 'u1', {
      draft: { resume: named('Edits of A'), step: 1, updatedAt: '2026-08-01T00:00:00.000Z' },
      serverId: 'a',
      version: 5,
      dirty: true,
    });
    const calls = fakeApi(
      on(contract.resumes.update).reply(({ body }) => ({
        status: 200,
        body: resumeRecord('a', body, { version: 6 }),
      })),
      on(contract.resumes.get).reply(() => ({ status: 200, body: server('b', 'Resume B') })),
    );
    const { copy } = await loadAccountDraft({ userId: 'u1', resumeId: 'b', api });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /resume/addresume/a',
      'GET /resume/addresume/resume/b',
    ]);
    expect((calls[0]?.body as { personalInfo: { fullName: string } }).personalInfo.fullName).toBe(
      'Edits of A',
    );
    expect(copy?.draft.resume.personalInfo.fullName).toBe('Resume B');
  });

  it('starts from the local copy when offline, and refuses a resume it does not have', async () => {
    fakeApi(
      on(contract.resumes.get).reply(() => ({ network: 'down' })),
      on(contract.resumes.list).reply(() => ({ network: 'down' })),
    );
    writeUserCopy(localStorage, 'u1', {
      draft: { resume: named('Offline copy'), step: 1, updatedAt: '2026-08-01T00:00:00.000Z' },
      serverId: 'd1',
      version: 3,
      dirty: false,
    });
    const opened = await loadAccountDraft({ userId: 'u1', resumeId: 'd1', api });
    expect(opened.copy?.draft.resume.personalInfo.fullName).toBe('Offline copy');
    await expect(loadAccountDraft({ userId: 'u1', resumeId: 'other', api })).rejects.toThrow(
      'You are offline',
    );
    expect(readUserCopy(localStorage, 'u1')?.draft.resume.personalInfo.fullName).toBe(
      'Offline copy',
    );
  });

  it('says when a named resume does not exist', async () => {
    fakeApi(
      on(contract.resumes.get).reply(() => ({
        status: 404,
        body: { message: 'Resume not found', code: 'RESUME_NOT_FOUND' },
      })),
    );
    await expect(loadAccountDraft({ userId: 'u1', resumeId: 'nope', api })).rejects.toThrow(
      'Resume not found',
    );
  });
});
