import type { z } from 'zod';

/** A file that is not a resume we can read. `message` is written for people. */
export class ResumeImportError extends Error {
  override readonly name = 'ResumeImportError';
}

/** 'personalInfo.email: Too long' from the first problem zod found. */
export const describeZodError = (what: string, error: z.ZodError): ResumeImportError => {
  const issue = error.issues[0];
  const path = issue?.path.join('.') || 'the file';
  return new ResumeImportError(`Invalid ${what}: ${path}: ${issue?.message ?? 'not valid'}`);
};
