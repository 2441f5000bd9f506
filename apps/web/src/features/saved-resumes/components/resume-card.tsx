import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import type { DownloadFormat } from '../../../lib/documents/use-resume-download';
import { paths } from '../../../lib/paths';
import type { ResumeRecord } from '@shortlist/contract';
import { DownloadButtons } from './download-buttons';

export const displayName = (r: ResumeRecord) => r.personalInfo.fullName.trim() || 'Untitled Resume';

export const formatCreated = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

type Props = {
  resume: ResumeRecord;
  busy: DownloadFormat | null;
  onPreview: () => void;
  onDownload: (format: DownloadFormat) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  duplicating: boolean;
};

export function ResumeCard({
  resume,
  busy,
  onPreview,
  onDownload,
  onDuplicate,
  onDelete,
  duplicating,
}: Props) {
  const name = displayName(resume);
  const headline = resume.experience[0]?.position || resume.education[0]?.degree || '';
  return (
    <article
      aria-label={name}
      className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold text-navy-900">
            <Link to={paths.resumeDetail(resume._id)} className="hover:underline">
              {name}
            </Link>
          </h2>
          {headline && <p className="truncate text-sm text-slate-600">{headline}</p>}
          <p className="mt-1 text-xs text-slate-500">Created {formatCreated(resume.createdAt)}</p>
        </div>
        {resume.status === 'draft' && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
            Draft
          </span>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onPreview}>
          Preview Resume
        </Button>
        <DownloadButtons busy={busy} onDownload={onDownload} />
      </div>
      <div className="mt-3 flex flex-wrap gap-1 border-t border-slate-100 pt-3">
        <Link
          to={`${paths.dashboard}?resume=${encodeURIComponent(resume._id)}`}
          className={buttonClasses('ghost', 'px-3 py-1.5')}
        >
          Edit
        </Link>
        <Button variant="ghost" className="px-3 py-1.5" onClick={onDuplicate} loading={duplicating}>
          Duplicate
        </Button>
        <Button
          variant="ghost"
          className="px-3 py-1.5 text-red-700 hover:bg-red-50"
          onClick={onDelete}
        >
          Delete
        </Button>
      </div>
    </article>
  );
}
