import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text pdf.js (the PDF reader in Firefox and in many web-based ATS) extracts, in its
 * content order, as such tools put it together: a new line where pdf.js marks an end of
 * line or where the baseline moves (pdf.js leaves out some end-of-line marks), pages
 * separated by form feeds.
 */
export const pdfjsText = async (bytes: Uint8Array): Promise<string> => {
  const document = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    let text = '';
    let baseline: number | null = null;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const y = item.transform[5] as number;
      if (baseline !== null && Math.abs(y - baseline) > 2 && !text.endsWith('\n')) text += '\n';
      if (item.str !== '') baseline = y;
      text += item.str + (item.hasEOL ? '\n' : '');
    }
    pages.push(text);
  }
  await document.destroy();
  return pages.join('\n\f');
};
