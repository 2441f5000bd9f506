import type { Resume } from '@shortlist/resume';

export type ExportFormat = 'pdf' | 'docx';

/** A job for the document worker (the live preview and downloads alike). */
export type DocumentRequest = {
  id: number;
  format: ExportFormat;
  resume: Resume;
  /** A cover letter to set under the resume's header, instead of the resume itself. */
  letter?: string;
};

/** Its answer: the file's bytes (transferred) and the time spent, or the error message. */
export type DocumentResponse =
  | { id: number; ok: true; bytes: Uint8Array; ms: number }
  | { id: number; ok: false; error: string };
