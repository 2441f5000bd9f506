import type { FastifyInstance, FastifyServerOptions } from 'fastify';
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

/**
 * JSON logs (pino). Fastify's own two lines per request are off: `logRequests` writes one.
 * Errors go through `safeError`, so a failed query never carries its parameters (emails,
 * password hashes, resume text) into the log.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: { err: safeError },
    ...(stream ? { stream } : {}),
  };
}

/**
 * One line per request at `info` (so `LOG_LEVEL=warn` logs no successful request): method,
 * path without its query, status and time. Never headers or bodies.
 */
export function logRequests(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    request.log.info(
      {
        method: request.method,
        path: path.startsWith(API_PREFIX) ? path : path.slice(0, 200),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
