import { contract } from '@shortlist/contract';
import { emptyResume } from '@shortlist/resume';
import { describe, expect, it } from 'vitest';
import { fakeApi, on } from '../../../../test/fake-api';
import { QueryClient } from '@tanstack/react-query';
import { resumeWrites } from '../../../lib/api/resumes';
import { resumeRecord } from '../../../../test/fixtures';
import { DRAFT_KEY } from './draft-persistence';
import { loadAccountDraft } from './initial-account-draft';
import { readUserCopy, writeUserCopy } from './user-draft-store';

const named = (fullName: string) => ({
  ...emptyResume(),
  personalInfo: { ...emptyResume().personalInfo, fullName },
});
const serverDraft = (fullName: string, updatedAt: string, version = 3) =>
  resumeRecord('d1', named(fullName), { version, updatedAt });
const draftsApi = resumeWrites(new QueryClient());
const visitorDraft = (fullName: string, updatedAt: string) =>
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ resume: named(fullName), step: 2, updatedAt }));

describe('loadAccountDraft', () => {
  it("takes the visitor's draft when it is newer, for the server draft's id, and removes it", async () => {
    fakeApi(
      on(contract.resumes.latestDraft).reply(() => ({
        status: 200,
        body: { success: true, data: serverDraft('Old server', '2026-01-01T00:00:00.000Z') },
      })),
    );
    visitorDraft('Typed before login', '2026-06-01T00:00:00.000Z');
    const copy = await loadAccountDraft({ userId: 'u1', resumeId: null, api: draftsApi });
    expect(copy).toMatchObject({
      serverId: 'd1',
      version: 3,
      dirty: true,
      draft: { resume: { personalInfo: { fullName: 'Typed before login' } } },
    });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(readUserCopy(localStorage, 'u1')?.draft.resume.personalInfo.fullName).toBe(
      'Typed before login',
    );
  });

  it('keeps the server draft when it is newer than the visitor draft', async () => {
    fakeApi(
      on(contract.resumes.latestDraft).reply(() => ({
        status: 200,
        body: { success: true, data: serverDraft('Newer server', '2026-09-01T00:00:00.000Z') },
      })),
    );
    visitorDraft('Older visitor', '2026-06-01T00:00:00.000Z');
    const copy = await loadAccountDraft({ userId: 'u1', resumeId: null, api: draftsApi });
    expect(copy).toMatchObject({
      dirty: false,
      draft: { resume: { personalInfo: { fullName: 'Newer server' } } },
    });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('prefers local edits the server has not acknowledged', async () => {
    fakeApi(
      on(contract.resumes.latestDraft).reply(() => ({
        status: 200,
        body: { success: true, data: serverDraft('Server', '2026-09-01T00:00:00.000Z', 3) },
      })),
    );
    writeUserCopy(localStorage, 'u1', {
      draft: { resume: named('Unsent edit'), step: 1, updatedAt: '2026-08-01T00:00:00.000Z' },
      serverId: 'd1',
      version: 3,
      dirty: true,
    });
    const copy = await loadAccountDraft({ userId: 'u1', resumeId: null, api: draftsApi });
    expect(copy).toMatchObject({
      dirty: true,
      version: 3,
      draft: { resume: { personalInfo: { fullName: 'Unsent edit' } } },
    });
  });

  it('starts from the local copy when offline', async () => {
    fakeApi(
      on(contract.resumes.latestDraft).reply(() => {
        throw new TypeError('Failed to fetch');
      }),
    );
    writeUserCopy(localStorage, 'u1', {
      draft: { resume: named('Offline copy'), step: 1, updatedAt: '2026-08-01T00:00:00.000Z' },
      serverId: 'd1',
      version: 3,
      dirty: false,
    });
    const copy = await loadAccountDraft({ userId: 'u1', resumeId: null, api: draftsApi });
    expect(copy?.draft.resume.personalInfo.fullName).toBe('Offline copy');
  });

  it('opens a given resume for editing, and says when it does not exist', async () => {
    fakeApi(
      on(contract.resumes.get).reply(({ params }) =>
        params.id === 'r9'
          ? {
              status: 200,
              body: resumeRecord('r9', named('Saved one'), {
                version: 4,
                status: 'saved',
                updatedAt: '2026-09-01T00:00:00.000Z',
              }),
            }
          : { status: 404, body: { message: 'Resume not found', code: 'RESUME_NOT_FOUND' } },
      ),
    );
    const copy = await loadAccountDraft({ userId: 'u1', resumeId: 'r9', api: draftsApi });
    expect(copy).toMatchObject({ serverId: 'r9', version: 4, dirty: false });
    await expect(
      loadAccountDraft({ userId: 'u1', resumeId: 'nope', api: draftsApi }),
    ).rejects.toThrow('Resume not found');
  });
});
