import type { Resume } from '@shortlist/resume';
import type { FitReport } from '@shortlist/resume/render/pdf';
import type { DocumentRequest, DocumentResponse } from '../../../lib/documents/protocol';
import { markPreview } from '../../../lib/preview-timing';

export interface RenderResult {
  bytes: Uint8Array;
  /** How fitting to pages went, when the resume asks for it. */
  fit?: FitReport;
  /** A fingerprint per page: the preview redraws only pages whose fingerprint changed. */
  pageKeys: readonly string[] | null;
  /** Time spent in the worker. */
  ms: number;
}

export interface RenderQueueCallbacks {
  onResult: (result: RenderResult) => void;
  onError: (message: string) => void;
  onBusy: (busy: boolean) => void;
}

/** The part of a Worker the queue uses (render-queue.test.ts passes a fake). */
export type RenderPort = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((event: MessageEvent<DocumentResponse>) => void) | null;
};

/** Show a superseded result anyway when no result has been shown for this long (long typing). */
const STALE_AFTER_MS = 1500;

/**
 * Latest-wins rendering: at most one job in the worker and one waiting; a newer request
 * replaces the waiting one. A result that a newer request has already superseded is dropped
 * (no wasted pdf.js drawing) unless the preview has been stale for a while.
 */
export function createRenderQueue(port: RenderPort, callbacks: RenderQueueCallbacks) {
  let nextId = 1;
  let inFlight: number | null = null;
  let waiting: Resume | null = null;
  let lastShown = performance.now();

  const send = (resume: Resume) => {
    inFlight = nextId++;
    const request: DocumentRequest = { id: inFlight, format: 'pdf', resume };
    markPreview('render-sent');
    port.postMessage(request);
    callbacks.onBusy(true);
  };

  port.onmessage = ({ data }) => {
    if (data.id !== inFlight) return;
    inFlight = null;
    markPreview('rendered', data.ok ? data.ms : null);
    const superseded = waiting !== null;
    if (data.ok) {
      if (!superseded || performance.now() - lastShown > STALE_AFTER_MS) {
        lastShown = performance.now();
        callbacks.onResult({
          bytes: data.bytes,
          fit: data.fit,
          pageKeys: data.pageKeys ?? null,
          ms: data.ms,
        });
      }
    } else if (!superseded) {
      callbacks.onError(data.error);
    }
    if (waiting) {
      const next = waiting;
      waiting = null;
      send(next);
    } else {
      callbacks.onBusy(false);
    }
  };

  return {
    request(resume: Resume) {
      if (inFlight === null) send(resume);
      else waiting = resume;
    },
    dispose() {
      port.onmessage = null;
      port.terminate();
    },
  };
}
