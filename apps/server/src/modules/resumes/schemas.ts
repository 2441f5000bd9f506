import { resumeSchema } from '@shortlist/resume/schema/resume';
import { z } from 'zod';

export const versionField = z.number({ message: 'version must be a number' }).int().positive();
export const idField = z.string().min(1).max(100);

/** A resume as the builder sends it. Unknown fields are dropped; every text and list is bounded. */
export const resumeBody = resumeSchema;

export const updateBody = resumeSchema.extend({ version: versionField });

/** The final save: from a draft (`_id` and its `version`) or from nothing. */
export const saveBody = resumeSchema
  .extend({ _id: idField.optional(), version: versionField.optional() })
  .refine((b) => (b._id === undefined) === (b.version === undefined), {
    message: 'Send _id and version together, or neither.',
    path: ['version'],
  });

export const resumeRecord = resumeSchema.extend({
  _id: z.string(),
  id: z.string(),
  userId: z.string(),
  status: z.enum(['draft', 'saved']),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const userIdParams = z.object({ userId: idField });
export const idParams = z.object({ id: idField });
export const draftIdParams = z.object({ draftId: idField });

export const downloadFormat = z.enum(['pdf', 'docx', 'txt', 'print'], {
  message: 'format must be pdf, docx, txt or print',
});
export const downloadBody = z.object({ format: downloadFormat });
