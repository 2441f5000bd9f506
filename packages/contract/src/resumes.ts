import { resumeSchema } from '@shortlist/resume/schema/resume';
import { z } from 'zod';
import { defineRoute } from './define';
import { idField, idParams, isoDateTime, userIdParams, versionField } from './fields';
import { downloadGrantSchema, entitlementSchema } from './payments';
import { resumeRecordSchema, resumeSummarySchema, TITLE_MAX } from './resume-record';

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

/**
 * What the next download of a resume would use, asked before a download that costs something
 * is confirmed: `covered` nothing (a running grant, Unlimited, or the single plan already on
 * this resume); `free` one free download; `single-plan` the unbound single plan, which then
 * covers and LOCKS this resume; `none` nothing allows it (the download would answer 402).
 */
export const downloadCostSchema = z.object({
  uses: z.enum(['covered', 'free', 'single-plan', 'none']),
  freeDownloadsLeft: z.number().int().min(0),
});
export type DownloadCost = z.infer<typeof downloadCostSchema>;

const tags = ['resumes'];

/** The list's page size: default 50, at most 100. */
export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 100;
const limitMessage = `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`;
/** Where the next page starts: `<updatedAt in microseconds>.<id>` of the last item shown. */
export const listCursorSchema = z
  .string()
  .regex(
    /^\d{1,17}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    'cursor is not valid: send the nextCursor of the previous page',
  );
export const listQuery = z.object({
  limit: z.coerce
    .number({ message: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(LIST_LIMIT_MAX, limitMessage)
    .default(LIST_LIMIT_DEFAULT),
  cursor: listCursorSchema.optional(),
});
export const resumeListSchema = z.object({
  items: z.array(resumeSummarySchema),
  nextCursor: z.string().nullable().describe('null on the last page'),
});

/** `created`: a new resume (201); false: the account already had this very content (200). */
export const handOverAnswer = z.object({ created: z.boolean(), resume: resumeRecordSchema });

export const titleBody = z.object({
  title: z
    .string({ message: 'title must be text' })
    .trim()
    .min(1, 'Give the resume a title.')
    .max(TITLE_MAX, `A title has at most ${TITLE_MAX} characters.`),
});

const versionParam = z.coerce
  .number({ message: 'version must be a number' })
  .int('version must be a whole number')
  .positive('version must be positive')
  .max(2_147_483_647, 'version is too large');
const versionParams = z.object({ id: idField, version: versionParam });
export const versionListSchema = z.object({
  items: z.array(
    z.object({ version: z.number().int(), updatedAt: isoDateTime, title: z.string() }),
  ),
});

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
    errors: [400, 401, 409],
  }),
  handOver: defineRoute({
    method: 'POST',
    path: '/addresume/handover',
    summary:
      "A visitor's browser draft at login: a new draft (201), or the account's identical resume (200); no resume changes",
    tags,
    access: 'user',
    body: resumeBody,
    responses: { 200: handOverAnswer, 201: handOverAnswer },
    errors: [400, 401, 409],
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
    summary: "The user's resumes as summaries, newest edit first, a page at a time",
    tags,
    access: 'user',
    params: userIdParams,
    query: listQuery,
    responses: { 200: resumeListSchema },
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
    summary: "Copy a resume as '<title> (copy)'",
    tags,
    access: 'user',
    params: idParams,
    responses: { 201: resumeRecordSchema },
    errors: [400, 401, 404, 409],
  }),
  rename: defineRoute({
    method: 'PATCH',
    path: '/addresume/:id/title',
    summary: 'Rename a resume',
    tags,
    access: 'user',
    params: idParams,
    body: titleBody,
    responses: { 200: resumeRecordSchema },
    errors: [400, 401, 404],
  }),
  versions: defineRoute({
    method: 'GET',
    path: '/addresume/:id/versions',
    summary: 'The kept previous contents of a resume, newest first',
    tags,
    access: 'user',
    params: idParams,
    responses: { 200: versionListSchema },
    errors: [400, 401, 404],
  }),
  version: defineRoute({
    method: 'GET',
    path: '/addresume/:id/versions/:version',
    summary: 'One kept previous content, as a resume record',
    tags,
    access: 'user',
    params: versionParams,
    responses: { 200: resumeRecordSchema },
    errors: [400, 401, 404],
  }),
  restoreVersion: defineRoute({
    method: 'POST',
    path: '/addresume/:id/versions/:version/restore',
    summary: 'Make a kept content the current one (as a new version, so it can be undone)',
    tags,
    access: 'user',
    params: versionParams,
    responses: { 200: resumeRecordSchema },
    errors: [400, 401, 404, 409],
  }),
  downloadCost: defineRoute({
    method: 'GET',
    path: '/addresume/:id/download-cost',
    summary:
      'What a download of this resume would use now (nothing, a free download, the single plan), without using it',
    tags,
    access: 'user',
    params: idParams,
    responses: { 200: downloadCostSchema },
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
