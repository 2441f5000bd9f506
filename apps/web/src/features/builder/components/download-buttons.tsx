import { Button } from '../../../components/ui/button';

export type DownloadFormat = 'pdf' | 'docx' | 'txt' | 'print';

/** Download PDF, Download Word and Print Resume, most wanted last (it sits at the right). */
export function DownloadButtons({
  onDownload,
  busy = null,
}: {
  onDownload: (format: DownloadFormat) => void;
  /** The format being prepared; all buttons wait meanwhile. */
  busy?: DownloadFormat | null;
}) {
  const button = (format: DownloadFormat, label: string, variant: 'secondary' | 'gold') => (
    <Button
      variant={variant}
      loading={busy === format}
      disabled={busy !== null}
      onClick={() => onDownload(format)}
    >
      {label}
    </Button>
  );
  return (
    <>
      {button('print', 'Print Resume', 'secondary')}
      {button('txt', 'Download TXT', 'secondary')}
      {button('docx', 'Download Word', 'secondary')}
      {button('pdf', 'Download PDF', 'gold')}
    </>
  );
}
