import type { ReactNode } from 'react';
import { DownloadButtons, type DownloadFormat } from './download-buttons';

/**
 * After a successful save (accounts): the downloads replace the save prompt, with what a
 * download costs (`note`) and the way to share the resume (`share`).
 */
export function DownloadPanel({
  onDownload,
  busy,
  locked = false,
  note,
  share,
}: {
  onDownload: (format: DownloadFormat) => void;
  busy?: DownloadFormat | null;
  /** Read-only (the single plan covers it): downloads only. */
  locked?: boolean;
  note?: ReactNode;
  share?: ReactNode;
}) {
  return (
    <div role="status" className="mb-5 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
      <p className="font-semibold text-emerald-900">
        {locked
          ? 'This resume is covered by your Single plan: download or print it in every format.'
          : 'Your resume is saved.'}
      </p>
      {note && <div className="mt-2 text-sm">{note}</div>}
      <div className="mt-3 flex flex-wrap gap-2">
        <DownloadButtons onDownload={onDownload} busy={busy} />
        {share}
      </div>
    </div>
  );
}
