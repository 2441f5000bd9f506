import type { Resume } from '@shortlist/resume';

/** A render job sent to the preview worker. */
export interface RenderRequest {
  id: number;
  resume: Resume;
}

/** The worker's answer: the PDF bytes (transferred) or the error message. */
export type RenderResponse =
  | { id: number; ok: true; bytes: Uint8Array; ms: number }
  | { id: number; ok: false; error: string };
