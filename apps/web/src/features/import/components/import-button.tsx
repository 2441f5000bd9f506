import { IMPORT_ACCEPT, type FileImport } from '@shortlist/resume';
import { useRef, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { readImportFile } from '../read-import';
import { ImportReview } from './import-review';

/** Where an imported resume goes: the review's button, a word above the lists, and the opening. */
export type ImportTarget = {
  describe: () => { openLabel: string; notice?: ReactNode };
  open: (result: FileImport) => Promise<void>;
};

type Props = {
  target: ImportTarget;
  label?: string;
  variant?: 'primary' | 'secondary' | 'ghost';
  className?: string;
};

/**
 * 'Import': a PDF, a Word file, a LinkedIn data export or a JSON resume, read in the browser,
 * reviewed (what was read, what was left out), then opened as a new resume by the target.
 */
export function ImportButton({
  target,
  label = 'Import',
  variant = 'secondary',
  className,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState<string | null>(null);
  const [imported, setImported] = useState<{ fileName: string; result: FileImport } | null>(null);
  const [described, setDescribed] = useState<ReturnType<ImportTarget['describe']>>({
    openLabel: 'Open as a new resume',
  });
  const [opening, setOpening] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setReading(file.name);
    try {
      const result = await readImportFile(file);
      setDescribed(target.describe());
      setImported({ fileName: file.name, result });
    } catch (error) {
      toast.error(
        `Could not import ${file.name}: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
    } finally {
      setReading(null);
    }
  };

  const open = async () => {
    if (!imported) return;
    setOpening(true);
    try {
      await target.open(imported.result);
      setImported(null);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The resume could not be opened.');
    } finally {
      setOpening(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={IMPORT_ACCEPT}
        className="hidden"
        aria-hidden="true"
        tabIndex={-1}
        data-testid="import-resume-file"
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button
        variant={variant}
        className={className}
        loading={reading !== null}
        title="Import a PDF, Word file, LinkedIn data export or JSON resume"
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      {reading && (
        <span role="status" className="sr-only">
          Reading {reading}…
        </span>
      )}
      <ImportReview
        imported={imported}
        openLabel={described.openLabel}
        notice={described.notice}
        opening={opening}
        onOpen={() => void open()}
        onCancel={() => setImported(null)}
      />
    </>
  );
}
