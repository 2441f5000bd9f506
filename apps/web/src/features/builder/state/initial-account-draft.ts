import {
  hasResumeContent,
  resumeDocumentOf as documentOf,
  type ResumeRecord,
} from '@shortlist/contract';
import { ApiError } from '../../../lib/api/client';
import type { ResumeWrites } from '../../../lib/api/resumes';
import { localDraftPersistence } from './draft-persistence';
import { fingerprint } from './fingerprint';
import { disposedSendsSettled } from './closing-sends';
import { sendUnacknowledged, unsentCopies, type UnsentCopy } from './send-unacknowledged';
import { readUserCopy, type UserDraftCopy } from './user-draft-store';

export class ResumeNotFoundError extends Error {
  constructor() {
    super('Resume not found');
  }
}

/** The toast after a login that brought a browser draft into the account. */
export const HANDED_OVER = 'The resume you started in this browser was added to your account.';

/** `?resume=new`: a blank resume, stored once something is typed. */
export const NEW_RESUME = 'new';

const fromServer = (record: ResumeRecord): UserDraftCopy => ({
  draft: { resume: documentOf(record), step: 1, updatedAt: record.updatedAt },
  serverId: record._id,
  version: record.version,
  dirty: false,
});

/** Which of the local copy and the server's resume to start from. */
function pickBase(local: UserDraftCopy | null, server: ResumeRecord | null): UserDraftCopy | null {
  if (!server) return local;
  if (!local) return fromServer(server);
  // Unacknowledged local edits win; a stale base surfaces as a 409 on the next save.
  if (local.dirty && local.serverId === server._id)
    return { ...local, version: local.version ?? server.version };
  if (local.serverId === server._id && (local.version ?? 0) >= server.version) return local;
  return fromServer(server);
}

type Api = Pick<ResumeWrites, 'resume' | 'latest' | 'handOver' | 'create' | 'update'>;

/**
 * Login hand-over (decision 0201): a visitor's browser draft with content becomes a NEW
 * resume of the account, unless one of the account's resumes has exactly that content. No
 * resume of the account changes. The visitor draft is removed only once the server holds it.
 * Returns the new resume (null when nothing was added); a failure keeps the draft for the
 * next time the builder opens.
 */
export async function handOverVisitorDraft({
  userId,
  api,
  storage = window.localStorage,
}: {
  userId: string;
  api: Pick<Api, 'handOver'>;
  storage?: Storage;
}): Promise<ResumeRecord | null> {
  const visitor = localDraftPersistence(storage);
  const draft = visitor.load().draft;
  if (!draft) return null;
  if (!hasResumeContent(draft.resume)) {
    visitor.clear();
    return null;
  }
  // Carried over from this user's own ended session, unchanged: their local copy syncs it.
  const own = readUserCopy(storage, userId);
  if (own && fingerprint(own.draft.resume) === fingerprint(draft.resume)) {
    visitor.clear();
    return null;
  }
  try {
    // The same text gives the same key: a retry after a lost answer adds nothing.
    const answer = await api.handOver(draft.resume, `handover:${fingerprint(draft.resume)}`);
    visitor.clear();
    return answer.created ? answer.resume : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      visitor.clear();
      return null;
    }
    throw error;
  }
}

type Options = { userId: string; resumeId: string | null; api: Api; storage?: Storage };

export type OpenedDraft = {
  /** What the builder starts from; null: a blank resume, stored once something is typed. */
  copy: UserDraftCopy | null;
  /** The resume that was opened (the one edited last when none was named), or null. */
  resumeId: string | null;
};

/**
 * What the builder opens for a logged-in user: the resume the URL names (`?resume=<id>`), a
 * blank one (`?resume=new`), or else the one edited last (or a blank one when there is none);
 * with local edits the server has not acknowledged yet. Offline, the local copy is used.
 */
export async function loadAccountDraft({
  userId,
  resumeId,
  api,
  storage = window.localStorage,
}: Options): Promise<OpenedDraft> {
  // A builder closed a moment ago (Switch resume) may still be sending: let it finish, so
  // its update is not sent twice.
  await disposedSendsSettled();
  const local = readUserCopy(storage, userId);
  const blank = resumeId === NEW_RESUME;
  let target = blank ? null : resumeId;
  // This resume's unacknowledged copies (the user's own or one another tab set aside).
  const ofTarget = (unsent: UnsentCopy) =>
    unsent.copy.serverId !== null && unsent.copy.serverId === target;

  let server: ResumeRecord | null = null;
  let unsent = unsentCopies(storage, userId);
  try {
    if (!blank && !target) {
      const last = await api.latest(userId);
      target = last?._id ?? null;
    }
    // Edits of other resumes (or of new ones) reach the server first; each is forgotten
    // here once the server holds it.
    for (const other of unsent.filter((u) => !ofTarget(u)))
      await sendUnacknowledged(storage, other, api);
    unsent = unsent.filter(ofTarget);
    if (target) server = await api.resume(target);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new ResumeNotFoundError();
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    // Offline: start from what this browser has for this resume (or the last one edited).
    const edited = unsent.filter(ofTarget).at(-1)?.copy;
    if (edited) return { copy: edited, resumeId: edited.serverId };
    if (local && (local.serverId === target || (!target && !blank)))
      return { copy: local, resumeId: local.serverId };
    throw new Error('You are offline, and this resume is not in this browser yet.');
  }
  if (!server) return { copy: null, resumeId: null };
  // The newest unacknowledged copy of this resume is opened; an older one (two tabs kept
  // different edits of it) is sent first, as the server's newer version.
  const newest = unsent.at(-1);
  for (const older of unsent.slice(0, -1)) await sendUnacknowledged(storage, older, api);
  if (unsent.length > 1) server = await api.resume(server._id);
  const sameLocal = newest?.copy ?? (local?.serverId === server._id ? local : null);
  return { copy: pickBase(sameLocal, server), resumeId: server._id };
}
