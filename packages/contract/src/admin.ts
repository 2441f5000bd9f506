import { z } from 'zod';
import { supportMessageSchema } from './chat';
import { defineRoute } from './define';
import { idField, idParams, isoDateTime } from './fields';
import { resumeRecordSchema } from './resume-record';
import { pageVisitSchema, trafficVisitorSchema } from './traffic';
import { userRoleSchema } from './users';

/**
 * The admin back office (spec sections 2 'Admin area', 6 and 7 'Admin'). Every route but
 * login, logout and me needs the admin session: the `AdminToken` cookie set by login
 * (httpOnly, SameSite=Strict, 8 hours; decision 0700). A `token` in a body is ignored.
 */

export const ADMIN_COOKIE = 'AdminToken';
export const ADMIN_SESSION_HOURS = 8;
/** An admin password is at least this long (ADMIN_PASSWORD, `npm run admin`). */
export const ADMIN_PASSWORD_MIN = 12;
/** Lists answer at most this many rows a page. */
export const ADMIN_PAGE_LIMIT_MAX = 100;
export const ADMIN_PAGE_LIMIT_DEFAULT = 20;
/**
 * Pages reach at most this many rows into a list; searching or sorting reaches the rest. This
 * keeps every page as cheap at 100,000 rows as at 1,000 (docs/benchmarks.md).
 */
export const ADMIN_MAX_ROWS = 10_000;
/**
 * A list's `total` is exact up to this many rows. Above it, `total` is an estimate from the
 * database's statistics (say "about 100,000"), always more than this (decision 0701).
 */
export const ADMIN_EXACT_TOTAL_MAX = 1_000;
/** True when a list's `total` is an estimate rather than a count. */
export const isEstimatedTotal = (total: number) => total > ADMIN_EXACT_TOTAL_MAX;

export const adminLoginBody = z.object({
  userName: z
    .string({ message: 'Fill all info' })
    .trim()
    .min(1, 'Fill all info')
    .max(100, 'That username is too long.'),
  pass: z.string({ message: 'Fill all info' }).min(1, 'Fill all info').max(256),
});

/** What the spec's client reads from the admin login (`Status`, `Message`; no token). */
export const adminStatusBody = z.object({ Status: z.boolean(), Message: z.string() });
export type AdminStatusBody = z.infer<typeof adminStatusBody>;

export const ADMIN_LOGIN_FAILED = 'Invalid username or password';

const whole = (name: string, min: number, max: number) =>
  z
    .number({ message: `${name} must be a whole number from ${min} to ${max}` })
    .int(`${name} must be a whole number from ${min} to ${max}`)
    .min(min, `${name} must be a whole number from ${min} to ${max}`)
    .max(max, `${name} must be a whole number from ${min} to ${max}`);

/** The fields of a list's body: `{page?, limit?, q?, sort?}`, `sort` one of `sorts`. */
export const listFields = <const S extends readonly [string, ...string[]]>(sorts: S) => ({
  page: whole('page', 1, ADMIN_MAX_ROWS).default(1),
  limit: whole('limit', 1, ADMIN_PAGE_LIMIT_MAX).default(ADMIN_PAGE_LIMIT_DEFAULT),
  q: z
    .string({ message: 'q must be text' })
    .trim()
    .max(100, 'Search for at most 100 characters.')
    .optional(),
  sort: z.enum(sorts, { message: `sort must be one of ${sorts.join(', ')}` }).optional(),
});

/** Pages reach the first ADMIN_MAX_ROWS rows only. */
export const withinReach: [
  (b: { page: number; limit: number }) => boolean,
  { message: string; path: string[] },
] = [
  (b) => (b.page - 1) * b.limit < ADMIN_MAX_ROWS,
  {
    message: `Pages reach the first ${ADMIN_MAX_ROWS.toLocaleString('en-US')} rows only: search or sort to find the others.`,
    path: ['page'],
  },
];

/**
 * A list's body: `{page?, limit?, q?, sort?}` with `sort` one of `sorts` (a leading `-` sorts
 * descending). Strings, 0, negatives and limits above 100 are refused with 400.
 */
export const listBody = <const S extends readonly [string, ...string[]]>(sorts: S) =>
  z.object(listFields(sorts)).refine(...withinReach);
export type ListBody<S extends string = string> = {
  page: number;
  limit: number;
  q?: string;
  sort?: S;
};

export const listAnswer = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /**
     * The matching rows: counted when at most ADMIN_EXACT_TOTAL_MAX (1,000), else the
     * database's estimate (more than 1,000; see isEstimatedTotal).
     */
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });

const seriesSchema = z.array(
  z.object({ day: z.string().describe('YYYY-MM-DD'), count: z.number() }),
);
export const dashboardAnswer = z.object({
  users: z.number().int(),
  resumes: z.number().int(),
  /** Support messages still pending. */
  support: z.number().int(),
  /** The last 30 days, oldest first, one entry a day (0 when nothing happened). */
  series: z.object({ signups: seriesSchema, resumes: seriesSchema, visits: seriesSchema }),
});
export type AdminDashboard = z.infer<typeof dashboardAnswer>;

