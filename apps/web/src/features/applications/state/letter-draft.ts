import { DRAFT_KEY } from '../../../lib/draft-key';

/**
 * A cover letter's unsaved text, kept in this browser until it is saved, so a reload, a
 * closed dialog or a lost connection loses nothing typed. The key starts with the drafts'
 * prefix, so logout forgets it with the resume drafts (pending-saves.ts).
 */
export const letterDraftKey = (userId: string, applicationId: string) =>
  `${DRAFT_KEY}:cover-letter:${userId}:${applicationId}`;

/** The unsaved text of this application's letter, if this browser holds one. */
export function readLetterDraft(
  userId: string,
  applicationId: string,
  storage: Storage = window.localStorage,
): string | null {
  try {
    return storage.getItem(letterDraftKey(userId, applicationId));
  } catch {
    return null; // storage refused (private mode, policy): nothing was kept
  }
}

/** Keeps `text` while it differs from the saved letter; forgets it once they are the same. */
export function keepLetterDraft(
  userId: string,
  applicationId: string,
  text: string,
  saved: string,
  storage: Storage = window.localStorage,
) {
  const key = letterDraftKey(userId, applicationId);
  try {
    if (text === saved) storage.removeItem(key);
    else storage.setItem(key, text);
  } catch {
    // A full or refused storage keeps the text on screen only; the editor still saves it.
  }
}
