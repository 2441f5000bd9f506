import type { ResumeRecord } from '@shortlist/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PdfPages } from '../../../components/pdf/pdf-pages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { resumesApi, versionQuery, versionsQuery } from '../../../lib/api/resumes';
import { renderFile } from '../../../lib/documents/export-client';

type Props = {
  open: boolean;
  userId: string;
  resumeId: string;
  onClose: () => void;
  /** Called with the resume as the server holds it after a restore. */
  onRestored: (record: ResumeRecord) => void;
  /** Waits for pending saves before a restore (so they become a version too). */
  beforeRestore: () => Promise<void>;
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** History: the kept earlier contents of this resume; preview one, restore it. */
export function HistoryPanel({
  open,
  userId,
  resumeId,
  onClose,
  onRestored,
  beforeRestore,
}: Props) {
  const versions = useQuery({ ...versionsQuery(userId, resumeId), enabled: open });
  const [selected, setSelected] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const items = versions.data?.items ?? [];
  const chosen = selected ?? items[0]?.version ?? null;

  const restore = async () => {
    if (chosen === null) return;
    setRestoring(true);
    setError(null);
    try {
      await beforeRestore();
      onRestored(await resumesApi.restore(resumeId, chosen));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Restoring failed. Please try again.');
    } finally {
      setRestoring(false);
    }
  };

  return (
    <Modal
      open={open}
      title="History"
      onClose={onClose}
      size="full"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <Button
            variant="primary"
            disabled={chosen === null}
            loading={restoring}
            onClick={() => void restore()}
          >
            Restore this version
          </Button>
        </>
      }
    >
      {versions.isPending && (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Spinner size="sm" /> Loading the history...
        </p>
      )}
      {versions.isError && (
        <p role="alert" className="text-red-700">
          {versions.error.message}
        </p>
      )}
      {versions.isSuccess && items.length === 0 && (
        <p className="text-slate-600">
          No earlier versions yet: each save keeps the text it replaces.
        </p>
      )}
      {items.length > 0 && (
        <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
          <ol aria-label="Earlier versions" className="max-h-[60vh] space-y-1 overflow-y-auto">
            {items.map((item) => (
              <li key={item.version}>
                <button
                  type="button"
                  aria-pressed={item.version === chosen}
                  onClick={() => setSelected(item.version)}
                  className={`w-full rounded-lg px-3 py-2 text-left text-sm ${
                    item.version === chosen
                      ? 'bg-navy-900 text-white'
                      : 'bg-white text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50'
                  }`}
                >
                  <span className="block font-medium">{when(item.updatedAt)}</span>
                  <span className="block truncate text-xs opacity-80">
                    Version {item.version} · {item.title}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <div className="rounded-lg bg-slate-100 p-3">
            {chosen !== null && (
              <VersionPreview userId={userId} resumeId={resumeId} version={chosen} />
            )}
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-3 text-red-700">
          {error}
        </p>
      )}
    </Modal>
  );
}

function VersionPreview({
  userId,
  resumeId,
  version,
}: {
  userId: string;
  resumeId: string;
  version: number;
}) {
  const record = useQuery(versionQuery(userId, resumeId, version));
  const pdf = useQuery({
    queryKey: ['version-pdf', resumeId, version],
    queryFn: () => renderFile(record.data as ResumeRecord, 'pdf'),
    enabled: record.isSuccess,
    staleTime: Infinity,
    retry: false,
  });
  if (record.isError || pdf.isError)
    return (
      <p role="alert" className="py-10 text-center text-red-700">
        This version could not be shown.
      </p>
    );
  return (
    <div>
      {record.data && (
        <p className="mb-2 text-sm font-semibold text-navy-900" data-testid="version-name">
          {record.data.personalInfo.fullName || 'Untitled Resume'}
        </p>
      )}
      {pdf.data ? (
        <PdfPages bytes={pdf.data} label={`Version ${version}`} />
      ) : (
        <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
          <Spinner size="sm" /> Preparing the preview...
        </p>
      )}
    </div>
  );
}
