export type SafeError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * An error as it may be logged: name, code, message and stack, without what a caller sent.
 * A failed query's parameters (drizzle puts them in the message), a PostgreSQL error's
 * `detail` ("Key (email)=(ada@example.com) already exists") and quoted values in its message
 * ('invalid input syntax for type uuid: "…"') are left out; causes are followed.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) {
    const message = redactQuoted(String(error));
    return { type: typeof error, message, stack: message };
  }
  const fields = error as Error & { code?: unknown; query?: unknown; params?: unknown };
  const raw =
    'params' in fields && typeof fields.query === 'string'
      ? `Failed query: ${fields.query}`
      : error.message;
  const message = redactQuoted(raw);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    message,
    ...(typeof fields.code === 'string' && { code: fields.code }),
    ...pgFields(error),
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    ...(error.cause !== undefined && depth < 3 && { cause: safeError(error.cause, depth + 1) }),
  };
}

/** Where PostgreSQL says the error happened: names only, never values. */
function pgFields(error: Error) {
  const { table, column, constraint, routine } = error as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries({ table, column, constraint, routine }).filter(([, v]) => typeof v === 'string'),
  );
}

/** Quoted names PostgreSQL gives (relation "users"); any other quoted text may be a value. */
const NAMED =
  /\b(relation|constraint|column|table|index|type|function|schema|database|role|sequence|extension|operator) $/;

/** Keeps quoted identifiers (constraint "users_email_unique"), hides quoted values. */
function redactQuoted(message: string) {
  return message.replace(/"[^"\n]*"/g, (quoted, offset: number) =>
    NAMED.test(message.slice(Math.max(0, offset - 12), offset)) ? quoted : '"[Redacted]"',
  );
}
