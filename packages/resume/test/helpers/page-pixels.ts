import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One page of a PDF drawn by poppler (pdftoppm) at 72 dpi: 1 px per pt, RGB. */
export interface PageImage {
  width: number;
  height: number;
  /** The colour at (x, y) pt from the top left, as '#rrggbb'. */
  at: (x: number, y: number) => string;
}

export const pageImage = (bytes: Uint8Array, page: number): PageImage => {
  const dir = mkdtempSync(join(tmpdir(), 'shortlist-pixels-'));
  writeFileSync(join(dir, 'doc.pdf'), bytes);
  const base = join(dir, 'page');
  execFileSync('pdftoppm', [
    '-r',
    '72',
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    join(dir, 'doc.pdf'),
    base,
  ]);
  const ppm = readFileSync(`${base}.ppm`);
  // P6 header: magic, width, height, maxval, each followed by white space.
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 64).toString('latin1'))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const data = ppm.subarray(header[0].length);
  return {
    width,
    height,
    at: (x, y) => {
      const i = (Math.round(y) * width + Math.round(x)) * 3;
      return `#${[...data.subarray(i, i + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    },
  };
};
