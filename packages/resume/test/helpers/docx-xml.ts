import { strFromU8, unzipSync } from 'fflate';

/** The main document part of a .docx file. */
export const documentXml = (docx: Uint8Array): string => {
  const file = unzipSync(docx)['word/document.xml'];
  if (!file) throw new Error('word/document.xml is missing');
  return strFromU8(file);
};

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The document's text in order, one line per paragraph. */
export const docxText = (xml: string): string =>
  (xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? [])
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
        .map((match) => decode(match[1] ?? ''))
        .join(''),
    )
    .join('\n');
