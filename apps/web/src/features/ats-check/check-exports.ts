import type { ImportOptions, Resume } from '@shortlist/resume';
import type { AtsItem } from '@shortlist/resume/import/ats-check';

export type ExportKind = 'pdf' | 'docx';

/** How the check gets the user's files and opens a PDF: the app's worker and pdf.js by default. */
export interface AtsReaders {
  render: (resume: Resume, format: ExportKind) => Promise<Uint8Array>;
  openPdf: ImportOptions['openPdf'];
}

export interface AtsFileCheck {
  format: ExportKind;
  items: AtsItem[];
  /** Set when the file could not be read at all. */
  error?: string;
}

const browserReaders = async (): Promise<AtsReaders> => {
  const [{ renderFile }, { openPdf }] = await Promise.all([
    import('../../lib/documents/export-client'),
    import('../../components/pdf/pdfjs'),
  ]);
  return { render: renderFile, openPdf };
};

/**
 * "What an ATS sees" (decision 0112): the user's own PDF and Word files, made as a download
 * makes them, read back in this browser by the import's parsers and compared field by field
 * with what the user wrote. Nothing is sent anywhere; the parsers load on first use.
 */
export async function checkExports(resume: Resume, readers?: AtsReaders): Promise<AtsFileCheck[]> {
  const [use, { importFile }, { atsReadOfResume, compareAts }] = await Promise.all([
    readers ?? browserReaders(),
    import('@shortlist/resume/import/import-file'),
    import('@shortlist/resume/import/ats-check'),
  ]);
  const expected = atsReadOfResume(resume);
  const check = async (format: ExportKind): Promise<AtsFileCheck> => {
    try {
      const bytes = await use.render(resume, format);
      const read = await importFile({ name: `resume.${format}`, bytes }, { openPdf: use.openPdf });
      return { format, items: compareAts(expected, atsReadOfResume(read.resume)) };
    } catch (error) {
      return { format, items: [], error: (error as Error).message };
    }
  };
  // One after the other: both go through the one document worker.
  const pdf = await check('pdf');
  const docx = await check('docx');
  return [pdf, docx];
}
