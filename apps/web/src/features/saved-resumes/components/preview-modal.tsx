import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { DownloadFormat } from '../../../lib/documents/use-resume-download';
import type { ResumeRecord } from '@shortlist/contract';
import { DownloadButtons } from './download-buttons';
import { displayName } from './resume-card';
import { ResumePdf } from './resume-pdf';

type Props = {
  resume: ResumeRecord | null;
  onClose: () => void;
  busy: DownloadFormat | null;
  onDownload: (format: DownloadFormat) => void;
};

export function PreviewModal({ resume, onClose, busy, onDownload }: Props) {
  return (
    <Modal
      open={resume !== null}
      title="Resume Preview"
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <DownloadButtons compact busy={busy} onDownload={onDownload} />
        </>
      }
    >
      <div className="rounded-lg bg-slate-100 p-3">
        {resume && <ResumePdf resume={resume} label={`Resume of ${displayName(resume)}`} />}
      </div>
    </Modal>
  );
}
