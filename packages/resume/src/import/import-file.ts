import { unzipSync, strFromU8 } from 'fflate';
import { ResumeImportError } from '../json-resume/errors';
import { importResumeWithReport } from '../json-resume/import';
import type { Resume } from '../schema/resume';
import { docxToResume } from './docx-resume';
import { LINKEDIN_FILES, linkedInToResume, type LinkedInFile } from './linkedin';
import { readPdfPages, textCharacters, type PdfJsDocument } from './pdf-items';
import { pdfItemsToResume } from './pdf-resume';
import { describeRead } from './report';
import type { FileImportReport } from './types';

import { MAX_IMPORT_BYTES } from './limits';

/** What a Word file may unpack to (its XML), against archives built to fill the memory. */
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

export type ImportFormat = 'pdf' | 'docx' | 'linkedin' | 'json';

export interface FileImport {
  format: ImportFormat;
  resume: Resume;
  report: FileImportReport;
}

export interface ImportOptions {
  /** Opens PDF bytes with the caller's pdf.js (the web app's worker, or the legacy build in Node). */
  openPdf: (bytes: Uint8Array) => Promise<PdfJsDocument & { destroy(): Promise<void> }>;
}

const fail = (message: string): never => {
  throw new ResumeImportError(message);
};

const startsWith = (bytes: Uint8Array, text: string) =>
  [...text].every((char, index) => bytes[index] === char.charCodeAt(0));

/** '%PDF-' within the first kilobyte, as readers accept it. */
const isPdf = (bytes: Uint8Array) => strFromU8(bytes.subarray(0, 1024), true).includes('%PDF-');
const isZip = (bytes: Uint8Array) => startsWith(bytes, 'PK\u0003\u0004');
const isOleFile = (bytes: Uint8Array) =>
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((byte, index) => bytes[index] === byte);

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
const baseName = (path: string) => path.split('/').pop() ?? path;

/** The names in a zip archive (nothing unpacked). Throws for a broken archive. */
const zipEntries = (bytes: Uint8Array): { name: string; size: number }[] => {
  const entries: { name: string; size: number }[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries.push({ name: file.name, size: file.originalSize });
        return false;
      },
    });
  } catch {
    fail('The archive is damaged: it cannot be opened as a zip file.');
  }
  return entries;
};

const readPdf = async (bytes: Uint8Array, options: ImportOptions): Promise<FileImport> => {
  let document: Awaited<ReturnType<ImportOptions['openPdf']>>;
  try {
    document = await options.openPdf(bytes);
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (name === 'PasswordException')
      fail(
        'This PDF is protected with a password: save a copy without the password and import that.',
      );
    fail('This PDF is damaged and cannot be read.');
    throw error;
  }
  try {
    const pages = await readPdfPages(document);
    if (textCharacters(pages) === 0)
      fail(
        'This PDF has no text layer (it is a scanned image or its text was turned into shapes): export it from your editor as a PDF with text, or import the Word file.',
      );
    const { resume, report } = pdfItemsToResume(pages);
    return { format: 'pdf', resume, report };
  } finally {
    await document.destroy();
  }
};

const readZip = async (bytes: Uint8Array): Promise<FileImport> => {
  const entries = zipEntries(bytes);
  if (entries.some((entry) => entry.name === 'word/document.xml')) {
    const unpacked = entries
      .filter((entry) => entry.name.startsWith('word/'))
      .reduce((sum, entry) => sum + entry.size, 0);
    if (unpacked > MAX_UNPACKED_BYTES) fail('This Word file unpacks to more than 50 MB.');
    try {
      const { resume, report } = await docxToResume(bytes);
      return { format: 'docx', resume, report };
    } catch {
      return fail('This Word file is damaged and cannot be read.');
    }
  }
  const wanted = (name: string): name is LinkedInFile =>
    (LINKEDIN_FILES as readonly string[]).includes(name);
  const found = entries.filter((entry) => wanted(baseName(entry.name)));
  if (!found.length)
    fail(
      `This archive is neither a Word file nor a LinkedIn data export (it has none of ${LINKEDIN_FILES.join(', ')}).`,
    );
  if (found.some((entry) => entry.size > MAX_IMPORT_BYTES))
    fail('A file in this LinkedIn export is larger than 10 MB unpacked.');
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (file) => wanted(baseName(file.name)) });
  } catch {
    return fail('The archive is damaged: its files cannot be unpacked.');
  }
  const texts: Partial<Record<LinkedInFile, string>> = {};
  for (const [path, data] of Object.entries(files)) {
    const name = baseName(path);
    if (wanted(name)) texts[name] = new TextDecoder().decode(data);
  }
  return { format: 'linkedin', ...linkedInToResume(texts) };
};

const readJson = (bytes: Uint8Array): FileImport => {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return fail('This file is not valid JSON.');
  }
  const { resume, report } = importResumeWithReport(json);
  return { format: 'json', resume, report: { read: describeRead(resume), leftOut: report } };
};

/**
 * Any file a user brings (PDF, Word .docx, a LinkedIn data export .zip, JSON Resume or our
 * own JSON) → a resume in our format and the report of what was read and what was left out.
 * Throws a ResumeImportError with a one-line reason for a file that is too large, of another
 * type, damaged, protected with a password, without a text layer, or without a resume in it.
 */
export const importFile = async (
  file: { name: string; bytes: Uint8Array },
  options: ImportOptions,
): Promise<FileImport> => {
  const { bytes } = file;
  if (bytes.length > MAX_IMPORT_BYTES) fail('This file is larger than 10 MB: a resume is smaller.');
  if (bytes.length === 0) fail('This file is empty.');
  const extension = extensionOf(file.name);
  let result: FileImport;
  if (isPdf(bytes)) result = await readPdf(bytes, options);
  else if (isZip(bytes)) result = await readZip(bytes);
  else if (extension === 'json' || /^\s*[{[]/.test(strFromU8(bytes.subarray(0, 64), true)))
    result = readJson(bytes);
  else if (isOleFile(bytes))
    return fail(
      'This is an old Word (.doc) file or a Word file protected with a password: save it as .docx without a password and import that.',
    );
  else if (extension === 'pdf') return fail('This file is named .pdf but is not a PDF.');
  else if (extension === 'docx' || extension === 'zip')
    return fail(`This file is named .${extension} but is not a zip archive.`);
  else
    return fail(
      'This file type cannot be imported: choose a PDF, a Word file (.docx), a LinkedIn data export (.zip) or a JSON resume (.json).',
    );
  if (!result.report.read.length) fail('Nothing in this file reads as a resume.');
  return result;
};
