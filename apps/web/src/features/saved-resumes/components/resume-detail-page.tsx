import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { RESUME_NOT_FOUND, useResume } from '../../../lib/api/resumes';
import { DownloadButtons } from './download-buttons';
import { displayName, formatCreated } from './resume-card';
import { ResumePdf } from '../../../components/pdf/resume-pdf';
import { useResumeDownload } from '../../../lib/documents/use-resume-download';

export function ResumeDetailPage() {
  const { id = '' } = useParams();
  const resume = useResume(id);
  const { download, busy } = useResumeDownload();
  const back = (
    <Link to={paths.savedResumes} className={buttonClasses('secondary')}>
      Back to Saved Resumes
    </Link>
  );

  return (
    <PageShell title="Resume Detail" actions={back}>
      {!id && (
        <p role="alert" className="text-red-700">
          No resume ID provided
        </p>
      )}
      {resume.isPending && id && (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Spinner size="sm" /> Loading resume...
        </p>
      )}
      {resume.isError && (
        <p role="alert" className="text-red-700">
          {resume.error.message || RESUME_NOT_FOUND}
        </p>
      )}
      {resume.isSuccess && (
        <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
          <div className="rounded-2xl bg-slate-100 p-3 ring-1 ring-slate-200">
            <ResumePdf
              resume={resume.data}
              cacheKey={[resume.data._id, resume.data.version]}
              label={`Resume of ${displayName(resume.data)}`}
            />
          </div>
          <aside className="h-fit space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-lg font-semibold text-navy-900">{displayName(resume.data)}</h2>
            <p className="text-sm text-slate-500">Created {formatCreated(resume.data.createdAt)}</p>
            <div className="flex flex-col gap-2">
              <DownloadButtons
                busy={busy}
                onDownload={(format) => void download(resume.data, format)}
              />
              <button
                type="button"
                className={buttonClasses('ghost')}
                disabled={busy !== null}
                onClick={() => void download(resume.data, 'print')}
              >
                Print Resume
              </button>
              <Link
                to={`${paths.dashboard}?resume=${encodeURIComponent(resume.data._id)}`}
                className={buttonClasses('ghost')}
              >
                Edit in the builder
              </Link>
            </div>
          </aside>
        </div>
      )}
    </PageShell>
  );
}
