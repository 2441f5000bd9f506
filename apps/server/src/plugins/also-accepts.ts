import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALSO_ACCEPTS } from '../lib/contract-route.js';
import { HttpError } from '../lib/errors.js';

const accepts = (request: FastifyRequest, type: string) => {
  const config = request.routeOptions.config as { [ALSO_ACCEPTS]?: readonly string[] } | undefined;
  return config?.[ALSO_ACCEPTS]?.includes(type) ?? false;
};

/**
 * `text/plain` bodies are JSON text that only the routes declaring it in the contract
 * (`alsoAccepts`, what `navigator.sendBeacon` sends) accept; every other route answers 415.
 * Fastify's own text parser would otherwise hand any route a string.
 */
export function registerAlsoAccepted(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    if (!accepts(request, 'text/plain')) {
      done(
        new HttpError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'This route accepts JSON only: send Content-Type: application/json.',
        ),
        undefined,
      );
      return;
    }
    parseJson(request, body as string, done);
  });
}
