import { defaultPaper, renderDocx, renderPdfDocument, urlChunkedFonts } from '@shortlist/resume';
import { folder, manifest } from 'virtual:font-chunks';
import type { DocumentRequest } from './protocol';

// The fonts in chunks: a resume fetches only the chunks its characters need (decision 0100).
const fonts = urlChunkedFonts(manifest, folder);

/** One job of the document worker: the file's bytes, and for a PDF its pages' fingerprints. */
export const renderDocument = async (
  { format, resume }: DocumentRequest,
  language: string,
): Promise<{ bytes: Uint8Array; pageKeys?: string[] }> => {
  // A resume without a paper size gets the browser's default (Letter in the US and Canada).
  const paper = resume.paper ?? defaultPaper(language);
  if (format === 'docx') return { bytes: await renderDocx(resume, { paper }) };
  const { bytes, pageKeys } = await renderPdfDocument(resume, { fonts, paper });
  return { bytes, pageKeys };
};
