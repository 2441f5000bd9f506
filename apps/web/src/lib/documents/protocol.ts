import type { Resume } from '@shortlist/resume';
import type { FitReport } from '@shortlist/resume/render/pdf';

export type ExportFormat = 'pdf' | 'docx';

/** A job for the document worker (the live preview and downloads alike). */
export type DocumentRequest = {
  id: number;
  format: ExportFormat;
  resume: Resume;
  /** A cover letter to set under the resume's header, instead of the resume itself. */
  letter?: string;
};

/**
 * Not a job: the stored draft's JSON (as kept under DRAFT_KEY), or null, for the preview's
 * worker to render once and throw away before the builder asks for anything, so that its
 * code, fonts and the draft's paragraph layouts are ready for the first real render.
 */
export type WarmUpRequest = { warm: string | null };

/** A rendered file; a PDF of a resume that asks to fit to pages says how that went. */
export type RenderedDocument = { bytes: Uint8Array; fit?: FitReport; pageKeys?: string[] };

/**
 * Its answer: the file's bytes (transferred), for a PDF a fingerprint per page (equal
 * fingerprints draw equal pages), and the time spent; or the error message.
 */
export type DocumentResponse =
  | {
      id: number;
      ok: true;
      bytes: Uint8Array;
      fit?: FitReport;
      pageKeys?: string[];
      ms: number;
    }
  | { id: number; ok: false; error: string };
