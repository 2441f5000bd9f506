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

export const pageCount = (text: string): number =>
  text.split('\f').filter((page) => page.trim() !== '').length;
