import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';

/** The text of a PDF as a reader (or an ATS) extracts it, via poppler's pdftotext. */
export function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/** The body XML of a .docx file. */
export function docxXml(path: string): string {
  const files = unzipSync(new Uint8Array(readFileSync(path)));
  const body = files['word/document.xml'];
  if (!body) throw new Error(`${path} has no word/document.xml: not a Word document`);
  return strFromU8(body);
}
