import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { buttonClasses } from '../../../components/ui/button';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import type { ResumeRecord } from '@shortlist/contract';
import { useDeleteResume, useDuplicateResume, useResumes } from '../../../lib/api/resumes';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { PreviewModal } from './preview-modal';
import { displayName, ResumeCard } from './resume-card';
import { useResumeDownload } from '../../../lib/documents/use-resume-download';
import { FreeDownloadsLeft } from '../../payments';

export function SavedResumesPage() {
  const resumes = useResumes();
  const remove = useDeleteResume();
  const duplicate = useDuplicateResume();
  const { download, busy } = useResumeDownload();
  const [previewing, setPreviewing] = useState<ResumeRecord | null>(null);
  const [deleting, setDeleting] = useState<ResumeRecord | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const onDownload = (resume: ResumeRecord, format: Parameters<typeof download>[1]) => {
    setBusyId(resume._id);
    void download(resume, format).finally(() => setBusyId(null));
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
        <Link to={paths.dashboard} className={buttonClasses('secondary')}>
          Back to Dashboard
        </Link>
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
      {resumes.isSuccess && resumes.data.length === 0 && (
        <div className="rounded-2xl border-2 border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-700">
            No resumes found. Create your first resume in the dashboard!
          </p>
          <Link to={paths.dashboard} className={buttonClasses('primary', 'mt-4')}>
            Create Your Resume
          </Link>
        </div>
      )}
      {resumes.isSuccess && resumes.data.length > 0 && (
        <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {resumes.data.map((resume) => (
            <ResumeCard
              key={resume._id}
              resume={resume}
              busy={busyId === resume._id ? busy : null}
              onPreview={() => setPreviewing(resume)}
              onDownload={(format) => onDownload(resume, format)}
              onDuplicate={() =>
                duplicate.mutate(resume._id, {
                  onSuccess: () => toast.success('A copy was added to your resumes.'),
                  onError: (e) => toast.error(e.message),
                })
              }
              duplicating={duplicate.isPending && duplicate.variables === resume._id}
              onDelete={() => setDeleting(resume)}
            />
          ))}
        </div>
      )}
      <PreviewModal
        resume={previewing}
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
