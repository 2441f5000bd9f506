import { MAX_IMPORT_BYTES, type FileImport } from '@shortlist/resume';

/** A file's bytes (FileReader: Blob.arrayBuffer is missing in older engines and in jsdom). */
const readBytes = (file: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error('That file could not be read.'));
    reader.readAsArrayBuffer(file);
  });

/**
 * Read a resume file in this browser (nothing is uploaded): PDF through the app's pdf.js
 * worker, Word, a LinkedIn export or JSON. The reader and pdf.js load on first use. Throws
 * an Error whose message is written for the user (too large, damaged, no text layer, …).
 */
export async function readImportFile(file: File): Promise<FileImport> {
  // Checked before reading, so a huge file is never held in memory.
  if (file.size > MAX_IMPORT_BYTES)
    throw new Error('This file is larger than 10 MB: a resume is smaller.');
  const [bytes, { importFile }, { openPdf }] = await Promise.all([
    readBytes(file),
    import('@shortlist/resume/import/import-file'),
    import('../../components/pdf/pdfjs'),
  ]);
  return importFile({ name: file.name, bytes }, { openPdf });
}
