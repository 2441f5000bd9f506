/// <reference lib="webworker" />
import { renderDocx, renderPdf } from '@shortlist/resume';
import { fontResolver } from './font-urls';
import type { ExportRequest, ExportResponse } from './protocol';

// Renders download files off the main thread, so the page stays responsive.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const fonts = fontResolver();

scope.onmessage = async (event: MessageEvent<ExportRequest>) => {
  const { id, format, resume } = event.data;
  try {
    const bytes = format === 'pdf' ? await renderPdf(resume, { fonts }) : await renderDocx(resume);
    const answer: ExportResponse = { id, ok: true, bytes };
    scope.postMessage(answer, [bytes.buffer]);
  } catch (error) {
    const answer: ExportResponse = {
      id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
    scope.postMessage(answer);
  }
};
