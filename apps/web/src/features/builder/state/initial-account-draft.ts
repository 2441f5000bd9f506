import { ApiError } from '../../../lib/api/client';
import { resumeDocumentOf as documentOf, type ResumeRecord } from '@shortlist/contract';
import type { ResumeWrites } from '../../../lib/api/resumes';
import { localDraftPersistence } from './draft-persistence';
import { readUserCopy, writeUserCopy, type UserDraftCopy } from './user-draft-store';

export class ResumeNotFoundError extends Error {
  constructor() {
    super('Resume not found');
  }
}

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
  const sameResume = local.serverId === server._id || local.serverId === null;
  // Unacknowledged local edits win; a stale base surfaces as a 409 on the next save.
  if (local.dirty && sameResume)
    return { ...local, serverId: server._id, version: local.version ?? server.version };
  if (local.serverId === server._id && (local.version ?? 0) >= server.version) return local;
  return fromServer(server);
}

type Options = { userId: string; resumeId: string | null; api: ResumeWrites; storage?: Storage };

/**
 * What the builder opens with for a logged-in user (spec section 4): the server's draft, or
 * the resume being edited; local edits the server has not acknowledged yet; and a visitor's
 * draft from before the login, merged by the newer one and then removed. Offline, the local
 * copies are used.
 */
export async function loadAccountDraft({
  userId,
  resumeId,
  api,
  storage = window.localStorage,
}: Options): Promise<UserDraftCopy | null> {
  let local = readUserCopy(storage, userId);
  if (resumeId && local?.serverId !== resumeId) local = null;

  let server: ResumeRecord | null = null;
  try {
    server = resumeId ? await api.resume(resumeId) : await api.latestDraft(userId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new ResumeNotFoundError();
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    // Offline: start from what this browser has.
  }
  let base = pickBase(local, server);

  const visitor = localDraftPersistence(storage);
  const visitorDraft = resumeId ? null : visitor.load().draft;
  if (visitorDraft && (!base || visitorDraft.updatedAt > base.draft.updatedAt)) {
    base = {
      draft: visitorDraft,
      serverId: base?.serverId ?? null,
      version: base?.version ?? null,
      dirty: true,
    };
  }
  // The visitor's draft moves into the user's copy: written there first, then removed.
  if (visitorDraft && base) {
    writeUserCopy(storage, userId, base);
    visitor.clear();
  }
  return base;
}
