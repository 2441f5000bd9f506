import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.js';

/** A NUL, or half of a surrogate pair: text PostgreSQL cannot store and no person types. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string (value or key) in `value` that cannot be stored, if any. */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || '(value)' : undefined;
  if (typeof value !== 'object' || value === null || depth > 64) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return at;
    const found = findUnstorableText(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses a body or query holding a NUL character or a lone surrogate with a 400 before any
 * route sees it: PostgreSQL would refuse to store it (a 500), and it is never real text.
 * Path ids are left to their routes, which answer a malformed id like an unknown one (404).
 */
export function registerTextInputCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['body', request.body],
      ['query', request.query],
    ] as const) {
      const at = findUnstorableText(value);
      if (at) {
        throw badRequest(
          `Text cannot contain NUL characters or unpaired surrogates (${where}: ${at}).`,
          'INVALID_TEXT',
        );
      }
    }
  });
}
