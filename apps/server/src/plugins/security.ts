import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_PREFIX, isApiPath } from '../lib/api-prefix.js';

/**
 * Security headers with a Content-Security-Policy the app works under: scripts and workers
 * only from our origin (plus WebAssembly compilation) (the PDF preview runs in a Web Worker and pdf.js draws from blob:
 * URLs), inline style attributes allowed for the PDF text layer, no framing, no plugins.
 */
const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // 'wasm-unsafe-eval' lets the PDF layout engine (yoga, WebAssembly) compile; it does
      // not allow eval() or new Function() for JavaScript.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      workerSrc: ["'self'", 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'blob:', 'data:'],
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Sent below, over HTTPS only: over plain http it means nothing and misleads.
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets, worked out once: they are the same for every answer, and building
 * them per request (as @fastify/helmet does) cost a tenth of a trivial request's time.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name] = String(value)),
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // API answers carry personal data: no browser or proxy may keep a copy.
    if (isApiPath(request.url) && !request.url.startsWith(`${API_PREFIX}/docs`))
      reply.header('cache-control', 'no-store');
  });
}
