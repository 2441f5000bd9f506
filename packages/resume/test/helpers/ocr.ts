import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What Tesseract (tesseract-ocr, an OCR engine that knows nothing of our PDF) reads on the
 * page images of a PDF, drawn at 200 dpi by poppler's pdftoppm: the glyphs as a person sees
 * them, not the text layer. `languages` as Tesseract names them ('chi_sim+jpn'); pages
 * 1 to `lastPage`.
 */
export const ocrPages = (bytes: Uint8Array, languages: string, lastPage = 99): string => {
  const dir = mkdtempSync(join(tmpdir(), 'shortlist-ocr-'));
  const file = join(dir, 'doc.pdf');
  writeFileSync(file, bytes);
  execFileSync('pdftoppm', [
    '-r',
    '200',
    '-gray',
    '-png',
    '-l',
    String(lastPage),
    file,
    join(dir, 'page'),
  ]);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.png'))
    .sort()
    .map((page) => {
      try {
        return execFileSync('tesseract', [join(dir, page), '-', '-l', languages, '--psm', '4'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          throw new Error(
            'tesseract is missing: apt-get install tesseract-ocr tesseract-ocr-chi-sim tesseract-ocr-jpn',
          );
        throw error;
      }
    })
    .join('\f');
};
