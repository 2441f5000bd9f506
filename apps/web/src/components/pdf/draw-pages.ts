import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { openPdf, textLayerClass } from './pdfjs';

/** A drawing in progress; `cancel` stops it and leaves the container as it was. */
export interface Drawing {
  done: Promise<number | null>;
  cancel: () => void;
}

/** Let the browser handle input between pieces of work, so no piece is a long task. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Put a freshly drawn page in place of the old one at the same position (or append it). */
const swapIn = (container: HTMLElement, page: HTMLElement, index: number) => {
  const old = container.children[index];
  if (old) old.replaceWith(page);
  else container.append(page);
};

/**
 * Draw every page of a PDF (canvas plus a selectable, searchable text layer) at `width`
 * CSS pixels. Each page is drawn off-screen and swapped in whole as soon as it is ready
 * (the first page, where most edits show, first), so the preview never flickers or shows a
 * half-drawn page; leftover old pages are removed at the end. Resolves with the page count,
 * or null when cancelled.
 */
export function drawPages(
  bytes: Uint8Array,
  container: HTMLElement,
  width: number,
  label: string,
): Drawing {
  let cancelled = false;
  let task: RenderTask | null = null;
  let doc: PDFDocumentProxy | null = null;

  const done = (async () => {
    try {
      doc = await openPdf(bytes);
      const TextLayer = await textLayerClass();
      for (let number = 1; number <= doc.numPages; number++) {
        if (cancelled) return null;
        const page = await doc.getPage(number);
        const scale = width / page.getViewport({ scale: 1 }).width;
        const viewport = page.getViewport({ scale });
        const ratio = Math.min(window.devicePixelRatio || 1, 2);
        const frame = document.createElement('div');
        frame.className = 'pdf-page';
        frame.setAttribute('aria-label', `${label}, page ${number} of ${doc.numPages}`);
        frame.setAttribute('role', 'group');
        frame.style.width = `${viewport.width}px`;
        frame.style.height = `${viewport.height}px`;
        frame.style.setProperty('--total-scale-factor', String(scale));
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.setAttribute('aria-hidden', 'true');
        const text = document.createElement('div');
        text.className = 'textLayer';
        frame.append(canvas, text);
        task = page.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        await task.promise;
        task = null;
        await yieldToBrowser();
        if (cancelled) return null;
        await new TextLayer({
          textContentSource: page.streamTextContent(),
          container: text,
          viewport,
        }).render();
        if (cancelled) return null;
        swapIn(container, frame, number - 1);
        await yieldToBrowser();
      }
      while (container.children.length > doc.numPages) container.lastElementChild?.remove();
      return doc.numPages;
    } catch (error) {
      if (cancelled) return null;
      throw error;
    } finally {
      void doc?.destroy();
    }
  })();

  return {
    done,
    cancel() {
      cancelled = true;
      task?.cancel();
    },
  };
}
