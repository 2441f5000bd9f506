import { resumeDocumentOf as documentOf, type ResumeRecord } from '@shortlist/contract';
import type { Resume } from '@shortlist/resume';
import { ApiError } from '../../../lib/api/client';
import type { ResumeWrites } from '../../../lib/api/resumes';
import { fingerprint } from './fingerprint';
import type { UserDraftCopy } from './user-draft-store';

/** What the builder shows of a signed-in user's draft on its way to the server. */
export type SyncStatus =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'offline'; retryInMs: number }
  | { kind: 'rejected'; message: string }
  | { kind: 'conflict' }
  | { kind: 'signed-out' }
  /** Read-only: the single plan covers this resume (423); nothing more is sent. */
  | { kind: 'locked' };

/** What a DraftSync works with: the user, the API, this browser's storage, its first copy. */
export type DraftSyncOptions = {
  userId: string;
  api: ResumeWrites;
  storage: Storage;
  initial: UserDraftCopy;
  onStatus: (status: SyncStatus) => void;
  /** The resume got its server id (a blank one was stored at the first typed word). */
  onServerId?: (id: string) => void;
  debounceMs?: number;
};

const MAX_RETRY_MS = 30_000;

/** The wait before the next try after a failed send: 2 s, doubling, at most 30 s. */
export const nextRetryMs = (previousMs: number) =>
  Math.min(MAX_RETRY_MS, previousMs ? previousMs * 2 : 2000);

/**
 * A replayed create (the same idempotency key) answers the content first sent: is the text
 * just sent newer than that, so still to send?
 */
export const answersOlderText = (record: ResumeRecord, sent: Resume) =>
  fingerprint(documentOf(record)) !== fingerprint(documentOf({ ...record, ...sent }));

/**
 * What a failed send means (decision 0201): a version conflict, an ended session, a resume a
 * single plan locked, one deleted elsewhere (only for a resume on the server), a request the
 * server refused, or a network or server failure to retry.
 */
export function failureOf(
  error: unknown,
  onServer: boolean,
): 'conflict' | 'signed-out' | 'locked' | 'deleted' | 'rejected' | 'retry' {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 409) return 'conflict';
  if (status === 401) return 'signed-out';
  if (status === 423) return 'locked';
  if (status === 404 && onServer) return 'deleted';
  return status >= 400 && status < 500 ? 'rejected' : 'retry';
}
