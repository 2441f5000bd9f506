import type { Resume } from '@shortlist/resume';
import { resumeDocumentOf as documentOf, type ResumeRecord } from '@shortlist/contract';
import type { ResumeWrites } from '../../../lib/api/resumes';
import { fingerprint } from './fingerprint';
import type { UserDraftCopy } from './user-draft-store';

/** Why text that has not reached the server stops a restore (or the final save) going ahead. */
export function unsentRefusal(blockedBy: string | null): Error {
  if (blockedBy === 'conflict')
    return new Error('This resume was changed elsewhere. Choose which version to keep first.');
  if (blockedBy === 'signed-out')
    return new Error('Your session has ended. Log in again, then restore: your text is kept.');
  return new Error(
    'Your latest changes have not reached the server yet, so they could not be kept in History. Try again once they are saved.',
  );
}

/**
 * "Load the other version" without dropping the typed text: it is saved over the server's
 * newer version (which the server keeps as a version), then that version is restored (which
 * keeps the typed text as a version). `onMineSaved` runs once the typed text is on the server.
 * Returns the restored record, now current.
 */
export async function restoreTheirsKeepingMine(
  api: Pick<ResumeWrites, 'update' | 'restore'>,
  server: ResumeRecord,
  mine: Resume,
  onMineSaved: (record: ResumeRecord) => void,
): Promise<ResumeRecord> {
  const saved = await api.update(server._id, server.version, mine);
  onMineSaved(saved);
  try {
    return await api.restore(server._id, server.version);
  } catch {
    throw new Error(
      'Your text is saved, and the other version is in History: open History to restore it.',
    );
  }
}

/**
 * After a 409: the server's record when its newer version is exactly the text this browser
 * sent last (the answer was lost, e.g. the tab closed mid-save), else null.
 */
export async function ownWriteBehindConflict(
  api: Pick<ResumeWrites, 'resume'>,
  copy: Pick<UserDraftCopy, 'sending' | 'serverId'>,
): Promise<ResumeRecord | null> {
  if (!copy.sending || !copy.serverId) return null;
  try {
    const server = await api.resume(copy.serverId);
    return fingerprint(documentOf(server)) === copy.sending ? server : null;
  } catch {
    return null;
  }
}
