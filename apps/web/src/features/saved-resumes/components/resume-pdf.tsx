import type { Resume } from '@shortlist/resume';
import { useQuery } from '@tanstack/react-query';
import { PdfPages } from '../../../components/pdf/pdf-pages';
import { Spinner } from '../../../components/ui/spinner';
import { renderFile } from '../../../lib/documents/export-client';

/** The real PDF of a resume, rendered in the export worker and drawn page by page. */
export function ResumePdf({
  resume,
  label,
}: {
  resume: Resume & { _id: string; version: number };
  label: string;
}) {
  const pdf = useQuery({
    queryKey: ['resume-pdf', resume._id, resume.version, resume.templateId],
    queryFn: () => renderFile(resume, 'pdf'),
    staleTime: Infinity,
    retry: false,
  });
  if (pdf.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
        <Spinner size="sm" /> Preparing the preview...
      </p>
    );
  }
  if (pdf.isError) {
    return (
      <p role="alert" className="py-10 text-center text-red-700">
        Failed to generate PDF. Please try again.
      </p>
    );
  }
  return <PdfPages bytes={pdf.data} label={label} />;
}
