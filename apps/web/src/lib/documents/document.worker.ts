/// <reference lib="webworker" />
import { defaultPaper, renderDocx, renderPdf, urlChunkedFonts } from '@shortlist/resume';
import { folder, manifest } from 'virtual:font-chunks';
import type { DocumentRequest, DocumentResponse } from './protocol';

// Renders resumes off the main thread: the live preview's PDFs and the download files. Each
// message starts a render at once and the answer carries its id. The preview's worker gets at
// most one job at a time (render-queue.ts); the download worker gets each request as it comes
// (export-client.ts matches the answers by id).
const scope = self as unknown as DedicatedWorkerGlobalScope;
// The fonts in chunks: a resume fetches only the chunks its characters need (decision 0100).
const fonts = urlChunkedFonts(manifest, folder);

scope.onmessage = async (event: MessageEvent<DocumentRequest>) => {
  const { id, format, resume } = event.data;
  const started = performance.now();
  try {
    // A resume without a paper size gets the browser's default (Letter in the US and Canada).
    const paper = resume.paper ?? defaultPaper(scope.navigator.language);
    const bytes =
      format === 'pdf'
        ? await renderPdf(resume, { fonts, paper })
        : await renderDocx(resume, { paper });
    const answer: DocumentResponse = { id, ok: true, bytes, ms: performance.now() - started };
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
