import { z } from 'zod';

const emailField = z
  .string()
  .trim()
  .min(1, 'Enter your email address.')
  .pipe(z.email({ message: 'Enter a valid email address.' }));

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Enter your password.'),
  remember: z.boolean(),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** A new password, typed twice (reset by link, change in Account). */
export const newPasswordFields = {
  password: z
    .string()
    .min(1, 'Enter a password.')
    .min(8, 'Use at least 8 characters.')
    .max(256, 'Use at most 256 characters.'),
  confirmPassword: z.string().min(1, 'Confirm your password.'),
};
const matching = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;

export const signupSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your full name.').max(100, 'Use at most 100 characters.'),
    email: emailField,
    ...newPasswordFields,
  })
  .refine(matching, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type SignupValues = z.infer<typeof signupSchema>;

export const forgotSchema = z.object({ email: emailField });
export type ForgotValues = z.infer<typeof forgotSchema>;

export const resetSchema = z
  .object(newPasswordFields)
  .refine(matching, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type ResetValues = z.infer<typeof resetSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    ...newPasswordFields,
  })
  .refine(matching, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
