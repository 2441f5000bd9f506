import { resumeSchema } from '@shortlist/resume/schema/resume';
import { z } from 'zod';
import { defineRoute } from './define';
import { idField, idParams, userIdParams, versionField } from './fields';
import { downloadGrantSchema, entitlementSchema } from './payments';
import { resumeRecordSchema } from './resume-record';

/** A resume as the builder sends it. Unknown fields are dropped; every text and list is bounded. */
export const resumeBody = resumeSchema;
export const updateResumeBody = resumeSchema.extend({ version: versionField });

/** The final save: from a draft (`_id` and its `version`) or from nothing. */
export const saveResumeBody = resumeSchema
  .extend({ _id: idField.optional(), version: versionField.optional() })
  .refine((b) => (b._id === undefined) === (b.version === undefined), {
    message: 'Send _id and version together, or neither.',
    path: ['version'],
  });

export const DOWNLOAD_FORMATS = ['pdf', 'docx', 'txt', 'print'] as const;
export const downloadFormatSchema = z.enum(DOWNLOAD_FORMATS, {
  message: 'format must be pdf, docx, txt or print',
});
export type DownloadFormat = z.infer<typeof downloadFormatSchema>;

const tags = ['resumes'];

export const resumes = {
  latestDraft: defineRoute({
    method: 'GET',
    path: '/addresume/getdraft',
    summary: "The user's latest draft",
    tags,
    access: 'user',
    query: z.object({ userId: idField.optional() }),
    responses: { 200: z.object({ success: z.literal(true), data: resumeRecordSchema.nullable() }) },
    errors: [400, 401, 404],
  }),
  createDraft: defineRoute({
    method: 'POST',
    path: '/addresume/draft',
    summary: 'Create a draft',
    tags,
    access: 'user',
    body: resumeBody,
    responses: { 201: resumeRecordSchema },
    errors: [400, 401],
  }),
  save: defineRoute({
    method: 'POST',
    path: '/addresume/save',
    summary: 'The final save: the draft it names becomes saved (200), or a new saved resume (201)',
    tags,
    access: 'user',
    body: saveResumeBody,
    responses: { 200: resumeRecordSchema, 201: resumeRecordSchema },
    errors: [400, 401, 404, 409, 423],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/addresume/getallresumes/:userId',
    summary: "All of the user's resumes, newest first",
    tags,
    access: 'user',
    params: userIdParams,
    responses: { 200: z.array(resumeRecordSchema) },
    errors: [400, 401, 404],
  }),
  checkLimit: defineRoute({
    method: 'GET',
    path: '/addresume/check-resume-limit/:userId',
    summary: 'May the user download now? Free downloads left and the plan held',
    tags,
    access: 'user',
    params: userIdParams,
    responses: { 200: entitlementSchema },
    errors: [400, 401, 404],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/addresume/resume/:id',
    summary: 'One resume',
    tags,
    access: 'user',
    params: idParams,
    responses: { 200: resumeRecordSchema },
    errors: [400, 401, 404],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/addresume/:draftId',
    summary:
      'Update a resume (a stale version answers 409, a resume locked by the single plan 423; both write nothing)',
    tags,
    access: 'user',
    params: z.object({ draftId: idField }),
    body: updateResumeBody,
    responses: { 200: resumeRecordSchema },
    errors: [400, 401, 404, 409, 423],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/addresume/:id',
    summary: 'Delete a resume',
    tags,
    access: 'user',
    params: idParams,
    responses: { 200: z.object({ deleted: z.literal(true) }) },
    errors: [400, 401, 404],
  }),
  duplicate: defineRoute({
    method: 'POST',
    path: '/addresume/:id/duplicate',
    summary: 'Copy a resume',
    tags,
    access: 'user',
    params: idParams,
    responses: { 201: resumeRecordSchema },
    errors: [400, 401, 404],
  }),
  recordDownload: defineRoute({
    method: 'POST',
    path: '/addresume/:id/downloads',
    summary:
      'Ask for a download BEFORE rendering: a grant covers the resume in every format for 24 hours (402 when no plan allows it)',
    tags,
    access: 'user',
    params: idParams,
    body: z.object({ format: downloadFormatSchema }),
    responses: { 201: downloadGrantSchema },
    errors: [400, 401, 402, 404],
  }),
};