export const USER_SORTS = ['createdAt', '-createdAt', 'email', '-email', 'name', '-name'] as const;
export const adminUserRow = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: userRoleSchema,
  createdAt: isoDateTime,
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const RESUME_SORTS = ['updatedAt', '-updatedAt', 'createdAt', '-createdAt'] as const;
export const adminResumeRow = z.object({
  _id: z.string(),
  userEmail: z.string(),
  title: z.string(),
  completeStep: z.number().int(),
  progressPercentage: z.number(),
  updatedAt: isoDateTime,
});
export type AdminResumeRow = z.infer<typeof adminResumeRow>;

export const VISITOR_SORTS = ['active', '-active'] as const;
export const adminVisitorRow = trafficVisitorSchema;
export type AdminVisitorRow = z.infer<typeof adminVisitorRow>;

export const VISIT_SORTS = ['time', '-time', 'count', '-count'] as const;
export const adminVisitRow = pageVisitSchema;
export type AdminVisitRow = z.infer<typeof adminVisitRow>;

export const MESSAGE_SORTS = ['createdAt', '-createdAt'] as const;
export const adminMessageRow = supportMessageSchema;
export type AdminMessageRow = z.infer<typeof adminMessageRow>;

const tags = ['admin'];
const adminErrors = [400, 401, 403] as const;

export const admin = {
  login: defineRoute({
    method: 'POST',
    path: '/admin/login',
    summary: 'Admin login; sets the AdminToken cookie (the token is never in the body)',
    tags,
    access: 'public',
    body: adminLoginBody,
    responses: { 200: adminStatusBody },
    errors: [400, 401, 429],
    errorBodies: { 401: adminStatusBody },
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/admin/logout',
    summary: 'Admin logout; ends the admin session on the server',
    tags,
    access: 'public',
    responses: { 200: adminStatusBody },
    errors: [],
  }),
  me: defineRoute({
    method: 'GET',
    path: '/admin/me',
    summary: 'The logged-in admin',
    tags,
    access: 'admin',
    responses: { 200: z.object({ userName: z.string() }) },
    errors: [401, 403],
  }),
  dashboard: defineRoute({
    method: 'POST',
    path: '/admin/dashboard',
    summary: 'Counts and the last 30 days of signups, resumes and visits',
    tags,
    access: 'admin',
    body: z.object({}),
    responses: { 200: dashboardAnswer },
    errors: adminErrors,
  }),
  users: defineRoute({
    method: 'POST',
    path: '/admin/all-user',
    summary: 'Users, a page at a time; q searches the start of the email or the name',
    tags,
    access: 'admin',
    body: listBody(USER_SORTS),
    responses: { 200: listAnswer(adminUserRow) },
    errors: adminErrors,
  }),
  resumes: defineRoute({
    method: 'POST',
    path: '/admin/all-resumes',
    summary: "Resumes, a page at a time; q searches the start of the owner's email or the name",
    tags,
    access: 'admin',
    body: listBody(RESUME_SORTS),
    responses: { 200: listAnswer(adminResumeRow) },
    errors: adminErrors,
  }),
  resume: defineRoute({
    method: 'GET',
    path: '/admin/resumes/:id',
    summary: 'One whole resume, for the preview',
    tags,
    access: 'admin',
    params: idParams,
    responses: { 200: resumeRecordSchema },
    errors: [400, 401, 403, 404],
  }),
};

export const adminTraffic = {
  visitors: defineRoute({
    method: 'POST',
    path: '/traffic/all-ip',
    summary: 'Visitors with their last visit, a page at a time; q searches the start of the key',
    tags: ['traffic'],
    access: 'admin',
    body: listBody(VISITOR_SORTS),
    responses: { 200: listAnswer(adminVisitorRow) },
    errors: adminErrors,
  }),
  analysis: defineRoute({
    method: 'POST',
    path: '/traffic/analysis',
    summary: "One visitor's visits, a page at a time; q searches the start of the path",
    tags: ['traffic'],
    access: 'admin',
    body: z
      .object({
        ...listFields(VISIT_SORTS),
        ip: z.string({ message: 'ip is required' }).min(1, 'ip is required').max(200),
      })
      .refine(...withinReach),
    responses: { 200: listAnswer(adminVisitRow) },
    errors: adminErrors,
  }),
};

export const adminSupport = {
  messages: defineRoute({
    method: 'POST',
    path: '/chat/all',
    summary: 'Support messages, pending first; q searches the start of the email',
    tags: ['chat'],
    access: 'admin',
    body: listBody(MESSAGE_SORTS),
    responses: { 200: listAnswer(adminMessageRow) },
    errors: adminErrors,
  }),
  mark: defineRoute({
    method: 'POST',
    path: '/chat/mark',
    summary: 'Marks a support message complete (no way back)',
    tags: ['chat'],
    access: 'admin',
    body: z.object({ _id: idField }),
    responses: { 200: z.object({ _id: z.string(), status: z.literal(true) }) },
    errors: [400, 401, 403, 404],
  }),
};
