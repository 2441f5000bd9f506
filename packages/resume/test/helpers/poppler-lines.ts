import { bboxLayout } from './pdf-text';

/**
 * A PDF's text lines as poppler (pdftotext -bbox-layout) groups and orders them: a second PDF
 * reader, independent of pdf.js, for the second parser (./poppler-parser.ts) and the layout
 * checks of the ATS tests.
 */
export interface BoxLine {
  text: string;
  /** 0-based page. */
  page: number;
  x: number;
  right: number;
  /** Top and bottom of the line's word boxes, pt from the top of the page. */
  top: number;
  bottom: number;
  /** The words' box height (about 1.36 × the font size for Noto). */
  height: number;
}

const attr = (tag: string, name: string) =>
  Number(new RegExp(`${name}="([\\d.]+)"`).exec(tag)?.[1]);
const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Every line of every page in poppler's reading order (flows, blocks, lines). */
export const boxLines = (bytes: Uint8Array): BoxLine[] =>
  bboxLayout(bytes)
    .split(/<page /)
    .slice(1)
    .flatMap((page, index) =>
      [...page.matchAll(/<line ([^>]*)>([\s\S]*?)<\/line>/g)].map(([, tag = '', body = '']) => {
        const words = [...body.matchAll(/<word ([^>]*)>([^<]*)<\/word>/g)];
        const heights = words.map(([, w = '']) => attr(w, 'yMax') - attr(w, 'yMin'));
        return {
          text: unescape(words.map((word) => word[2]).join(' ')),
          page: index,
          x: attr(tag, 'xMin'),
          right: attr(tag, 'xMax'),
          top: attr(tag, 'yMin'),
          bottom: attr(tag, 'yMax'),
          height: Math.max(...heights),
        };
      }),
    );
