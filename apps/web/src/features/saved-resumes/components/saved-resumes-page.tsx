import type { ResumeSummary } from '@shortlist/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import {
  newIdempotencyKey,
  resumeQuery,
  useDeleteResume,
  useDuplicateResume,
  useRenameResume,
  useResumes,
} from '../../../lib/api/resumes';
import { useResumeDownload } from '../../../lib/documents/use-resume-download';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session-context';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { PreviewModal } from './preview-modal';
import { displayName, ResumeCard } from './resume-card';
import { FreeDownloadsLeft } from '../../payments';
import { ImportButton, useAccountImport } from '../../import';

/** My Resumes: one card per resume (summaries, 50 a page), newest edit first. */
export function SavedResumesPage() {
  const { user } = useSession();
  const resumes = useResumes();
  const remove = useDeleteResume();
  const duplicate = useDuplicateResume();
  const rename = useRenameResume();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { download, busy } = useResumeDownload();
  const accountImport = useAccountImport();
  const [previewing, setPreviewing] = useState<ResumeSummary | null>(null);
  const [deleting, setDeleting] = useState<ResumeSummary | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const items = resumes.data?.pages.flatMap((page) => page.items) ?? [];

  const onDownload = (summary: ResumeSummary, format: Parameters<typeof download>[1]) => {
    setBusyId(summary._id);
    void queryClient
      .fetchQuery(resumeQuery(user?.id ?? '', summary._id))
      .then((resume) => download(resume, format))
      .catch((e: unknown) => toast.error(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusyId(null));
  };
  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(`${displayName(deleting)} was deleted.`);
        setDeleting(null);
      },
      onError: (e) => toast.error(e.message),
    });
  };

  return (
    <PageShell
      title="Saved Resumes"
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={paths.newResume} className={buttonClasses('primary')}>
            New resume
          </Link>
          <ImportButton target={accountImport} />
          <Link to={paths.dashboard} className={buttonClasses('secondary')}>
            Back to Dashboard
          </Link>
        </div>
      }
    >
      <FreeDownloadsLeft />
      {resumes.isPending && (
        <p className="flex items-center gap-2 text-slate-600" role="status">
          <Spinner size="sm" /> Loading resumes...
        </p>
      )}
      {resumes.isError && (
        <p role="alert" className="text-red-700">
          {resumes.error.message || 'Failed to fetch resumes'}
        </p>
      )}
      {resumes.isSuccess && items.length === 0 && (
        <div className="rounded-2xl border-2 border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-700">
            No resumes found. Create your first resume in the dashboard!
          </p>
          <Link to={paths.newResume} className={buttonClasses('primary', 'mt-4')}>
            Create Your Resume
          </Link>
        </div>
      )}
      {resumes.isSuccess && items.length > 0 && (
        <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {items.map((resume) => (
            <ResumeCard
              key={resume._id}
              resume={resume}
              busy={busyId === resume._id ? busy : null}
              onPreview={() => setPreviewing(resume)}
              onDownload={(format) => onDownload(resume, format)}
              onRename={(title) =>
                rename.mutateAsync({ id: resume._id, title }).then(() => {
                  toast.success(`Renamed to ${title}.`);
                })
              }
              onDuplicate={() =>
                duplicate.mutate(
                  { id: resume._id, key: newIdempotencyKey() },
                  {
                    onSuccess: (copy) => {
                      toast.success(`${copy.title} was added to your resumes.`);
                      void navigate(paths.builder(copy._id));
                    },
                    onError: (e) => toast.error(e.message),
                  },
                )
              }
              duplicating={duplicate.isPending && duplicate.variables?.id === resume._id}
              onDelete={() => setDeleting(resume)}
            />
          ))}
        </div>
      )}
      {resumes.hasNextPage && (
        <div className="mt-6 text-center">
          <Button
            variant="secondary"
            loading={resumes.isFetchingNextPage}
            onClick={() => void resumes.fetchNextPage()}
          >
            Show more
          </Button>
        </div>
      )}
      <PreviewModal
        summary={previewing}
        onClose={() => setPreviewing(null)}
        busy={previewing && busyId === previewing._id ? busy : null}
        onDownload={(format) => previewing && onDownload(previewing, format)}
      />
      <ConfirmDeleteModal
        name={deleting ? displayName(deleting) : null}
        onCancel={() => setDeleting(null)}
        onConfirm={onConfirmDelete}
        deleting={remove.isPending}
      />
    </PageShell>
  );
}
