import type { ResumeRecord } from '@shortlist/contract';
import { emptyResume, type Resume } from '@shortlist/resume';
import { describe, expect, it, vi } from 'vitest';
import { resumeRecord } from '../../../../test/fixtures';
import { addPendingImport, keepImportForAccount, PENDING_IMPORT_KEY } from './pending-import';

const imported: Resume = {
  ...emptyResume(),
  personalInfo: { ...emptyResume().personalInfo, fullName: 'Ada Lovelace' },
};

describe('an import kept for the account', () => {
  it('becomes a new resume at login, once, with a key that makes a retry add nothing', async () => {
    keepImportForAccount(imported, localStorage);
    const create = vi.fn(async (resume: Resume): Promise<ResumeRecord> =>
      resumeRecord('new-1', resume),
    );
    expect(await addPendingImport({ api: { create }, storage: localStorage })).toMatchObject({
      _id: 'new-1',
    });
    expect(create).toHaveBeenCalledWith(imported, expect.stringMatching(/^import:/));
    expect(localStorage.getItem(PENDING_IMPORT_KEY)).toBeNull();
    expect(await addPendingImport({ api: { create }, storage: localStorage })).toBeNull();
    expect(create).toHaveBeenCalledOnce();
  });

  it('stays when the server cannot take it yet, and is dropped when unreadable', async () => {
    keepImportForAccount(imported, localStorage);
    const offline = vi.fn(async (): Promise<ResumeRecord> => {
      throw new Error('offline');
    });
    await expect(
      addPendingImport({ api: { create: offline }, storage: localStorage }),
    ).rejects.toThrow('offline');
    expect(localStorage.getItem(PENDING_IMPORT_KEY)).not.toBeNull();
    localStorage.setItem(PENDING_IMPORT_KEY, '{not json');
    expect(await addPendingImport({ api: { create: offline }, storage: localStorage })).toBeNull();
    expect(localStorage.getItem(PENDING_IMPORT_KEY)).toBeNull();
  });
});
