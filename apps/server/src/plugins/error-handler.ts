import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { HttpError } from '../lib/errors.js';

type ErrorBody = { message: string; code: string };

/** Turns the first validation issues into one readable sentence. */
function describeValidation(error: FastifyError): string {
  const where = error.validationContext ?? 'request';
  const issues = (error.validation ?? []).slice(0, 3).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return field ? `${field}: ${issue.message ?? 'is invalid'}` : (issue.message ?? 'is invalid');
  });
  return `Invalid ${where}: ${issues.join('; ')}`;
}

/**
 * The one error handler: JSON `{message, code}`; a 4xx passes its message through, a 5xx is
 * logged and its message hidden.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ErrorBody = { message: describeValidation(error), code: 'VALIDATION_FAILED' };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) {
      if (error.statusCode >= 500 && !error.expected)
        request.log.error({ err: error.cause ?? error }, error.message);
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        message: 'Too many requests. Please slow down and try again in a minute.',
        code: 'RATE_LIMITED',
      });
    }
    if (status >= 400 && status < 500) {
      const body: ErrorBody = { message: error.message, code: error.code ?? 'BAD_REQUEST' };
      return reply.status(status).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      // Lost or refused database connection: this request fails, the next one reconnects.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({
          message: 'Shortlist is briefly unavailable. Please try again in a moment.',
          code: 'SERVICE_UNAVAILABLE',
        } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    const body: ErrorBody = {
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    };
    return reply.status(500).send(body);
  });
}
