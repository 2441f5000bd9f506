/// <reference lib="webworker" />
import { renderPdf } from '@shortlist/resume';
import { fontResolver } from '../../../lib/documents/font-urls';
import type { RenderRequest, RenderResponse } from './protocol';

// The real PDF renderer, off the main thread. One job at a time: the client sends the next
// only after this answers, so a long render never queues stale work behind it.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const fonts = fontResolver();

scope.onmessage = async (event: MessageEvent<RenderRequest>) => {
  const { id, resume } = event.data;
  const started = performance.now();
  try {
    const bytes = await renderPdf(resume, { fonts });
    const answer: RenderResponse = { id, ok: true, bytes, ms: performance.now() - started };
    scope.postMessage(answer, [bytes.buffer]);
  } catch (error) {
    const answer: RenderResponse = {
      id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
    scope.postMessage(answer);
  }
};
