import type { PdfPageText, PdfTextItem } from './types';

/**
 * The little of pdf.js this module uses, as structural types: the caller opens the PDF with
 * its own pdf.js (the web app's worker, or the legacy build in Node) and passes the document,
 * so `@shortlist/resume` itself never loads pdf.js.
 */
export interface PdfJsPage {
  view: number[];
  getTextContent(): Promise<{ items: unknown[] }>;
  getOperatorList(): Promise<unknown>;
  commonObjs: { has(id: string): boolean; get(id: string): unknown };
}
export interface PdfJsDocument {
  numPages: number;
  getPage(number: number): Promise<PdfJsPage>;
}

interface RawItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}

const isRawItem = (item: unknown): item is RawItem =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as RawItem).str === 'string' &&
  Array.isArray((item as RawItem).transform);

/** 'Bold', 'SemiBold', 'Black', 'Heavy', 'Demi' in a font's name: a bold face. */
export const isBoldFontName = (name: string): boolean =>
  /bold|black|heavy|demi|w[6-9]\b/i.test(name.replace(/^[A-Z]{6}\+/, ''));

const fontNameOf = (page: PdfJsPage, id: string): string => {
  if (!page.commonObjs.has(id)) return id;
  const font = page.commonObjs.get(id) as { name?: unknown } | null;
  return typeof font?.name === 'string' ? font.name : id;
};

/**
 * Every page's text items with their positions, sizes and fonts. Text that is turned (a
 * watermark, a vertical label) is left out: it is not part of the reading flow.
 */
export const readPdfPages = async (document: PdfJsDocument): Promise<PdfPageText[]> => {
  const pages: PdfPageText[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    // The operator list makes pdf.js load the fonts, whose real names tell bold from regular.
    await page.getOperatorList();
    const [left = 0, bottom = 0, right = 612, top = 792] = page.view;
    const items: PdfTextItem[] = [];
    for (const raw of content.items) {
      if (!isRawItem(raw) || raw.str === '') continue;
      const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = raw.transform;
      if (Math.abs(b) > 0.01 || Math.abs(c) > 0.01 || a <= 0 || d <= 0) continue;
      const fontName = fontNameOf(page, raw.fontName);
      items.push({
        text: raw.str,
        x: e - left,
        y: top - f,
        width: raw.width,
        height: Math.hypot(c, d),
        fontName,
        bold: isBoldFontName(fontName),
      });
    }
    pages.push({ width: right - left, height: top - bottom, items });
  }
  return pages;
};

/** Characters of real text on all pages: 0 for a scanned resume (images only). */
export const textCharacters = (pages: PdfPageText[]): number =>
  pages.reduce(
    (sum, page) => sum + page.items.reduce((n, item) => n + item.text.replace(/\s/g, '').length, 0),
    0,
  );
