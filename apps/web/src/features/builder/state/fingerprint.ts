import { resumeSchema, type Resume } from '@shortlist/resume';

/** A short fingerprint of a document (FNV-1a over its normalised JSON). */
export function fingerprint(resume: Resume): string {
  const parsed = resumeSchema.safeParse(resume);
  const text = JSON.stringify(parsed.success ? parsed.data : resume);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(16)}:${text.length}`;
}
