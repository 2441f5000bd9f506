import { DownloadButtons, type DownloadFormat } from './download-buttons';

/** After a successful save (accounts): the downloads replace the save prompt. */
export function DownloadPanel({
  onDownload,
  busy,
}: {
  onDownload: (format: DownloadFormat) => void;
  busy?: DownloadFormat | null;
}) {
  return (
    <div role="status" className="mb-5 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
      <p className="font-semibold text-emerald-900">Your resume is saved.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <DownloadButtons onDownload={onDownload} busy={busy} />
      </div>
    </div>
  );
}
