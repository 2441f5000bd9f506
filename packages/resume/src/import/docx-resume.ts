import { sectionsToResume } from './assemble';
import { docxLines } from './docx';
import { toSections } from './sections';
import type { Resume } from '../schema/resume';
import type { FileImportReport, Section } from './types';

/** A resume from a Word file: paragraphs → lines → sections → entries → our fields. */
export const docxToResume = async (
  bytes: Uint8Array,
): Promise<{ resume: Resume; report: FileImportReport; sections: Section[] }> => {
  const sections = toSections(await docxLines(bytes));
  return { ...sectionsToResume(sections), sections };
};
