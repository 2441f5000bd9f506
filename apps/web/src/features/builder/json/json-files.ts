import {
  fileName,
  importResume,
  ResumeImportError,
  toJsonResume,
  type Resume,
} from '@shortlist/resume';

/** Files larger than this are not resumes (a full JSON Resume is a few kB). */
const MAX_BYTES = 2_000_000;

/**
 * Read a JSON Resume file (or one of our own exports) into a resume. Throws an Error whose
 * message is written for the user.
 */
export async function readResumeFile(file: Blob): Promise<Resume> {
  if (file.size > MAX_BYTES) throw new Error('That file is too large to be a resume (over 2 MB).');
  let json: unknown;
  try {
    json = JSON.parse(await readText(file));
  } catch {
    throw new Error('That file is not valid JSON. Choose a JSON Resume file (.json).');
  }
  try {
    return importResume(json);
  } catch (error) {
    if (error instanceof ResumeImportError) throw new Error(error.message, { cause: error });
    throw error;
  }
}

/** A file's text (FileReader: Blob.text is missing in older engines and in jsdom). */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('That file could not be read.'));
    reader.readAsText(file);
  });

/** The resume as a JSON Resume document (our extras under `meta.shortlist`). */
export function resumeJson(resume: Resume): string {
  return `${JSON.stringify(toJsonResume(resume), null, 2)}\n`;
}

export function jsonFileName(resume: Resume): string {
  return fileName(resume.personalInfo.fullName, 'json');
}
