/// <reference lib="webworker" />
import type * as Renderer from './document-renderer';
import harfBuzzWasm from 'harfbuzzjs/dist/harfbuzz.wasm?url';
import type { DocumentRequest, DocumentResponse, WarmUpRequest } from './protocol';

// Renders resumes off the main thread: the live preview's PDFs and the download files. Each
// message starts a render at once and the answer carries its id. The preview's worker gets at
// most one job at a time (render-queue.ts); the download worker gets each request as it comes
// (export-client.ts matches the answers by id).
const scope = self as unknown as DedicatedWorkerGlobalScope;
// The renderer (and the HarfBuzz WebAssembly it awaits as it loads) comes in a chunk of its
// own, fetched as soon as the worker starts: the handler is in place before it loads, so no
// message sent meanwhile is lost.
const renderer: Promise<typeof Renderer> = import('./document-renderer');
// HarfBuzz asks for its WebAssembly only once the renderer's code has run (a second or more
// on a slow machine): fetched now, in parallel, it is in the HTTP cache by then (it is the
// same hashed file, sent immutable).
fetch(harfBuzzWasm, { credentials: 'same-origin' })
  .then((response) => response.arrayBuffer())
  .catch(() => {});
// A failed load is reported to the message that needs it, not as an unhandled rejection.
renderer.catch(() => {});

/** Whether a real job has come: a warm-up not yet begun is then not worth doing. */
let asked = false;

scope.onmessage = async (event: MessageEvent<DocumentRequest | WarmUpRequest>) => {
  if ('warm' in event.data) {
    const { warmUp } = await renderer;
    if (asked) return;
    // No answer: a warm-up that fails leaves the first real render to report the problem.
    return warmUp(event.data.warm, scope.navigator.language).catch(() => {});
  }
  asked = true;
  const { id } = event.data;
  const started = performance.now();
  try {
    const { renderDocument } = await renderer;
    const { bytes, fit, pageKeys } = await renderDocument(event.data, scope.navigator.language);
    const ms = performance.now() - started;
    const answer: DocumentResponse = { id, ok: true, bytes, ...(fit ? { fit } : {}), pageKeys, ms };
    scope.postMessage(answer, [bytes.buffer]);
  } catch (error) {
    const answer: DocumentResponse = {
      id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
    scope.postMessage(answer);
  }
};
