import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { emptyResume } from '@shortlist/resume';
import { resumeWrites } from '../../../lib/api/resumes';
import { registerPendingSaves } from '../../../lib/session/pending-saves';
import type { DraftPersistence } from './draft-persistence';
import { DraftSync, type SyncStatus } from './draft-sync';
import { HANDED_OVER, handOverVisitorDraft, loadAccountDraft } from './initial-account-draft';
import { addPendingImport } from './pending-import';

type State =
  | { phase: 'loading' }
  | { phase: 'failed'; error: Error }
  | { phase: 'ready'; sync: DraftSync; persistence: DraftPersistence };

type Callbacks = {
  /**
   * The builder now edits this resume: the one edited last, a blank one that was just
   * stored, or a browser draft handed over at login. The URL should name it.
   */
  onResume: (id: string) => void;
};

/**
 * The logged-in builder's draft: a visitor's browser draft is handed over first (a new
 * resume, decision 0201), then the resume is loaded and kept in step with the server by a
 * DraftSync for as long as the builder is open.
 */
export function useAccountDraft(userId: string, requested: string | null, callbacks: Callbacks) {
  // The resume asked for when the builder opened; the URL then follows the builder (the
  // builder is remounted, with a new key, when the user opens another one).
  const [resumeId] = useState(requested);
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [status, setStatus] = useState<SyncStatus>({ kind: 'idle' });
  const queryClient = useQueryClient();
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  useEffect(() => {
    let sync: DraftSync | null = null;
    let unregister = () => {};
    let cancelled = false;
    const api = resumeWrites(queryClient);
    const open = async () => {
      let target = resumeId;
      try {
        const added = await handOverVisitorDraft({ userId, api });
        if (added) {
          toast.success(HANDED_OVER, { toastId: 'handed-over' });
          target = added._id;
        }
      } catch (error) {
        // Kept in this browser for the next time; the account's resumes are untouched.
        toast.error(
          `The resume you started in this browser could not be added yet: ${(error as Error).message}`,
          { toastId: 'hand-over-failed' },
        );
      }
      try {
        // A resume imported while this browser's draft held another: a new resume too.
        const imported = await addPendingImport({ api });
        if (imported) {
          toast.success(`${imported.title} was added to your resumes.`, { toastId: 'imported' });
          target = imported._id;
        }
      } catch (error) {
        toast.error(`The imported resume could not be added yet: ${(error as Error).message}`, {
          toastId: 'import-failed',
        });
      }
      return loadAccountDraft({ userId, resumeId: target, api });
    };
    open().then(
      ({ copy, resumeId: opened }) => {
        if (cancelled) return;
        if (opened && opened !== resumeId) latest.current.onResume(opened);
        sync = new DraftSync({
          userId,
          api,
          storage: window.localStorage,
          initial: copy ?? {
            draft: { resume: emptyResume(), step: 1, updatedAt: new Date(0).toISOString() },
            serverId: null,
            version: null,
            dirty: false,
          },
          onStatus: setStatus,
          onServerId: (id) => latest.current.onResume(id),
        });
        const live = sync;
        unregister = registerPendingSaves(live);
        setState({
          phase: 'ready',
          sync: live,
          persistence: {
            // A blank resume starts blank; once stored (or restored, or replaced by the other
            // device's version) the builder opens again on what the sync holds.
            load: () => ({ draft: copy || live.serverId ? live.latest.draft : null }),
            save: (draft) => live.queue(draft),
            clear: () => {},
          },
        });
      },
      (error: unknown) =>
        !cancelled &&
        setState({
          phase: 'failed',
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      cancelled = true;
      unregister();
      sync?.dispose();
    };
  }, [userId, resumeId, queryClient]);

  return { state, status };
}
