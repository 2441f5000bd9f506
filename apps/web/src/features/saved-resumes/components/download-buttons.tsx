import { Button } from '../../../components/ui/button';
import type { DownloadFormat } from '../../../lib/documents/use-resume-download';

type Props = {
  busy: DownloadFormat | null;
  onDownload: (format: DownloadFormat) => void;
  /** Short labels for the preview modal ('PDF', 'Word'). */
  compact?: boolean;
};

export function DownloadButtons({ busy, onDownload, compact = false }: Props) {
  return (
    <>
      <Button
        variant="primary"
        loading={busy === 'pdf'}
        disabled={busy !== null}
        onClick={() => onDownload('pdf')}
      >
        {compact ? 'PDF' : 'Download PDF'}
      </Button>
      <Button
        variant="secondary"
        loading={busy === 'docx'}
        disabled={busy !== null}
        onClick={() => onDownload('docx')}
      >
        {compact ? 'Word' : 'Download Word (Editable)'}
      </Button>
      <Button
        variant="secondary"
        loading={busy === 'txt'}
        disabled={busy !== null}
        onClick={() => onDownload('txt')}
      >
        {compact ? 'TXT' : 'Download TXT'}
      </Button>
    </>
  );
}
