import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useResumeDownload } from '../../../lib/documents/use-resume-download';
import { LockedNotice, useResumeLocked } from '../../payments';
import { paths } from '../../../lib/paths';
import { ResumeNotFoundError } from '../state/initial-account-draft';
import { useAccountDraft } from '../state/use-account-draft';
import { BuilderPage } from './builder-page';
import { SyncNotice, SyncStatusLine } from './sync-status';

type Props = { userId: string; resumeId: string | null; account?: ReactNode };

/** The builder for a logged-in user: the draft lives on the server, saving and downloads work. */
export function AccountBuilder({ userId, resumeId, account }: Props) {
  const { state, status } = useAccountDraft(userId, resumeId);
  const [generation, setGeneration] = useState(0);
  const [resolving, setResolving] = useState(false);
  const { download, busy } = useResumeDownload();
  const locked = useResumeLocked(state.phase === 'ready' ? state.sync.serverId : null);

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
  const resolve = async (choice: 'mine' | 'theirs') => {
    setResolving(true);
    try {
      if (choice === 'mine') await sync.keepMine();
      else {
        await sync.takeTheirs();
        setGeneration((g) => g + 1);
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'That did not work. Please try again.');
    } finally {
      setResolving(false);
    }
  };

  return (
    <BuilderPage
      key={generation}
      persistence={persistence}
      account={account}
      saveState={<SyncStatusLine status={status} />}
      readOnly={locked}
      notice={
        locked ? (
          <LockedNotice />
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
      downloading={busy}
      onDownload={(format, resume) =>
        void download({ ...resume, _id: sync.serverId ?? undefined }, format)
      }
    />
  );
}
