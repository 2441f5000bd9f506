import { resumeSchema, type Resume } from '@shortlist/resume/schema/resume';
import { z } from 'zod';
import { isoDateTime } from './fields';

export const resumeStatusSchema = z.enum(['draft', 'saved']);
export type ResumeStatus = z.infer<typeof resumeStatusSchema>;

/** A stored resume as the API answers it: the document plus its identity and bookkeeping. */
export const resumeRecordSchema = resumeSchema.extend({
  _id: z.string().describe('The resume id (the spec client reads `_id`)'),
  id: z.string(),
  userId: z.string(),
  status: resumeStatusSchema,
  title: z.string().describe('The title the user gave it, or the default: full name and position'),
  version: z.number().int().describe('Send it back with the next update; stale → 409'),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ResumeRecord = z.output<typeof resumeRecordSchema>;

/** The document only, as the builder's form holds it: the server's bookkeeping dropped. */
export function resumeDocumentOf(record: ResumeRecord): Resume {
  const {
    _id: _i,
    id: _id,
    userId: _u,
    status: _s,
    title: _t,
    version: _v,
    createdAt: _c,
    updatedAt: _up,
    ...resume
  } = record;
  return resume;
}

export const TITLE_MAX = 120;
export const UNTITLED_RESUME = 'Untitled Resume';

/** A resume's default title: its full name and the first position, or 'Untitled Resume' (spec section 7). */
export function defaultResumeTitle(resume: Pick<Resume, 'personalInfo' | 'experience'>): string {
  const name = resume.personalInfo?.fullName?.trim() ?? '';
  const position = resume.experience?.find((job) => job.position?.trim())?.position.trim() ?? '';
  const title = [name, position].filter(Boolean).join(' – ');
  return title ? title.slice(0, TITLE_MAX) : UNTITLED_RESUME;
}

/** One card of My Resumes: what the list answers instead of whole resumes. */
export const resumeSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  templateId: resumeSchema.shape.templateId.unwrap(),
  status: resumeStatusSchema,
  completeStep: z.number().int().min(0).max(7).describe('How many of the 7 steps are complete'),
  progressPercentage: z.number().int().min(0).max(100),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ResumeSummary = z.output<typeof resumeSummarySchema>;

/** Whether a resume holds anything typed (a template choice alone is not content). */
export function hasResumeContent(resume: unknown): boolean {
  const walk = (value: unknown, key?: string): boolean => {
    if (key === 'templateId') return false;
    if (typeof value === 'string') return value.trim() !== '';
    if (Array.isArray(value)) return value.some((item) => walk(item));
    if (value && typeof value === 'object')
      return Object.entries(value).some(([k, v]) => walk(v, k));
    return false;
  };
  return walk(resume);
}
