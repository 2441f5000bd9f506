import { resumeSchema, type Step } from '@shortlist/resume';
import { z } from 'zod';
import { newIdempotencyKey } from '../../../lib/api/resumes';
import type { BuilderDraft } from './draft-persistence';

/**
 * A logged-in user's local copy: the draft, which server resume it belongs to (id and the
 * version it was based on), and whether the server has acknowledged it (`dirty` false).
 * It is what makes typed text survive a failed save, a reload, an expired session.
 */
export type UserDraftCopy = {
  draft: BuilderDraft;
  serverId: string | null;
  version: number | null;
  dirty: boolean;
  /** Fingerprint of the document last sent and not yet acknowledged (see DraftSync). */
  sending?: string | null;
  /** The Idempotency-Key of the create of a resume not on the server yet. */
  createKey?: string | null;
  /**
   * Which editor (a DraftSync, one per open builder) wrote this copy: another tab's editor
   * sets a dirty copy of another resume aside instead of overwriting it (decision 0201).
   */
  owner?: string | null;
};

export const userDraftKey = (userId: string) => `shortlist:draft:user:${userId}`;

const copySchema = z.object({
  draft: z.object({
    resume: resumeSchema,
    step: z.number().int().min(1).max(7),
    updatedAt: z.string(),
  }),
  serverId: z.string().nullable(),
  version: z.number().int().nullable(),
  dirty: z.boolean(),
  sending: z.string().nullish(),
  createKey: z.string().max(200).nullish(),
  owner: z.string().max(200).nullish(),
});

/** Where another tab's unacknowledged copy of another resume waits to be sent. */
const asidePrefix = (userId: string) => `${userDraftKey(userId)}:aside:`;
export const asideKey = (userId: string, owner: string) => `${asidePrefix(userId)}${owner}`;

export function readUserCopy(storage: Storage, userId: string): UserDraftCopy | null {
  return readCopyAt(storage, userDraftKey(userId));
}

function readCopyAt(storage: Storage, key: string): UserDraftCopy | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const parsed = copySchema.safeParse(JSON.parse(raw));
    if (parsed.success)
      return {
        ...parsed.data,
        draft: { ...parsed.data.draft, step: parsed.data.draft.step as Step },
      };
  } catch {
    // fall through: unreadable
  }
  storage.setItem(`${key}:discarded`, raw);
  storage.removeItem(key);
  return null;
}

export function writeUserCopy(storage: Storage, userId: string, copy: UserDraftCopy) {
  storage.setItem(userDraftKey(userId), JSON.stringify(copy));
}

/** A copy the server has not acknowledged, set aside by another tab, with its key. */
export type AsideCopy = { key: string; copy: UserDraftCopy; raw: string; aside: true };

/** Every copy set aside for this user. */
export function readAsideCopies(storage: Storage, userId: string): AsideCopy[] {
  const prefix = asidePrefix(userId);
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(prefix) && !key.endsWith(':discarded')) keys.push(key);
  }
  return keys
    .map((key) => ({
      key,
      copy: readCopyAt(storage, key),
      raw: storage.getItem(key) ?? '',
      aside: true as const,
    }))
    .filter((aside): aside is AsideCopy => aside.copy !== null);
}

/**
 * Writes this editor's copy (`copy.owner`) as the user's copy. A copy there that the server
 * has not acknowledged, written by another editor for another resume (or for a new one not
 * stored yet), is first moved aside, never overwritten: two tabs of one user each edit
 * their own resume, and one of them may be offline. This editor's own set-aside copy, if
 * any, is older than the one written, and goes.
 */
export function writeOwnCopy(storage: Storage, userId: string, copy: UserDraftCopy) {
  const stored = peekCopy(storage.getItem(userDraftKey(userId)));
  if (
    stored?.dirty === true &&
    stored.owner !== copy.owner &&
    (!stored.serverId || stored.serverId !== copy.serverId)
  )
    writeAsideCopy(storage, userId, stored as UserDraftCopy);
  writeUserCopy(storage, userId, copy);
  if (copy.owner) storage.removeItem(asideKey(userId, copy.owner));
}

/**
 * The fields of a stored copy that decide whether it is set aside, read without the schema
 * check (this runs at every keystroke); the copy is checked when it is read to be used.
 */
function peekCopy(raw: string | null): Partial<UserDraftCopy> | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<UserDraftCopy>) : null;
  } catch {
    return null;
  }
}

/** Keeps a copy aside, under its editor's key (an editor has one resume at a time). */
export function writeAsideCopy(storage: Storage, userId: string, copy: UserDraftCopy) {
  const owner = copy.owner ?? newIdempotencyKey();
  storage.setItem(asideKey(userId, owner), JSON.stringify({ ...copy, owner }));
}
