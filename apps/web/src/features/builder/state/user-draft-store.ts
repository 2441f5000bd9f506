import { resumeSchema, type Step } from '@shortlist/resume';
import { z } from 'zod';
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
});

export function readUserCopy(storage: Storage, userId: string): UserDraftCopy | null {
  const raw = storage.getItem(userDraftKey(userId));
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
  storage.setItem(`${userDraftKey(userId)}:discarded`, raw);
  storage.removeItem(userDraftKey(userId));
  return null;
}

export function writeUserCopy(storage: Storage, userId: string, copy: UserDraftCopy) {
  storage.setItem(userDraftKey(userId), JSON.stringify(copy));
}
