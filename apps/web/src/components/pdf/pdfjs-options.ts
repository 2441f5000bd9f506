/**
 * How we open PDFs with pdf.js, on the main thread and in the page-drawing worker:
 * `isEvalSupported: false` keeps it inside the CSP (no `new Function`).
 */
export const pdfOptions = {
  isEvalSupported: false,
  useWasm: false,
  enableXfa: false,
  stopAtErrors: false,
} as const;
