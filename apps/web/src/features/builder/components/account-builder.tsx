import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Spinner } from '../../../components/ui/spinner';
import { useResumeDownload } from '../../../lib/documents/use-resume-download';
import { FreeDownloadsLeft, LockedNotice, useResumeLocked } from '../../payments';
import { ShareButton } from '../../share';
import { paths } from '../../../lib/paths';
import { useResumes } from '../../../lib/api/resumes';
import { useDuplicateForEditing } from '../state/use-duplicate-for-editing';
import type { BuilderControls } from './builder-page';
import type { Step } from '@shortlist/resume';
import { NEW_RESUME, ResumeNotFoundError } from '../state/initial-account-draft';
import { LibraryHeader } from './library-header';
import { HistoryPanel } from './history-panel';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useAccountDraft } from '../state/use-account-draft';
import { BuilderPage } from './builder-page';
import { SyncNotice, SyncStatusLine } from './sync-status';
import { useAccountImport } from '../../import';

type Props = {
  userId: string;
  /** The URL's `?resume=`: an id, 'new', or null (the one edited last). */
  resumeId: string | null;
  /** The URL's `&step=`. */
  step?: number | null;
  /** The builder now edits this resume (the URL should name it). */
  onResume?: (id: string) => void;
  onStep?: (step: Step) => void;
  account?: ReactNode;
  /** The URL's `&match=`: open the job match with this application's posting. */
  match?: string | null;
};

/** The builder for a logged-in user: the draft lives on the server, saving and downloads work. */
export function AccountBuilder({
  userId,
  resumeId,
  step,
  onResume,
  onStep,
  account,
  match,
}: Props) {
  const [currentId, setCurrentId] = useState<string | null>(
    resumeId && resumeId !== NEW_RESUME ? resumeId : null,
  );
  const { state, status } = useAccountDraft(userId, resumeId, {
    onResume: (id) => {
      setCurrentId(id);
      onResume?.(id);
    },
  });
  const [generation, setGeneration] = useState(0);
  const [resolving, setResolving] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const { download, busy } = useResumeDownload();
  const accountImport = useAccountImport();
  const ready = state.phase === 'ready' ? state : null;
  // Read-only when the single plan covers this resume: known from the plan, or from a save
  // the server refused (423). Then nothing more is sent, so no save can be refused again.
  const lockedByPlan = useResumeLocked(ready?.sync.serverId ?? null);
  const locked = lockedByPlan || status.kind === 'locked';
  useEffect(() => {
    if (lockedByPlan) ready?.sync.lock();
  }, [lockedByPlan, ready]);
  const controls = useRef<BuilderControls | null>(null);
  const keepControls = useCallback((c: BuilderControls) => {
    controls.current = c;
  }, []);
  // The copy holds what the builder shows: the locked one has nothing left to send.
  const duplicate = useDuplicateForEditing(() => ready?.sync.forgetUnsent());
  const summaries = useResumes();
  const summary = summaries.data?.pages
    .flatMap((page) => page.items)
    .find((item) => item._id === currentId);
  const savedOnServer = summary?.status === 'saved';

  if (state.phase === 'loading') {
    return (
      <div className="flex min-h-screen items-center justify-center text-navy-700">
        <Spinner size="lg" label="Loading your resume..." />
      </div>
    );
  }
  if (state.phase === 'failed') {
    const notFound = state.error instanceof ResumeNotFoundError;
    return (
      <div
        role="alert"
        className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 px-6 text-center"
      >
        <h1 className="text-2xl font-bold text-navy-900">
          {notFound ? 'Resume not found' : 'Your resume could not be loaded'}
        </h1>
        <p className="text-slate-600">
          {notFound ? 'It may have been deleted.' : state.error.message}
        </p>
        <div className="flex gap-2">
          <Link to={paths.savedResumes} className={buttonClasses('secondary')}>
            My Resumes
          </Link>
          <button
            type="button"
            className={buttonClasses('primary')}
            onClick={() => window.location.reload()}
          >
            Try again
          </button>
        </div>
      </div>
    );
  }

  const { sync, persistence } = state;
  const libraryId = currentId ?? sync.serverId;
  const resolve = async (choice: 'mine' | 'theirs') => {
    setResolving(true);
    try {
      if (choice === 'mine') await sync.keepMine();
      else {
        const { keptInHistory } = await sync.takeTheirs();
        setGeneration((g) => g + 1);
        if (keptInHistory)
          toast.success('The other version is loaded. Your text is in History, to restore it.');
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'That did not work. Please try again.');
    } finally {
      setResolving(false);
    }
  };

  return (
    <>
      {libraryId && (
        <HistoryPanel
          open={historyOpen}
          userId={userId}
          resumeId={libraryId}
          onClose={() => setHistoryOpen(false)}
          beforeRestore={() => sync.sendAllOrRefuse()}
          onRestored={(record) => {
            sync.adopt(record);
            setHistoryOpen(false);
            setGeneration((g) => g + 1);
            toast.success('The earlier version was restored. Your previous text is in History.');
          }}
        />
      )}
      <BuilderPage
        key={generation}
        persistence={persistence}
        account={account}
        matchFor={match}
        saveState={<SyncStatusLine status={status} />}
        readOnly={locked}
        onReady={keepControls}
        notice={
          locked ? (
            <LockedNotice
              duplicating={duplicate.isPending}
              onDuplicate={() => {
                const resume = controls.current?.currentResume();
                if (resume) duplicate.mutate({ resume, title: summary?.title ?? null });
              }}
            />
          ) : (
            <SyncNotice
              status={status}
              busy={resolving}
              onKeepMine={() => void resolve('mine')}
              onTakeTheirs={() => void resolve('theirs')}
            />
          )
        }
        onSave={async (resume) => {
          await sync.saveFinal(resume);
          return 'saved' as const;
        }}
        downloading={busy === 'txt' ? null : busy}
        initialStep={(step ?? null) as Step | null}
        onStepChange={onStep}
        importTarget={accountImport}
        library={
          <LibraryHeader
            resumeId={libraryId}
            tools={
              libraryId && (
                <Button
                  variant="ghost"
                  className="px-3 py-1.5"
                  onClick={() => setHistoryOpen(true)}
                >
                  History
                </Button>
              )
            }
          />
        }
        canDownload={(savedOnServer || locked) && status.kind !== 'conflict'}
        downloadNote={<FreeDownloadsLeft />}
        share={libraryId ? <ShareButton resumeId={libraryId} /> : null}
        onDownload={(format, resume) =>
          // The download saves first: what is downloaded is what the server holds.
          void sync
            .flush()
            .then(() => download({ ...resume, _id: sync.serverId ?? undefined }, format))
        }
      />
    </>
  );
}
