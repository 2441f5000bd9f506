import type { Resume } from '@shortlist/resume';

export type ExportFormat = 'pdf' | 'docx';

/** A job for the export worker. */
export type ExportRequest = { id: number; format: ExportFormat; resume: Resume };

/** Its answer: the file's bytes (transferred) or the error message. */
export type ExportResponse =
  { id: number; ok: true; bytes: Uint8Array } | { id: number; ok: false; error: string };
