import { z } from 'zod';

/** An id in a path. Malformed ids are answered like unknown ones (404), so this only bounds it. */
export const idField = z.string().min(1).max(100);
export const isoDateTime = z.string().describe('ISO 8601 date and time');
export const versionField = z.number({ message: 'version must be a number' }).int().positive();
export const userIdParams = z.object({ userId: idField });
export const idParams = z.object({ id: idField });
