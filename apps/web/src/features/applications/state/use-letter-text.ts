import type { Application } from '@shortlist/contract';
import { useEffect, useState } from 'react';
import { keepLetterDraft, readLetterDraft } from './letter-draft';

/** The other text the editor keeps one click away, and what its note and button say. */
export interface KeptText {
  text: string;
  note: string;
  action: string;
}

/**
 * The cover letter editor's text, losing none: what was typed and not saved, and the letter
 * a new draft replaced (the server stores each draft over the saved letter), are kept in
 * this browser (letter-draft.ts) and come back with the next opening of the editor.
 */
export function useLetterText(userId: string | undefined, application: Application) {
  const saved = application.coverLetter;
  const [stored] = useState(() => (userId ? readLetterDraft(userId, application.id) : null));
  const [text, setText] = useState(stored?.text ?? saved);
  const [kept, setKept] = useState<KeptText | null>(() => {
    if (stored?.other !== undefined && stored.other !== text)
      return {
        text: stored.other,
        note: 'Your letter from before the new draft is kept in this browser.',
        action: 'Restore my letter',
      };
    if (text !== saved)
      return {
        text: saved,
        note: 'Your unsaved changes from this browser are back.',
        action: 'Use the saved letter',
      };
    return null;
  });
  useEffect(() => {
    if (userId) keepLetterDraft(userId, application.id, { text, other: kept?.text }, saved);
  }, [userId, application.id, saved, text, kept]);

  return {
    text,
    setText,
    kept,
    /** Shows the kept text and keeps the shown one in its place. */
    swap() {
      if (!kept) return;
      setKept({ text, note: 'The other version is kept.', action: 'Switch back' });
      setText(kept.text);
    },
    /** A new draft in place of the text, which is kept one click away if it holds anything. */
    replaceWith(draft: string) {
      if (text.trim() !== '' && text !== draft)
        setKept({ text, note: 'A new draft replaced your letter.', action: 'Restore my letter' });
      setText(draft);
    },
    /** The text is saved: the user has chosen, so no other version is kept any more. */
    settle() {
      setKept(null);
    },
  };
}
