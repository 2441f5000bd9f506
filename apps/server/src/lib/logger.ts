import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { API_PREFIX } from './api-prefix.js';
import { safeError } from './safe-error.js';

/** Paths pino replaces with [Redacted]: credentials never reach the logs. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.pass',
  '*.token',
  '*.apiKey',
  '*.secret',
];

/** The longest a buffered log line waits before it is written. */
const LOG_FLUSH_MS = 1_000;

/**
 * Standard output for the logs. With `bufferBytes` (LOG_BUFFER_BYTES), lines are gathered up to
 * that many bytes, or for at most a second, and written in the background with one system call
 * (pino's asynchronous destination): a line per request no longer costs a synchronous write
 * per request (decision 0900). pino writes what is left synchronously when the process exits,
 * a crash included; a process killed outright loses what was not written yet.
 */
function standardOutput(bufferBytes: number) {
  if (bufferBytes === 0) return pino.destination({ dest: 1, sync: true });
  return pino.destination({
    dest: 1,
    sync: false,
    minLength: bufferBytes,
    periodicFlush: LOG_FLUSH_MS,
  });
}

/**
 * JSON logs (pino). Fastify's own two lines per request are off: `logRequests` writes one.
 * Errors go through `safeError`, so a failed query never carries its parameters (emails,
 * password hashes, resume text) into the log. Without `stream`, standard output (buffered
 * up to `bufferBytes`).
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
  bufferBytes = 0,
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: { err: safeError },
    stream: stream ?? (level === 'silent' ? undefined : standardOutput(bufferBytes)),
  };
}

/**
 * One line per request at `info` (so `LOG_LEVEL=warn` logs no successful request): method,
 * path without its query, status and time. Never headers or bodies.
 */
export function logRequests(app: FastifyInstance) {
  // The line's values are four plain ones, never a credential, so it skips the redaction pass,
  // which otherwise runs every value of the line through the wildcard paths (about 1.4 % of a
  // getdraft's CPU, decision 0900). `reqId` first: the very line `request.log` wrote.
  const lines = app.log.child({}, { redact: [] });
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    lines.info(
      {
        reqId: request.id,
        method: request.method,
        path: path.startsWith(API_PREFIX) ? path : path.slice(0, 200),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
