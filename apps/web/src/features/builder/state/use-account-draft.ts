import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { resumeWrites } from '../../../lib/api/resumes';
import type { DraftPersistence } from './draft-persistence';
import { DraftSync, type SyncStatus } from './draft-sync';
import { loadAccountDraft } from './initial-account-draft';
import { emptyResume } from '@shortlist/resume';

type State =
  | { phase: 'loading' }
  | { phase: 'failed'; error: Error }
  | { phase: 'ready'; sync: DraftSync; persistence: DraftPersistence };

/**
 * The logged-in builder's draft: loaded once (server, local copy, visitor draft), then kept in
 * step with the server by a DraftSync for as long as the builder is open.
 */
export function useAccountDraft(userId: string, resumeId: string | null) {
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [status, setStatus] = useState<SyncStatus>({ kind: 'idle' });
  const queryClient = useQueryClient();

  useEffect(() => {
    let sync: DraftSync | null = null;
    let cancelled = false;
    const api = resumeWrites(queryClient);
    loadAccountDraft({ userId, resumeId, api }).then(
      (initial) => {
        if (cancelled) return;
        sync = new DraftSync({
          userId,
          api,
          storage: window.localStorage,
          initial: initial ?? {
            draft: { resume: emptyResume(), step: 1, updatedAt: new Date(0).toISOString() },
            serverId: null,
            version: null,
            dirty: false,
          },
          onStatus: setStatus,
        });
        const live = sync;
        setState({
          phase: 'ready',
          sync: live,
          persistence: {
            load: () => ({ draft: initial ? live.latest.draft : null }),
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
      sync?.dispose();
    };
  }, [userId, resumeId, queryClient]);

  return { state, status };
}
