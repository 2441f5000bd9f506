import type { Resume } from '@shortlist/resume';
import { createDocumentWorker } from './document-worker';
import type { DocumentRequest, DocumentResponse, ExportFormat } from './protocol';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<
  number,
  { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }
>();

function getWorker() {
  if (worker) return worker;
  worker = createDocumentWorker('shortlist-export');
  worker.onmessage = (event: MessageEvent<DocumentResponse>) => {
    const job = pending.get(event.data.id);
    if (!job) return;
    pending.delete(event.data.id);
    if (event.data.ok) job.resolve(event.data.bytes);
    else job.reject(new Error(event.data.error));
  };
  worker.onerror = (event) => {
    const error = new Error(event.message || 'The export worker failed');
    pending.forEach((job) => job.reject(error));
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/** Renders a resume (or, given `letter`, its cover letter) to a PDF or DOCX file in a Web Worker. */
export function renderFile(
  resume: Resume,
  format: ExportFormat,
  letter?: string,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    const request: DocumentRequest = {
      id,
      format,
      resume,
      ...(letter !== undefined && { letter }),
    };
    getWorker().postMessage(request);
  });
}
