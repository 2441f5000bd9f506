import {
  defaultPaper,
  emptyResume,
  renderDocx,
  renderPdfDocument,
  resumeSchema,
  urlChunkedFonts,
} from '@shortlist/resume';
import { renderCoverLetterDocx, renderCoverLetterPdf } from '@shortlist/resume/render/cover-letter';
import { folder, manifest } from 'virtual:font-chunks';
import type { DocumentRequest, RenderedDocument } from './protocol';

// The fonts in chunks: a resume fetches only the chunks its characters need (decision 0100).
const fonts = urlChunkedFonts(manifest, folder);

/**
 * One job of the document worker: the file's bytes, and for a resume's PDF its pages'
 * fingerprints and its fit report.
 */
export const renderDocument = async (
  { format, resume, letter }: DocumentRequest,
  language: string,
): Promise<RenderedDocument> => {
  // A resume without a paper size gets the browser's default (Letter in the US and Canada).
  const paper = resume.paper ?? defaultPaper(language);
  if (letter !== undefined)
    return {
      bytes:
        format === 'pdf'
          ? await renderCoverLetterPdf(letter, resume, { fonts, paper })
          : await renderCoverLetterDocx(letter, resume, { paper }),
    };
  if (format === 'docx') return { bytes: await renderDocx(resume, { paper }) };
  const { bytes, fit, pageKeys } = await renderPdfDocument(resume, { fonts, paper });
  return { bytes, fit, pageKeys };
};

/**
 * Renders the stored draft (or an empty resume) and throws the PDF away: the first real
 * render then finds the engine compiled, the fonts fetched and the draft's paragraphs laid
 * out (engine/text/layout-cache.ts). Anything unreadable is simply not warmed.
 */
export const warmUp = async (stored: string | null, language: string): Promise<void> => {
  let resume = emptyResume();
  if (stored) {
    try {
      const parsed = resumeSchema.safeParse((JSON.parse(stored) as { resume?: unknown }).resume);
      if (parsed.success) resume = parsed.data;
    } catch {
      // not JSON: the builder will say so when it loads the draft
    }
  }
  await renderDocument({ id: 0, format: 'pdf', resume }, language);
};
