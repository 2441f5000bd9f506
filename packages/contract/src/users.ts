import { applicationSchema } from './applications';
import { z } from 'zod';
import { defineRoute } from './define';
import { isoDateTime } from './fields';
import { purchaseSchema } from './payments';
import { resumeRecordSchema } from './resume-record';

/**
 * The roles a session can carry: `person` for a user account (self-registration always gives
 * it), `admin` for an account of the back office, which lives apart from users.
 */
export const ROLES = ['person', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** The roles a user account (the `users` table) can hold. */
export const USER_ROLES = ['person'] as const satisfies readonly Role[];
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

export const emailField = z
  .string({ message: 'Enter your email address.' })
  .trim()
  .max(254, 'That email address is too long.')
  .pipe(z.email({ message: 'Enter a valid email address.' }));

export const passwordField = z
  .string({ message: 'Enter a password.' })
  .min(8, 'Use at least 8 characters for your password.')
  .max(256, 'Use at most 256 characters for your password.');

export const registerBody = z.object({
  email: emailField,
  password: passwordField,
  name: z
    .string({ message: 'Enter your full name.' })
    .trim()
    .min(1, 'Enter your full name.')
    .max(100, 'Use at most 100 characters for your name.'),
  /** Sent by the documented client; ignored: every new account is a `person`. */
  role: z.unknown().optional(),
  /** Sent by the documented client as a placeholder; ignored. */
  phno: z.unknown().optional(),
});

export const loginBody = z.object({
  email: z
    .string({ message: 'Enter your email address.' })
    .trim()
    .min(1, 'Enter your email address.')
    .max(254),
  password: z.string({ message: 'Enter your password.' }).min(1, 'Enter your password.').max(256),
  remember: z.boolean().optional(),
});

/** The user as the spec's client reads it after login or registration (spec section 7). */
export const userBody = z.object({
  status: z.literal('Success'),
  userID: z.string(),
  email: z.string(),
  name: z.string(),
  role: userRoleSchema,
  message: z.string(),
});
export type UserBody = z.infer<typeof userBody>;

export const sessionBody = userBody.extend({ expiresAt: isoDateTime });
export type SessionBody = z.infer<typeof sessionBody>;

/** How long a password-reset link works (the email says so). */
export const RESET_LINK_HOURS = 1;
/** The one answer to 'Forgot password?', whether the address has an account or not. */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that address, we have sent it a link to choose a new password. The link works once, for 1 hour.';

export const forgotPasswordBody = z.object({ email: emailField });
export const resetPasswordBody = z.object({
  /** The token of the emailed link (256 random bits, base64url). */
  token: z
    .string({ message: 'The reset link is incomplete. Open it from the email again.' })
    .min(1, 'The reset link is incomplete. Open it from the email again.')
    .max(200, 'The reset link is not valid. Ask for a new one.'),
  password: passwordField,
});
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ message: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(256),
  newPassword: passwordField,
});

export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: userRoleSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const downloadRecordSchema = z.object({
  resumeId: z.string(),
  format: z.string(),
  createdAt: isoDateTime,
});

export const dataExportSchema = z.object({
  exportedAt: isoDateTime,
  account: publicUserSchema,
  resumes: z.array(resumeRecordSchema),
  downloads: z.array(downloadRecordSchema),
  purchases: z.array(purchaseSchema),
  /** The job applications tracked, with their postings, notes and cover letters. */
  applications: z.array(applicationSchema),
});
export type DataExport = z.infer<typeof dataExportSchema>;

const tags = ['users'];

export const users = {
  register: defineRoute({
    method: 'POST',
    path: '/users/register',
    summary: 'Create an account and sign it in (sets the session cookie)',
    tags,
    access: 'public',
    body: registerBody,
    // The new account is signed in at once: the answer is the session, as login's.
    responses: { 201: sessionBody },
    errors: [400, 409, 429],
  }),
  login: defineRoute({
    method: 'POST',
    path: '/users/login',
    summary: 'Log in; sets the session cookie',
    tags,
    access: 'public',
    body: loginBody,
    responses: { 200: sessionBody },
    errors: [400, 401, 429, 503],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/users/logout',
    summary: 'Log out; ends the session on the server',
    tags,
    access: 'public',
    responses: { 200: z.object({ status: z.literal('Success'), message: z.string() }) },
    errors: [],
  }),
  me: defineRoute({
    method: 'GET',
    path: '/users/me',
    summary: 'The logged-in user',
    tags,
    access: 'user',
    responses: { 200: sessionBody },
    errors: [401],
  }),
  exportData: defineRoute({
    method: 'GET',
    path: '/users/me/export',
    summary: 'All data we hold about the user, as JSON',
    tags,
    access: 'user',
    responses: { 200: dataExportSchema },
    errors: [401, 404, 429],
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/users/password/forgot',
    summary:
      "'Forgot password?': emails a single-use link valid 1 hour; the same answer whether the address has an account or not",
    tags,
    access: 'public',
    body: forgotPasswordBody,
    responses: { 202: z.object({ message: z.string() }) },
    errors: [400, 429],
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/users/password/reset',
    summary:
      "Choose a new password with an emailed link's token: ends every session of the account, then signs in",
    tags,
    access: 'public',
    body: resetPasswordBody,
    responses: { 200: sessionBody },
    errors: [400, 429],
  }),
  changePassword: defineRoute({
    method: 'PUT',
    path: '/users/me/password',
    summary: 'Change the password (the current one confirms it); ends every other session',
    tags,
    access: 'user',
    body: changePasswordBody,
    responses: { 200: z.object({ status: z.literal('Success'), message: z.string() }) },
    errors: [400, 401, 403, 429],
  }),
  deleteAccount: defineRoute({
    method: 'DELETE',
    path: '/users/me',
    summary: 'Delete the account, its resumes and sessions',
    tags,
    access: 'user',
    body: z.object({
      password: z
        .string({ message: 'Enter your password to confirm.' })
        .min(1, 'Enter your password to confirm.')
        .max(256),
    }),
    responses: { 200: z.object({ deleted: z.literal(true) }) },
    errors: [400, 401, 403, 429, 503],
  }),
};
