import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../lib/api-prefix.js';
import { SESSION_COOKIE } from './authenticate.js';

/**
 * Serves the built single-page app from the same port, precompressed (brotli, gzip) when the
 * browser accepts it: hashed assets cached for a year,
 * index.html never cached, and every client route (a deep link to /saved-resumes) answered
 * with index.html. Unknown API paths stay JSON 404s.
 *
 * `/` for a visitor without a session cookie is the prerendered landing page (landing.html,
 * decision 0902) when the build wrote it: the page itself in HTML and a small script instead
 * of the whole app. With a session cookie it is the app, whose landing shows the account menu.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const hasLanding = hasWeb && existsSync(path.join(webDist, 'landing.html'));
  const isLanding = (request: FastifyRequest) => hasLanding && request.url.split('?')[0] === '/';
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs): sent by
      // Accept-Encoding with Content-Encoding and Vary, the file itself otherwise.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'the web app is not built; only the API is served');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (wantsPage) {
      // A shared resume's page (/r/<slug>) is for whoever holds the link, not search engines.
      if (request.url.startsWith('/r/')) reply.header('x-robots-tag', 'noindex, nofollow');
      // `/` differs by the session cookie: a cache must not hand one's page to the other.
      const landing = isLanding(request);
      if (landing) reply.header('vary', 'cookie');
      const page = landing && !request.cookies[SESSION_COOKIE] ? 'landing.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile(page);
    }
    return reply.status(404).send({
      message: `No such route: ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    });
  });
}
