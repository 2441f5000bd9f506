import type { Resume } from '@shortlist/resume';

export type ExportFormat = 'pdf' | 'docx';

/** A job for the document worker (the live preview and downloads alike). */
export type DocumentRequest = { id: number; format: ExportFormat; resume: Resume };

/**
 * Its answer: the file's bytes (transferred), for a PDF a fingerprint per page (equal
 * fingerprints draw equal pages), and the time spent; or the error message.
 */
export type DocumentResponse =
  | { id: number; ok: true; bytes: Uint8Array; pageKeys?: string[]; ms: number }
  | { id: number; ok: false; error: string };
