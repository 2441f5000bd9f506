import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ImportOptions } from './import-file';

/**
 * PDF bytes opened with pdf.js's Node build (Node only: the CLI and tests), for
 * `importFile(file, { openPdf: nodeOpenPdf })`. Fonts are read from the file, never the system.
 */
export const nodeOpenPdf: ImportOptions['openPdf'] = (bytes) =>
  getDocument({
    data: bytes.slice(),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
