import { z } from 'zod';

/** The one error shape every route answers with. */
export const errorSchema = z.object({ message: z.string(), code: z.string() });
