import type { Resume } from '@shortlist/resume';
import { useEffect } from 'react';
import { DRAFT_KEY, readDraft } from './draft-persistence';
import { fingerprint } from './fingerprint';

/**
 * A visitor's draft open in two tabs of one browser (decision 0200): both write the one stored
 * draft, whole, at every change. Each tab takes in what another tab wrote as soon as it is
 * written (the `storage` event, which fires in the other tabs only), so the next change in
 * either tab writes a draft holding both tabs' text instead of an older whole draft over the
 * other tab's words.
 */
export function useDraftFromOtherTabs(
  enabled: boolean,
  currentResume: () => Resume,
  followResume: (resume: Resume) => void,
) {
  useEffect(() => {
    if (!enabled) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== DRAFT_KEY || event.storageArea !== window.localStorage) return;
      if (event.newValue === null) return;
      const draft = readDraft(event.newValue);
      if (!draft || fingerprint(draft.resume) === fingerprint(currentResume())) return;
      followResume(draft.resume);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [enabled, currentResume, followResume]);
}
