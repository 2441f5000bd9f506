import { defaultPaper, renderDocx, renderPdf, urlChunkedFonts } from '@shortlist/resume';
import { folder, manifest } from 'virtual:font-chunks';
import type { DocumentRequest } from './protocol';

// The fonts in chunks: a resume fetches only the chunks its characters need (decision 0100).
const fonts = urlChunkedFonts(manifest, folder);

/** One job of the document worker: the file's bytes. */
export const renderDocument = async (
  { format, resume }: DocumentRequest,
  language: string,
): Promise<Uint8Array> => {
  // A resume without a paper size gets the browser's default (Letter in the US and Canada).
  const paper = resume.paper ?? defaultPaper(language);
  return format === 'pdf' ? renderPdf(resume, { fonts, paper }) : renderDocx(resume, { paper });
};
