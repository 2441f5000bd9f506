/** The largest file we read: 10 MB (a resume is a few hundred kB; a scan is what is larger). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** The file types the import takes, for a file picker's `accept`. */
export const IMPORT_ACCEPT =
  '.pdf,.docx,.zip,.json,application/pdf,application/json,application/zip,' +
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
