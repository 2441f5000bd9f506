import { resumeDocumentOf } from '@shortlist/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PdfPages } from '../../../components/pdf/pdf-pages';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminResume } from '../../../lib/api/admin';
import { renderFile } from '../../../lib/documents/export-client';

/** 'Resume Preview': the real PDF, rendered in the document worker (spec section 2). */
export function AdminResumePreview({ id, onClose }: { id: string | null; onClose: () => void }) {
  const resume = useAdminResume(id);
  const record = resume.data;
  const pdf = useQuery({
    queryKey: ['admin-resume-pdf', record?._id, record?.version],
    queryFn: () => renderFile(resumeDocumentOf(record!), 'pdf'),
    enabled: record !== undefined,
    staleTime: Infinity,
    retry: false,
  });
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
        ) : pdf.isError ? (
          <p role="alert" className="py-10 text-center text-red-700">
            Failed to generate PDF. Please try again.
          </p>
        ) : pdf.data && record ? (
          <PdfPages
            bytes={pdf.data}
            label={`Resume of ${record.personalInfo.fullName || 'Untitled Resume'}`}
          />
        ) : (
          loading
        )}
      </div>
    </Modal>
  );
}
