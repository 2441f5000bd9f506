import { z } from 'zod';

/** An id in a path. Malformed ids are answered like unknown ones (404), so this only bounds it. */
export const idField = z.string().min(1).max(100);
export const isoDateTime = z.string().describe('ISO 8601 date and time');
/** A resume's version: a PostgreSQL integer, so at most 2^31 - 1. */
export const versionField = z
  .number({ message: 'version must be a number' })
  .int()
  .positive()
  .max(2_147_483_647);
export const userIdParams = z.object({ userId: idField });
export const idParams = z.object({ id: idField });
