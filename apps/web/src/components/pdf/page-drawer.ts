import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import type { DrawAnswer, DrawMessage, DrawRequest } from './page-draw-protocol';
import { textRuns, type PageBox, type TextMeasurer } from './text-runs';

/** A canvas of the platform (OffscreenCanvas in the worker) and how to hand its picture over. */
export interface DrawSurface<Bitmap> {
  canvas: { width: number; height: number };
  take: () => Bitmap;
}

export interface PageDrawerPlatform<Bitmap> {
  /** Opens PDF bytes with pdf.js (the bytes may be transferred to pdf.js's worker). */
  open: (bytes: Uint8Array) => Promise<PDFDocumentProxy>;
  surface: (width: number, height: number) => DrawSurface<Bitmap>;
  post: (answer: DrawAnswer<Bitmap>, transfer: Transferable[]) => void;
  /** Measures text for the text layers, as the main thread's canvas would. */
  measure: TextMeasurer;
}

/** The order pages are drawn in: those asked for first, then the rest top down; none skipped. */
export const drawOrder = (count: number, first: number[], skip: number[]): number[] => {
  const skipped = new Set(skip);
  const wanted = (index: number) => index >= 0 && index < count && !skipped.has(index);
  const order = [...new Set(first)].filter(wanted);
  for (let index = 0; index < count; index++)
    if (wanted(index) && !order.includes(index)) order.push(index);
  return order;
};

/**
 * The page drawing of the preview, off the main thread: each job opens the PDF, draws the
 * pages it needs (the ones in view first, none that are on screen unchanged) each onto a
 * canvas of its own, and posts each page's picture and text as soon as it is drawn. Only the
 * newest job runs: a new one (or a cancel) stops the page being drawn at once (pdf.js's
 * RenderTask.cancel) and no further page of the old job is started.
 */
export function createPageDrawer<Bitmap>(platform: PageDrawerPlatform<Bitmap>) {
  let current = 0;
  /** Cancels the running job's page render, if one is under way. */
  let cancelRender = () => {};

  const stop = () => {
    current = 0;
    cancelRender();
    cancelRender = () => {};
  };

  async function draw(job: DrawRequest): Promise<void> {
    const { id } = job;
    const live = () => current === id;
    let doc: PDFDocumentProxy | null = null;
    try {
      doc = await platform.open(job.bytes);
      if (!live()) return platform.post({ id, type: 'cancelled' }, []);
      platform.post({ id, type: 'opened', count: doc.numPages }, []);
      for (const index of drawOrder(doc.numPages, job.first, job.skip)) {
        const page = await doc.getPage(index + 1);
        if (!live()) return platform.post({ id, type: 'cancelled' }, []);
        const scale = job.width / page.getViewport({ scale: 1 }).width;
        const viewport = page.getViewport({ scale });
        const surface = platform.surface(
          Math.floor(viewport.width * job.ratio),
          Math.floor(viewport.height * job.ratio),
        );
        const task: RenderTask = page.render({
          // pdf.js types its canvas as the DOM's; an OffscreenCanvas (or Node's) draws the same.
          canvas: surface.canvas as HTMLCanvasElement,
          viewport,
          transform: job.ratio === 1 ? undefined : [job.ratio, 0, 0, job.ratio, 0, 0],
        });
        cancelRender = () => task.cancel();
        // The text is read (in pdf.js's parsing worker) while the page is drawn here.
        const reading = page.getTextContent();
        reading.catch(() => {}); // a cancelled page's text is not awaited
        await task.promise;
        if (!live()) return platform.post({ id, type: 'cancelled' }, []);
        const content = await reading;
        if (!live()) return platform.post({ id, type: 'cancelled' }, []);
        const box = viewport.rawDims as PageBox;
        const text = textRuns(content, box, scale * job.ratio, platform.measure);
        const bitmap = surface.take();
        const geometry = { width: viewport.width, height: viewport.height, scale };
        platform.post({ id, type: 'page', index, bitmap, text, geometry }, [
          bitmap as Transferable,
        ]);
        page.cleanup();
      }
      platform.post({ id, type: 'done' }, []);
    } catch (error) {
      if (!live()) return platform.post({ id, type: 'cancelled' }, []);
      const message = error instanceof Error ? error.message : String(error);
      platform.post({ id, type: 'failed', message }, []);
    } finally {
      if (live()) current = 0;
      void doc?.destroy();
    }
  }

  return {
    /** Starts a job (stopping the one before) or cancels the running one; resolves when it ends. */
    handle(message: DrawMessage): Promise<void> {
      if (message.type === 'cancel') {
        if (current === message.id) stop();
        return Promise.resolve();
      }
      stop();
      current = message.id;
      return draw(message);
    },
  };
}
