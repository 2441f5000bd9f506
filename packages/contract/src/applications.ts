import { resumeSchema } from '@shortlist/resume/schema/resume';
import { z } from 'zod';
import { defineRoute } from './define';
import { idField, idParams, isoDateTime } from './fields';

/**
 * Applying to jobs (issue 27, decision 0310): how well a resume matches a posting, and the
 * user's applications (the tracker) with a tailored copy of a resume and a cover letter each.
 */
export const APPLICATION_STATUSES = ['saved', 'applied', 'interview', 'offer', 'rejected'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, {
  message: `status must be one of ${APPLICATION_STATUSES.join(', ')}`,
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** The bounds of every text an application or a match carries. */
export const APPLICATION_LIMITS = {
  company: 120,
  role: 120,
  jobUrl: 2_000,
  jobDescriptionMin: 50,
  jobDescription: 20_000,
  coverLetter: 10_000,
  notes: 10_000,
} as const;
/** How many applications one account may hold. */
export const APPLICATIONS_MAX = 500;

const L = APPLICATION_LIMITS;
const bounded = (what: string, max: number) =>
  z
    .string({ message: `${what} must be text` })
    .max(max, `${what} has at most ${max.toLocaleString('en')} characters.`);
const named = (what: string, max: number) =>
  bounded(what, max).trim().min(1, `Enter the ${what.toLowerCase()}.`);

export const jobDescriptionField = z
  .string({ message: 'jobDescription must be text' })
  .refine((v) => v.trim().length >= L.jobDescriptionMin, {
    message: `Paste the job posting: at least ${L.jobDescriptionMin} characters.`,
  })
  .refine((v) => v.length <= L.jobDescription, {
    message: `A job posting has at most ${L.jobDescription.toLocaleString('en')} characters.`,
  });

/** A link to the posting: http(s) only, or empty. */
const jobUrlField = bounded('jobUrl', L.jobUrl)
  .trim()
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), {
    message: 'jobUrl must be an http(s) address.',
  });

export const MATCH_TERM_KINDS = ['skill', 'title', 'education', 'other'] as const;
export const matchTermSchema = z.object({
  term: z.string(),
  kind: z.enum(MATCH_TERM_KINDS),
  /** Asked for as required (else preferred: 'nice to have', 'a plus'). */
  required: z.boolean(),
  /** The resume names it (or a synonym or abbreviation of it). */
  found: z.boolean(),
});
export type MatchTerm = z.infer<typeof matchTermSchema>;

export const matchBody = z
  .object({
    resumeId: idField.optional(),
    resume: resumeSchema.optional(),
    jobDescription: jobDescriptionField,
  })
  .refine((b) => (b.resumeId === undefined) !== (b.resume === undefined), {
    message: 'Send exactly one of resumeId or resume.',
    path: ['resumeId'],
  });

export const matchAnswer = z.object({
  score: z.number().int().min(0).max(100),
  terms: z.array(matchTermSchema),
  /** The terms not found, most important first. */
  missing: z.array(z.string()),
});
export type MatchAnswer = z.infer<typeof matchAnswer>;

export const applicationSchema = z.object({
  id: z.string(),
  company: z.string(),
  role: z.string(),
  jobUrl: z.string(),
  jobDescription: z.string(),
  status: applicationStatusSchema,
  resumeId: z.string().nullable(),
  coverLetter: z.string(),
  notes: z.string(),
  /** When the status first became 'applied' (or later); null while only saved. */
  appliedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Application = z.infer<typeof applicationSchema>;

const applicationFields = {
  company: named('Company', L.company),
  role: named('Role', L.role),
  jobUrl: jobUrlField,
  jobDescription: bounded('jobDescription', L.jobDescription),
  status: applicationStatusSchema,
  resumeId: idField.nullable(),
  coverLetter: bounded('coverLetter', L.coverLetter),
  notes: bounded('notes', L.notes),
};

export const createApplicationBody = z.object({
  company: applicationFields.company,
  role: applicationFields.role,
  jobUrl: applicationFields.jobUrl.optional(),
  jobDescription: applicationFields.jobDescription.optional(),
  status: applicationFields.status.optional(),
  resumeId: idField.optional(),
  notes: applicationFields.notes.optional(),
});
export type CreateApplicationInput = z.input<typeof createApplicationBody>;

export const updateApplicationBody = z
  .object(applicationFields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change.' });
export type UpdateApplicationInput = z.input<typeof updateApplicationBody>;

const tags = ['applications'];

export const applications = {
  match: defineRoute({
    method: 'POST',
    path: '/match',
    summary:
      "How well a resume matches a job posting: a score, the posting's terms and the missing ones",
    tags,
    access: 'public',
    body: matchBody,
    responses: { 200: matchAnswer },
    errors: [400, 404, 429],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/applications',
    summary: 'My job applications, newest first',
    tags,
    access: 'user',
    responses: { 200: z.object({ items: z.array(applicationSchema) }) },
    errors: [401],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/applications',
    summary: 'Track a job application',
    tags,
    access: 'user',
    body: createApplicationBody,
    responses: { 201: applicationSchema },
    errors: [400, 401, 404, 409],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/applications/:id',
    summary: 'Change any field of one of my applications',
    tags,
    access: 'user',
    params: idParams,
    body: updateApplicationBody,
    responses: { 200: applicationSchema },
    errors: [400, 401, 404],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/applications/:id',
    summary: 'Delete one of my applications',
    tags,
    access: 'user',
    params: idParams,
    responses: { 204: z.null() },
    errors: [400, 401, 404],
  }),
  tailor: defineRoute({
    method: 'POST',
    path: '/applications/:id/tailor',
    summary:
      "A new resume '<role> – <company>' copied from the application's resume, now the one it uses",
    tags,
    access: 'user',
    params: idParams,
    responses: { 201: z.object({ resumeId: z.string() }) },
    errors: [400, 401, 404, 409],
  }),
  coverLetter: defineRoute({
    method: 'POST',
    path: '/applications/:id/cover-letter',
    summary:
      "A cover letter drafted from the posting and the application's resume (only its facts), stored on the application",
    tags,
    access: 'user',
    params: idParams,
    responses: { 200: z.object({ text: z.string() }) },
    errors: [400, 401, 404, 409],
  }),
};
