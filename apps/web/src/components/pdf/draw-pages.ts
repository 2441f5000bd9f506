import type { DrawAnswer, DrawRequest, PageGeometry } from './page-draw-protocol';
import { markPreview } from '../../lib/preview-timing';
import { fillTextLayer } from './text-layer';
import type { TextRun } from './text-runs';

/** A drawing in progress; `cancel` stops it and leaves the container as it was. */
export interface Drawing {
  /** The page count once every page is in place, or null when superseded or cancelled. */
  done: Promise<number | null>;
  cancel: () => void;
}

type Answer = DrawAnswer<ImageBitmap>;

/** Whether this browser can draw pages in a worker (OffscreenCanvas and ImageBitmap). */
export const canDrawOffMainThread = () =>
  typeof Worker !== 'undefined' &&
  typeof OffscreenCanvas !== 'undefined' &&
  typeof IntersectionObserver !== 'undefined';

const startWorker = () =>
  new Worker(new URL('./page-draw.worker.ts', import.meta.url), {
    type: 'module',
    name: 'pdf-pages',
  });

/** A drawing worker started ahead of need (warmPageDrawing), for the next painter to take. */
let spare: Worker | null = null;

/**
 * Fetches and starts what drawing pages needs before the first PDF is there: the drawing
 * worker, with pdf.js and its parsing worker (this thread needs no pdf.js: the worker lays
 * the text layers out). The builder calls it once its first paint is done, so the download
 * overlaps the first render instead of following it (decision 0901).
 */
export function warmPageDrawing() {
  if (!canDrawOffMainThread()) return;
  spare ??= startWorker();
}

let nextId = 1;

/** Shows the picture a worker drew on `canvas` (handed over, not copied, where possible). */
const paint = (canvas: HTMLCanvasElement, bitmap: ImageBitmap) => {
  if (canvas.width !== bitmap.width) canvas.width = bitmap.width;
  if (canvas.height !== bitmap.height) canvas.height = bitmap.height;
  const renderer = canvas.getContext('bitmaprenderer');
  if (renderer) return renderer.transferFromImageBitmap(bitmap);
  const context = canvas.getContext('2d');
  context?.clearRect(0, 0, canvas.width, canvas.height);
  context?.drawImage(bitmap, 0, 0);
};

const pageLabel = (label: string, number: number, count: number) =>
  `${label}, page ${number} of ${count}`;

/** A new page frame: a canvas for its picture and its text layer (selectable, searchable). */
function newFrame(): HTMLElement {
  const frame = document.createElement('div');
  frame.className = 'pdf-page';
  frame.setAttribute('role', 'group');
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  const layer = document.createElement('div');
  layer.className = 'textLayer';
  frame.append(canvas, layer);
  return frame;
}

/**
 * Shows a drawn page in `frame`: its size, picture and text, all in this one task, so the
 * old page is replaced whole. The frame and its canvas are reused from one drawing to the
 * next (no new element to lay out, no new canvas context).
 */
function showPage(frame: HTMLElement, bitmap: ImageBitmap, text: TextRun[], size: PageGeometry) {
  frame.style.width = `${size.width}px`;
  frame.style.height = `${size.height}px`;
  frame.style.setProperty('--total-scale-factor', String(size.scale));
  paint(frame.querySelector('canvas')!, bitmap);
  const layer = frame.querySelector<HTMLElement>('.textLayer')!;
  layer.replaceChildren();
  fillTextLayer(layer, text);
}

/**
 * Draws PDFs into `container` through a page-drawing worker (page-draw.worker.ts): pdf.js
 * renders off the main thread, and this side only puts each finished page in place of the
 * old one at its position, so the preview never shows a half-drawn page. The pages in view
 * are drawn first; a page whose fingerprint (`pageKeys`, from the engine) and width are
 * those already shown is not drawn again. A new drawing supersedes the one before it.
 */
export function createPagePainter(container: HTMLElement, label: () => string) {
  const worker = spare ?? startWorker();
  spare = null;
  /** What each shown page is: its fingerprint (when known) and the width it was drawn at. */
  const shown: { key: string | null; width: number }[] = [];
  const inView = new Set<number>();
  const indexOf = (element: Element) => Number((element as HTMLElement).dataset.index);
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries)
      if (entry.isIntersecting) inView.add(indexOf(entry.target));
      else inView.delete(indexOf(entry.target));
  });
  let onAnswer: (answer: Answer) => void = () => {};
  let onCrash: (message: string) => void = () => {};
  worker.onmessage = (event: MessageEvent<Answer>) => onAnswer(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    onCrash(event.message || 'The page-drawing worker failed');
  };

  const place = (answer: Extract<Answer, { type: 'page' }>, key: string | null, count: number) => {
    const old = container.children[answer.index] as HTMLElement | undefined;
    const frame = old ?? newFrame();
    showPage(frame, answer.bitmap, answer.text, answer.geometry);
    frame.setAttribute('aria-label', pageLabel(label(), answer.index + 1, count));
    if (!old) {
      frame.dataset.index = String(answer.index);
      container.append(frame);
      observer.observe(frame);
    }
    shown[answer.index] = { key, width: answer.geometry.width };
    markPreview('page-placed');
  };

  const finish = (count: number) => {
    while (container.children.length > count) {
      const last = container.lastElementChild!;
      observer.unobserve(last);
      last.remove();
    }
    shown.length = Math.min(shown.length, count);
    [...container.children].forEach((frame, index) =>
      frame.setAttribute('aria-label', pageLabel(label(), index + 1, count)),
    );
  };

  return {
    draw(bytes: Uint8Array, width: number, pageKeys: readonly string[] | null): Drawing {
      const id = nextId++;
      const keys = pageKeys ?? [];
      const skip = keys.flatMap((key, index) =>
        shown[index]?.key === key && shown[index]?.width === width && container.children[index]
          ? [index]
          : [],
      );
      const first = inView.size > 0 ? [...inView].sort((a, b) => a - b) : [0];
      const data = bytes.slice(); // the caller keeps its bytes; the copy is transferred
      const request: DrawRequest = {
        type: 'draw',
        id,
        bytes: data,
        width,
        ratio: Math.min(window.devicePixelRatio || 1, 2),
        skip,
        first,
      };
      let settle: (count: number | null) => void = () => {};
      const done = new Promise<number | null>((resolve, reject) => {
        settle = resolve;
        let count = 0;
        // Each page is put in place as it comes (a cancelled drawing's answers are ignored).
        onAnswer = (answer) => {
          if (answer.id !== id) return;
          if (answer.type === 'opened') count = answer.count;
          else if (answer.type === 'page') {
            markPreview('page-drawn');
            place(answer, keys[answer.index] ?? null, count);
          } else if (answer.type === 'done') {
            finish(count);
            resolve(count);
          } else if (answer.type === 'cancelled') resolve(null);
          else reject(new Error(answer.message));
        };
        onCrash = (message) => reject(new Error(message));
      });
      markPreview('draw-sent');
      worker.postMessage(request, [data.buffer]);
      return {
        done,
        cancel() {
          onAnswer = () => {};
          settle(null);
          worker.postMessage({ type: 'cancel', id });
        },
      };
    },
    dispose() {
      observer.disconnect();
      worker.terminate();
    },
  };
}
