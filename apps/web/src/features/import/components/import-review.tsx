import type { FileImport } from '@shortlist/resume';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

const FORMATS: Record<FileImport['format'], string> = {
  pdf: 'PDF',
  docx: 'Word document',
  linkedin: 'LinkedIn data export',
  json: 'JSON resume',
};

type Props = {
  /** The file's name and what was read from it; null: closed. */
  imported: { fileName: string; result: FileImport } | null;
  /** The primary action ('Open as a new resume'). */
  openLabel: string;
  /** Said above the lists (where the resume will go). */
  notice?: ReactNode;
  opening?: boolean;
  onOpen: () => void;
  onCancel: () => void;
};

/**
 * The review of an import: what was read (name, contact, each section) and what was left
 * out, the same list the command line prints; then the resume opens as a new one.
 */
export function ImportReview({
  imported,
  openLabel,
  notice,
  opening = false,
  onOpen,
  onCancel,
}: Props) {
  const report = imported?.result.report;
  return (
    <Modal
      open={imported !== null}
      title="Review your import"
      onClose={onCancel}
      dismissible={!opening}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={opening}>
            Cancel
          </Button>
          <Button onClick={onOpen} loading={opening}>
            {openLabel}
          </Button>
        </>
      }
    >
      {imported && report && (
        <div className="space-y-4 text-sm text-slate-700">
          <p>
            <strong className="break-all text-navy-900">{imported.fileName}</strong> (
            {FORMATS[imported.result.format]}) was read in your browser; nothing was uploaded.
          </p>
          {notice}
          <section aria-labelledby="import-read">
            <h3 id="import-read" className="font-semibold text-navy-900">
              What we read
            </h3>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {report.read.map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="import-left-out">
            <h3 id="import-left-out" className="font-semibold text-navy-900">
              What was left out
            </h3>
            {report.leftOut.length ? (
              <>
                <ul className="mt-1 max-h-48 list-disc space-y-0.5 overflow-y-auto pl-5">
                  {report.leftOut.map((line, index) => (
                    <li key={`${index}:${line}`} className="break-words">
                      {line}
                    </li>
                  ))}
                </ul>
                <p className="mt-1 text-xs text-slate-500">
                  Add what you need by hand once the resume is open.
                </p>
              </>
            ) : (
              <p className="mt-1">Nothing: every line found a place.</p>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
