import { DRAFT_KEY } from '../../../lib/draft-key';

/**
 * What this browser keeps of a cover letter until it is safe on the server: the text in the
 * editor when it differs from the saved letter, and the other version one click away (the
 * letter a new draft replaced: the server stores each new draft over the saved letter). So a
 * reload, a closed dialog or a lost connection loses nothing typed. The key starts with the
 * drafts' prefix, so logout forgets it with the resume drafts (pending-saves.ts).
 */
export interface LetterDraft {
  text: string;
  other?: string;
}

export const letterDraftKey = (userId: string, applicationId: string) =>
  `${DRAFT_KEY}:cover-letter:${userId}:${applicationId}`;

const isDraft = (value: unknown): value is LetterDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LetterDraft).text === 'string' &&
  ['string', 'undefined'].includes(typeof (value as LetterDraft).other);

/** What this browser keeps of this application's letter, if anything. */
export function readLetterDraft(
  userId: string,
  applicationId: string,
  storage: Storage = window.localStorage,
): LetterDraft | null {
  try {
    const stored = storage.getItem(letterDraftKey(userId, applicationId));
    if (stored === null) return null;
    const value: unknown = JSON.parse(stored);
    return isDraft(value) ? value : null;
  } catch {
    return null; // storage refused (private mode, policy) or unreadable: nothing was kept
  }
}

/** Keeps `draft` while any of it differs from the saved letter; forgets it once none does. */
export function keepLetterDraft(
  userId: string,
  applicationId: string,
  draft: LetterDraft,
  saved: string,
  storage: Storage = window.localStorage,
) {
  const key = letterDraftKey(userId, applicationId);
  const other = draft.other === undefined || draft.other === saved ? undefined : draft.other;
  try {
    if (draft.text === saved && other === undefined) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ text: draft.text, other }));
  } catch {
    // A full or refused storage keeps the text on screen only; the editor still saves it.
  }
}
