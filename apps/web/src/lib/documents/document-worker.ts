import { DRAFT_KEY } from '../draft-key';
import type { WarmUpRequest } from './protocol';

/** A new document worker; every user of the renderer starts it here, so it is one bundle. */
export const createDocumentWorker = (name: string) =>
  new Worker(new URL('./document.worker.ts', import.meta.url), { type: 'module', name });

/** The live preview's worker, started before the builder's code has arrived (warmPreview). */
let spare: Worker | null = null;

/**
 * Starts the live preview's document worker now, so that its renderer and HarfBuzz download
 * while the builder's own code does, and has it render the visitor's stored draft once
 * (thrown away; an account's draft comes from the server later: an empty resume then), so
 * that the first real render finds everything ready. The router calls it as soon as it
 * knows the page is the builder (decision 0901, "The first preview").
 */
export function warmPreviewWorker(): void {
  if (typeof Worker === 'undefined' || spare) return;
  spare = createDocumentWorker('resume-preview');
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(DRAFT_KEY);
  } catch {
    // storage blocked: warm with an empty resume
  }
  const request: WarmUpRequest = { warm: stored };
  spare.postMessage(request);
}

/** The worker warmPreviewWorker started, or a new one; each is handed out once. */
export function takePreviewWorker(): Worker {
  const worker = spare ?? createDocumentWorker('resume-preview');
  spare = null;
  return worker;
}
