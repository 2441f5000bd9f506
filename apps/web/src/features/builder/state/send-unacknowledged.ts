import { resumeDocumentOf as documentOf } from '@shortlist/contract';
import { ApiError } from '../../../lib/api/client';
import { newIdempotencyKey, type ResumeWrites } from '../../../lib/api/resumes';
import { fingerprint } from './fingerprint';
import {
  readAsideCopies,
  readUserCopy,
  userDraftKey,
  type UserDraftCopy,
} from './user-draft-store';

type Api = Pick<ResumeWrites, 'resume' | 'create' | 'update'>;

/** One copy in this browser the server has not acknowledged, and where it is kept. */
export type UnsentCopy = {
  copy: UserDraftCopy;
  /** Its storage key: the user's copy or a set-aside one. */
  key: string;
  /** Its stored text, to touch the key only while it still holds this copy. */
  raw: string;
  /** Set aside by another tab's editor (removed once sent), or the user's copy. */
  aside: boolean;
};

/** The user's own copy and every set-aside one that is not acknowledged yet, oldest first. */
export function unsentCopies(storage: Storage, userId: string): UnsentCopy[] {
  const main = readUserCopy(storage, userId);
  const key = userDraftKey(userId);
  const raw = storage.getItem(key);
  const own = main?.dirty && raw ? [{ copy: main, key, raw, aside: false }] : [];
  return [...own, ...readAsideCopies(storage, userId)].sort((a, b) =>
    a.copy.draft.updatedAt.localeCompare(b.copy.draft.updatedAt),
  );
}

/**
 * Sends an unacknowledged copy of a resume other than the one opening, so nothing typed
 * stays only in this browser. Resolves once the server holds its text, then forgets the
 * copy (a set-aside one is removed, the user's copy marked acknowledged); throws when the
 * server cannot take it (offline: the copy stays, nothing is lost).
 * - Already on the server (this tab's closing editor or another tab sent it first, so the
 *   versioned update answers 409): done.
 * - The server moved on (409) or the resume is read-only (423) with other text, or it was
 *   deleted (404): the text is stored as a new resume, both are kept.
 * - A new resume is created with the copy's own Idempotency-Key (kept in the copy before
 *   the first try), so a retry after a lost answer stores no second one.
 */
export async function sendUnacknowledged(storage: Storage, unsent: UnsentCopy, api: Api) {
  const { serverId, version, draft } = unsent.copy;
  if (!serverId || version === null) await createOnce(storage, unsent, api);
  else {
    try {
      await api.update(serverId, version, draft.resume);
    } catch (error) {
      if (!(error instanceof ApiError && [404, 409, 423].includes(error.status))) throw error;
      const server = error.status === 404 ? null : await api.resume(serverId);
      if (!server || fingerprint(documentOf(server)) !== fingerprint(draft.resume))
        await createOnce(storage, unsent, api);
    }
  }
  if (storage.getItem(unsent.key) !== unsent.raw) return;
  if (unsent.aside) storage.removeItem(unsent.key);
  else storage.setItem(unsent.key, JSON.stringify({ ...unsent.copy, dirty: false }));
}

async function createOnce(storage: Storage, unsent: UnsentCopy, api: Api) {
  const createKey = unsent.copy.createKey ?? newIdempotencyKey();
  if (!unsent.copy.createKey && storage.getItem(unsent.key) === unsent.raw) {
    unsent.copy = { ...unsent.copy, createKey };
    unsent.raw = JSON.stringify(unsent.copy);
    storage.setItem(unsent.key, unsent.raw);
  }
  await api.create(unsent.copy.draft.resume, createKey);
}
