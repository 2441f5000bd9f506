import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { Spinner } from '../../../../components/ui/spinner';
import { usePreviewState } from '../../preview/live-preview-context';
import { PdfPages } from '../../../../components/pdf/pdf-pages';
import { DownloadButtons, type DownloadFormat } from '../download-buttons';

/** 'Resume Preview': the finished PDF, with the download buttons (which need an account). */
export function ResumePreviewModal({
  open,
  onClose,
  onDownload,
}: {
  open: boolean;
  onClose: () => void;
  onDownload: (format: DownloadFormat) => void;
}) {
  const { bytes } = usePreviewState();
  return (
    <Modal
      open={open}
      title="Resume Preview"
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Keep Editing
          </Button>
          <DownloadButtons onDownload={onDownload} />
        </>
      }
    >
      <div className="rounded-xl bg-slate-200/70 p-3 sm:p-5">
        {bytes ? (
          <PdfPages bytes={bytes} label="Resume preview" />
        ) : (
          <p className="flex items-center justify-center gap-2 py-16 text-sm text-slate-600">
            <Spinner /> Preparing your resume…
          </p>
        )}
      </div>
    </Modal>
  );
}
