import type { FastifyServerOptions } from 'fastify';

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

export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    ...(stream ? { stream } : {}),
  };
}
