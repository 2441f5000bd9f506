import type { Resume } from '@shortlist/resume';
import { useQuery } from '@tanstack/react-query';
import { renderFile } from '../../lib/documents/export-client';
import { Spinner } from '../ui/spinner';
import { PdfPages } from './pdf-pages';

/**
 * A stored resume shown as its real PDF: rendered by `renderPdf()` in the document worker
 * (the same rendering as the live preview and the download) and drawn page by page. The one
 * component for every stored resume: My Resumes, the admin's preview, a shared link.
 */
export function ResumePdf({
  resume,
  label,
  cacheKey,
}: {
  resume: Resume;
  label: string;
  /** What identifies this content (id and version, a link's slug): the PDF is made once per key. */
  cacheKey: readonly unknown[];
}) {
  const pdf = useQuery({
    queryKey: ['resume-pdf', ...cacheKey, resume.templateId],
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
