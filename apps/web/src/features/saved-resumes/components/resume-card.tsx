import type { ResumeSummary } from '@shortlist/contract';
import { findTemplate } from '@shortlist/resume';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { RenameForm } from '../../../components/ui/rename-form';
import type { DownloadFormat } from '../../../lib/documents/use-resume-download';
import { paths } from '../../../lib/paths';
import { ShareButton } from '../../share';
import { DownloadButtons } from './download-buttons';

export const displayName = (r: Pick<ResumeSummary, 'title'>) => r.title.trim() || 'Untitled Resume';

export const formatCreated = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** 'edited just now', 'edited 5 min ago', 'edited 3 h ago', 'edited 2 days ago', then the date. */
export function editedAgo(iso: string, now: number = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'edited just now';
  if (minutes < 60) return `edited ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `edited ${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `edited ${days} day${days === 1 ? '' : 's'} ago`;
  return `edited ${formatCreated(iso)}`;
}

type Props = {
  resume: ResumeSummary;
  busy: DownloadFormat | null;
  onPreview: () => void;
  onDownload: (format: DownloadFormat) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onRename: (title: string) => Promise<unknown>;
  duplicating: boolean;
};

export function ResumeCard({
  resume,
  busy,
  onPreview,
  onDownload,
  onDuplicate,
  onDelete,
  onRename,
  duplicating,
}: Props) {
  const name = displayName(resume);
  const [renaming, setRenaming] = useState(false);
  return (
    <article
      aria-label={name}
      // min-w-0: a grid item would otherwise grow to its longest unbroken line (a long title)
      // and push the page wider than a phone's screen.
      className="flex min-w-0 flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          {renaming ? (
            <RenameForm
              title={name}
              onCancel={() => setRenaming(false)}
              onSave={(title) => onRename(title).then(() => setRenaming(false))}
            />
          ) : (
            <h2 className="truncate text-lg font-semibold text-navy-900">
              <Link to={paths.resumeDetail(resume._id)} className="hover:underline">
                {name}
              </Link>
            </h2>
          )}
          <p className="truncate text-sm text-slate-600">
            {findTemplate(resume.templateId).name} template
          </p>
          <p className="mt-1 text-xs text-slate-500">
            <time dateTime={resume.updatedAt} title={new Date(resume.updatedAt).toLocaleString()}>
              {editedAgo(resume.updatedAt)}
            </time>
            {' · '}
            <span>Created {formatCreated(resume.createdAt)}</span>
          </p>
        </div>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            resume.status === 'draft'
              ? 'bg-amber-100 text-amber-800'
              : 'bg-emerald-100 text-emerald-800'
          }`}
        >
          {resume.status === 'draft' ? 'Draft' : 'Saved'}
        </span>
      </div>
      <div className="mt-3">
        <div
          role="progressbar"
          aria-label={`${name}: progress`}
          aria-valuenow={resume.progressPercentage}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-1.5 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="h-full rounded-full bg-emerald-500"
            style={{ width: `${resume.progressPercentage}%` }}
          />
        </div>
        <p className="mt-1 text-xs text-slate-500">
          {resume.progressPercentage}% complete · {resume.completeStep} of 7 steps
        </p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onPreview}>
          Preview Resume
        </Button>
        <DownloadButtons busy={busy} onDownload={onDownload} />
      </div>
      <div className="mt-3 flex flex-wrap gap-1 border-t border-slate-100 pt-3">
        <Link to={paths.builder(resume._id)} className={buttonClasses('ghost', 'px-3 py-1.5')}>
          Edit
        </Link>
        <Button variant="ghost" className="px-3 py-1.5" onClick={() => setRenaming(true)}>
          Rename
        </Button>
        <Button variant="ghost" className="px-3 py-1.5" onClick={onDuplicate} loading={duplicating}>
          Duplicate
        </Button>
        <ShareButton resumeId={resume._id} name={name} variant="ghost" className="px-3 py-1.5" />
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
