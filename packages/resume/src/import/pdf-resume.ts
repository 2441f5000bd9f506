import { pdfLines } from './lines';
import { sectionsToResume } from './assemble';
import { toSections } from './sections';
import type { PdfPageText, Section } from './types';
import type { Resume } from '../schema/resume';
import type { FileImportReport } from './types';

/**
 * A resume from a PDF's text items (pdf.js): items → lines (columns, reading order) →
 * sections (headings) → entries → our fields. Pure: the same items give the same resume.
 */
export const pdfItemsToResume = (
  pages: PdfPageText[],
): { resume: Resume; report: FileImportReport; sections: Section[] } => {
  const sections = toSections(pdfLines(pages));
  return { ...sectionsToResume(sections), sections };
};
