import { badRequest } from '../../lib/errors.js';

// What a request names, parsed: the list's cursor and an Idempotency-Key header.

/** A position in the list: updated_at in microseconds since 1970, and the id. */
export type ListCursor = { micros: bigint; id: string };

export const encodeCursor = (micros: string, id: string) => `${micros}.${id}`;
export function decodeCursor(cursor: string): ListCursor {
  const [micros, id] = cursor.split('.') as [string, string];
  return { micros: BigInt(micros), id };
}

/** An `Idempotency-Key` header: 1 to 200 visible ASCII characters. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !/^[\x21-\x7e]{1,200}$/.test(key))
    throw badRequest(
      'Idempotency-Key must be 1 to 200 visible ASCII characters.',
      'BAD_IDEMPOTENCY_KEY',
    );
  return key;
}
