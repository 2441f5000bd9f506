import { resumeDocumentOf } from '@shortlist/contract';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ResumePdf } from '../../../components/pdf/resume-pdf';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminResume } from '../../../lib/api/admin';

/** 'Resume Preview': the real PDF, rendered in the document worker (spec section 2). */
export function AdminResumePreview({ id, onClose }: { id: string | null; onClose: () => void }) {
  const resume = useAdminResume(id);
  const record = resume.data;
  const loading = (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
      <Spinner size="sm" /> Preparing the preview...
    </p>
  );
  return (
    <Modal
      open={id !== null}
      title="Resume Preview"
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="rounded-lg bg-slate-100 p-3">
        {resume.isError ? (
          <p role="alert" className="py-10 text-center text-red-700">
            {resume.error.message}
          </p>
        ) : record ? (
          <ResumePdf
            resume={resumeDocumentOf(record)}
            cacheKey={['admin', record._id, record.version]}
            label={`Resume of ${record.personalInfo.fullName || 'Untitled Resume'}`}
          />
        ) : (
          loading
        )}
      </div>
    </Modal>
  );
}
