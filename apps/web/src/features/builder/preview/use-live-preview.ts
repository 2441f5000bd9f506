import type { Resume } from '@shortlist/resume';
import type { FitReport } from '@shortlist/resume/render/pdf';
import { useEffect, useRef, useState } from 'react';
import { warmPageDrawing } from '../../../components/pdf/draw-pages';
import { takePreviewWorker } from '../../../lib/documents/document-worker';
import { createRenderQueue, type RenderPort } from './render-queue';

export interface PreviewState {
  /** The latest rendered PDF, or null before the first render. */
  bytes: Uint8Array | null;
  /** With `design.fitToPages`: how the latest PDF was fitted (render/pdf.ts). */
  fit: FitReport | null;
  /** Its pages' fingerprints (see render-queue.ts). */
  pageKeys: readonly string[] | null;
  busy: boolean;
  error: string | null;
  /** No Web Worker in this environment (jsdom): the preview is not drawn. */
  unsupported: boolean;
}

/**
 * Wait this long after a change before asking for a render: none beyond the task that
 * changed the form. The queue renders one job at a time and keeps only the newest waiting
 * (render-queue.ts), so a burst of keystrokes costs no more renders than the worker can do,
 * and the last keystroke's render starts as soon as the worker is free.
 */
export const PREVIEW_DEBOUNCE_MS = 0;

/**
 * The real PDF of `resume`, rendered in a Web Worker a moment after each change; only the
 * latest change is rendered (see render-queue.ts).
 */
export function useLivePreview(resume: Resume): PreviewState {
  const [state, setState] = useState<PreviewState>(() => ({
    bytes: null,
    fit: null,
    pageKeys: null,
    busy: typeof Worker !== 'undefined',
    error: null,
    unsupported: typeof Worker === 'undefined',
  }));
  const queue = useRef<ReturnType<typeof createRenderQueue> | null>(null);

  useEffect(() => {
    if (typeof Worker === 'undefined') return;
    const worker = takePreviewWorker();
    // The page drawing (pdf.js) downloads while the first PDF renders, once this paint is done.
    let warm = 0;
    const frame = requestAnimationFrame(() => {
      warm = window.setTimeout(warmPageDrawing, 0);
    });
    worker.onerror = (event) => {
      event.preventDefault();
      setState((s) => ({
        ...s,
        busy: false,
        error: 'The preview could not start in this browser.',
      }));
    };
    queue.current = createRenderQueue(worker as RenderPort, {
      onResult: ({ bytes, fit, pageKeys }) =>
        setState((s) => ({ ...s, bytes, fit: fit ?? null, pageKeys, error: null })),
      onError: (error) => setState((s) => ({ ...s, error })),
      onBusy: (busy) => setState((s) => (s.busy === busy ? s : { ...s, busy })),
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(warm);
      queue.current?.dispose();
      queue.current = null;
    };
  }, []);

  const key = JSON.stringify(resume);
  useEffect(() => {
    const timer = setTimeout(
      () => queue.current?.request(JSON.parse(key) as Resume),
      PREVIEW_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [key]);

  return state;
}
