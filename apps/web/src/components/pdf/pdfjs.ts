import type * as PdfJsModule from 'pdfjs-dist';
import type { PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';
import { pdfOptions } from './pdfjs-options';

type PdfJs = typeof PdfJsModule;

let loading: Promise<{ pdfjs: PdfJs; worker: PDFWorker }> | null = null;

/**
 * pdf.js on the main thread, loaded on first use (it is large) with one shared parsing
 * worker served from our origin, for reading imported PDFs (the preview's pages and text
 * layers are made in page-draw.worker.ts).
 */
export function loadPdfJs() {
  loading ??= Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]).then(([pdfjs, workerUrl]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl.default;
    return { pdfjs, worker: new pdfjs.PDFWorker() };
  });
  return loading;
}

/** Open PDF bytes (copied: pdf.js transfers what it gets to its worker). */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const { pdfjs, worker } = await loadPdfJs();
  return pdfjs.getDocument({ ...pdfOptions, data: bytes.slice(), worker }).promise;
}
