import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'shortlist-pdf-'));
let counter = 0;

/**
 * The text pdftotext (poppler-utils) extracts; pages are separated by form feeds.
 * 'raw' keeps the content-stream order (the document's own reading order, column by
 * column); 'reading' lets poppler guess the order from the layout, as many ATS parsers do.
 */
export const pdfText = (bytes: Uint8Array, mode: 'raw' | 'reading' = 'raw'): string => {
  const file = join(dir, `doc-${counter++}.pdf`);
  writeFileSync(file, bytes);
  try {
    return execFileSync(
      'pdftotext',
      [...(mode === 'raw' ? ['-raw'] : []), '-enc', 'UTF-8', file, '-'],
      { encoding: 'utf8' },
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        'pdftotext is missing: install poppler-utils (apt-get install poppler-utils)',
      );
    }
    throw error;
  }
};

/** Drop the page footers ('Jane Doe · 2 / 3'), which sit between a paragraph's lines at a page break. */
export const withoutFooters = (text: string): string =>
  text.replace(/^(?:.* · )?\d+ \/ \d+$/gm, '');

/** Width and height of each page in pt, as pdfinfo (poppler-utils) reports them. */
export const pageSizes = (bytes: Uint8Array): { width: number; height: number }[] => {
  const file = join(dir, `doc-${counter++}.pdf`);
  writeFileSync(file, bytes);
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '999', file], { encoding: 'utf8' });
  return [...info.matchAll(/^Page +\d+ size: +([\d.]+) x ([\d.]+) pts/gm)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
};

export const pageCount = (text: string): number =>
  text.split('\f').filter((page) => page.trim() !== '').length;

export interface PdfLine {
  text: string;
  /** Top and bottom of the line, pt from the top of the page. */
  top: number;
  bottom: number;
}

/** pdftotext -bbox-layout's XHTML: pages, flows, blocks, lines and words with their boxes. */
export const bboxLayout = (bytes: Uint8Array): string => {
  const file = join(dir, `doc-${counter++}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-bbox-layout', '-enc', 'UTF-8', file, '-'], {
    encoding: 'utf8',
  });
};

/** Each page's text lines with their positions (pdftotext -bbox-layout), in reading order. */
export const pdfLines = (bytes: Uint8Array): { height: number; lines: PdfLine[] }[] =>
  bboxLayout(bytes)
    .split(/<page /)
    .slice(1)
    .map((page) => ({
      height: Number(/height="([\d.]+)"/.exec(page)?.[1]),
      lines: [
        ...page.matchAll(/<line [^>]*yMin="([\d.]+)"[^>]*yMax="([\d.]+)">([\s\S]*?)<\/line>/g),
      ].map(([, top, bottom, words]) => ({
        text: [...(words ?? '').matchAll(/>([^<]*)<\/word>/g)].map((w) => w[1]).join(' '),
        top: Number(top),
        bottom: Number(bottom),
      })),
    }));
