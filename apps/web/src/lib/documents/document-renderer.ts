import { defaultPaper, renderDocx, renderPdf, urlChunkedFonts } from '@shortlist/resume';
import { renderCoverLetterDocx, renderCoverLetterPdf } from '@shortlist/resume/render/cover-letter';
import { folder, manifest } from 'virtual:font-chunks';
import type { DocumentRequest } from './protocol';

// The fonts in chunks: a resume fetches only the chunks its characters need (decision 0100).
const fonts = urlChunkedFonts(manifest, folder);

/** One job of the document worker: the file's bytes. */
export const renderDocument = async (
  { format, resume, letter }: DocumentRequest,
  language: string,
): Promise<Uint8Array> => {
  // A resume without a paper size gets the browser's default (Letter in the US and Canada).
  const paper = resume.paper ?? defaultPaper(language);
  if (letter !== undefined)
    return format === 'pdf'
      ? renderCoverLetterPdf(letter, resume, { fonts, paper })
      : renderCoverLetterDocx(letter, resume, { paper });
  return format === 'pdf' ? renderPdf(resume, { fonts, paper }) : renderDocx(resume, { paper });
};
