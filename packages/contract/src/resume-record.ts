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
    version: _v,
    createdAt: _c,
    updatedAt: _up,
    ...resume
  } = record;
  return resume;
}
