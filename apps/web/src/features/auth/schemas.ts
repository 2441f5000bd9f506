import { z } from 'zod';

export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address.')
    .pipe(z.email({ message: 'Enter a valid email address.' })),
  password: z.string().min(1, 'Enter your password.'),
  remember: z.boolean(),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const signupSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your full name.').max(100, 'Use at most 100 characters.'),
    email: z
      .string()
      .trim()
      .min(1, 'Enter your email address.')
      .pipe(z.email({ message: 'Enter a valid email address.' })),
    password: z
      .string()
      .min(1, 'Enter a password.')
      .min(8, 'Use at least 8 characters.')
      .max(256, 'Use at most 256 characters.'),
    confirmPassword: z.string().min(1, 'Confirm your password.'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SignupValues = z.infer<typeof signupSchema>;
