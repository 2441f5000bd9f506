import { z } from 'zod';

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

export const userResponse = z.object({
  status: z.literal('Success'),
  userID: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  message: z.string(),
});

export const sessionResponse = userResponse.extend({ expiresAt: z.string() });
