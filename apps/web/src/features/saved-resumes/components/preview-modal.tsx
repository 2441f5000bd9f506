import type { ResumeSummary } from '@shortlist/contract';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useResume } from '../../../lib/api/resumes';
import type { DownloadFormat } from '../../../lib/documents/use-resume-download';
import { DownloadButtons } from './download-buttons';
import { displayName } from './resume-card';
import { ResumePdf } from '../../../components/pdf/resume-pdf';
import { AtsCheck } from '../../ats-check';

type Props = {
  summary: ResumeSummary | null;
  onClose: () => void;
  busy: DownloadFormat | null;
  onDownload: (format: DownloadFormat) => void;
};

/** The preview of one card: the whole resume is loaded by id when the modal opens. */
export function PreviewModal({ summary, onClose, busy, onDownload }: Props) {
  return (
    <Modal
      open={summary !== null}
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
        {summary && <LoadedPdf summary={summary} />}
      </div>
    </Modal>
  );
}

function LoadedPdf({ summary }: { summary: ResumeSummary }) {
  const resume = useResume(summary._id);
  if (resume.isPending)
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
        <Spinner size="sm" /> Loading the resume...
      </p>
    );
  if (resume.isError)
    return (
      <p role="alert" className="py-10 text-center text-red-700">
        {resume.error.message}
      </p>
    );
  return (
    <>
      <ResumePdf
        resume={resume.data}
        cacheKey={[resume.data._id, resume.data.version]}
        label={`Resume of ${displayName(summary)}`}
      />
      <AtsCheck resume={resume.data} />
    </>
  );
}
