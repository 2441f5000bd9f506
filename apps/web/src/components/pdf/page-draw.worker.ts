/// <reference lib="webworker" />
import * as pdfjs from 'pdfjs-dist';
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { DrawMessage } from './page-draw-protocol';
import { createPageDrawer } from './page-drawer';
import { pdfOptions } from './pdfjs-options';
import { measureWith } from './text-runs';

// Draws the preview's pages off the main thread (decision 0901): pdf.js renders each page
// onto an OffscreenCanvas here and the picture goes to the page as an ImageBitmap
// (transferred, not copied). pdf.js parses in a worker of its own, started from this one.
const scope = self as unknown as DedicatedWorkerGlobalScope;
// pdf.js would start it from `window.location`, which a worker lacks: started here instead.
const parser = pdfjs.PDFWorker.create({
  port: new Worker(pdfWorkerUrl, { type: 'module', name: 'pdf-parser' }),
});

/** pdf.js's canvases for its own scratch work (patterns, masks), made without a document. */
class OffscreenCanvasFactory {
  create(width: number, height: number) {
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext('2d') };
  }
  reset(target: { canvas: OffscreenCanvas }, width: number, height: number) {
    target.canvas.width = width;
    target.canvas.height = height;
  }
  destroy(target: { canvas: OffscreenCanvas | null; context: unknown }) {
    if (target.canvas) target.canvas.width = target.canvas.height = 0;
    target.canvas = null;
    target.context = null;
  }
}

// Fonts load through the worker's own FontFaceSet where there is one (Chromium, Firefox,
// Safari 16.4+); elsewhere pdf.js draws glyphs as paths.
const fonts = 'fonts' in scope;

/** The text layers' measuring canvas (the main thread's fonts are the worker's generic ones). */
const measuring = new OffscreenCanvas(1, 1).getContext('2d')!;

const drawer = createPageDrawer<ImageBitmap>({
  open: (bytes) =>
    pdfjs.getDocument({
      ...pdfOptions,
      data: bytes,
      worker: parser,
      CanvasFactory: OffscreenCanvasFactory,
      // pdf.js adds font faces to `ownerDocument.fonts`: the worker's FontFaceSet.
      ownerDocument: fonts ? (scope as unknown as Document) : undefined,
      disableFontFace: !fonts,
    }).promise,
  surface: (width, height) => {
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, take: () => canvas.transferToImageBitmap() };
  },
  post: (answer, transfer) => scope.postMessage(answer, transfer),
  measure: measureWith(measuring),
});

scope.onmessage = (event: MessageEvent<DrawMessage>) => void drawer.handle(event.data);
