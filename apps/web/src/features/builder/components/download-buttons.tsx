import { Button } from '../../../components/ui/button';

export type DownloadFormat = 'pdf' | 'docx' | 'print';

/** Download PDF, Download Word and Print Resume, most wanted last (it sits at the right). */
export function DownloadButtons({ onDownload }: { onDownload: (format: DownloadFormat) => void }) {
  return (
    <>
      <Button variant="secondary" onClick={() => onDownload('print')}>
        Print Resume
      </Button>
      <Button variant="secondary" onClick={() => onDownload('docx')}>
        Download Word
      </Button>
      <Button variant="gold" onClick={() => onDownload('pdf')}>
        Download PDF
      </Button>
    </>
  );
}
