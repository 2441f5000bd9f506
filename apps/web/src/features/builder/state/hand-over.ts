import { localDraftPersistence } from './draft-persistence';
import { readUserCopy } from './user-draft-store';

/**
 * When a user's session runs out in the builder, the visitor's builder carries on with that
 * user's latest text (unless this browser has a newer visitor draft); at the next login it
 * is merged back by the newer one. Not done on an explicit logout, so a shared computer does
 * not keep the resume in the visitor's draft.
 */
export function continueAsVisitor(userId: string, storage: Storage = window.localStorage): boolean {
  const copy = readUserCopy(storage, userId);
  if (!copy) return false;
  const visitor = localDraftPersistence(storage);
  const existing = visitor.load().draft;
  if (existing && existing.updatedAt >= copy.draft.updatedAt) return false;
  visitor.save(copy.draft);
  return true;
}
