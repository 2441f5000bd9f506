/**
 * Whether an error means the database could not be reached or dropped the connection (as
 * opposed to a query it refused). Such a request answers 503 and the next one tries again:
 * the pool opens fresh connections by itself once the database is back.
 *
 * PostgreSQL reports a refused connection at severity FATAL, whatever its SQLSTATE: a
 * database that does not accept connections (`ALTER DATABASE … ALLOW_CONNECTIONS false`, or
 * while it is being dropped or renamed) says 55000, which as a plain ERROR means a query's
 * object is in the wrong state (a bug of ours, a 500). So 55000 counts at FATAL only; every
 * FATAL or PANIC ends the session, so each of them counts.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, message, severity } = e as {
      code?: unknown;
      message?: unknown;
      severity?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
      return true;
    if (severity === 'FATAL' || severity === 'PANIC') return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m)))
      return true;
  }
  return false;
}

/** SQLSTATEs of a server going away (class 08 is every connection exception) and socket errors. */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/** node-postgres and PGlite say these without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'PGlite is closed',
  'database is closed',
];
