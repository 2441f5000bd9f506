/** A new document worker; every user of the renderer starts it here, so it is one bundle. */
export const createDocumentWorker = (name: string) =>
  new Worker(new URL('./document.worker.ts', import.meta.url), { type: 'module', name });
