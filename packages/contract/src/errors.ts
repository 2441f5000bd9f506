import { z } from 'zod';

/** The one error body every route answers with on a 4xx or 5xx. */
export const errorSchema = z.object({
  message: z.string().describe('What went wrong, in words fit to show the user'),
  code: z.string().describe('A stable machine-readable code, e.g. VERSION_CONFLICT'),
});
export type ErrorBody = z.infer<typeof errorSchema>;
