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
