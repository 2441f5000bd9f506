import { fileName, type Resume } from '@shortlist/resume';
import { renderCoverLetterTxt } from '@shortlist/resume/render/cover-letter';
import { renderFile } from './export-client';
import { MIME, saveFile } from './save-file';

export type CoverLetterFormat = 'pdf' | 'docx' | 'txt';

/**
 * Downloads a cover letter in the look of its resume: PDF and DOCX rendered in the export
 * worker, TXT at once. Free on every plan (decision 0310): no grant is asked.
 */
export async function downloadCoverLetter(
  letter: string,
  resume: Resume,
  format: CoverLetterFormat,
) {
  const name = fileName(resume.personalInfo.fullName, format).replace(
    /(^|_)Resume\./,
    '$1Cover_Letter.',
  );
  if (format === 'txt') {
    saveFile(renderCoverLetterTxt(letter, resume), name, MIME.txt);
    return;
  }
  saveFile(await renderFile(resume, format, letter), name, MIME[format]);
}
