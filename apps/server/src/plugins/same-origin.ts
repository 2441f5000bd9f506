import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Requests that may come from another site without a browser's Origin header (server to server). */
const EXEMPT_PATHS = new Set<string>();

export function exemptFromSameOrigin(path: string) {
  EXEMPT_PATHS.add(path);
}

function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none')
    return true;
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    if (origin === 'null') return true;
    try {
      // Scheme, host and port, compared through URL so default ports (":80", ":443") match.
      return new URL(origin).origin !== new URL(`${request.protocol}://${request.host}`).origin;
    } catch {
      return true;
    }
  }
  return false;
}

/**
 * Refuses state-changing calls that a browser sent from another site (CSRF). Browsers send
 * Sec-Fetch-Site and Origin on such requests; non-browser clients send neither and carry no
 * ambient cookies. The session cookie is SameSite=Lax as a second line.
 */
export function registerSameOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (EXEMPT_PATHS.has(request.url.split('?')[0] ?? '')) return;
    if (isCrossSite(request)) {
      throw forbidden('Cross-site requests are not allowed.', 'CROSS_SITE_REQUEST');
    }
  });
}
