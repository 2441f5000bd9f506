import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, isApiPath } from '../lib/api-prefix.js';

/**
 * Security headers with a Content-Security-Policy the app works under: scripts and workers
 * only from our origin (plus WebAssembly compilation) (the PDF preview runs in a Web Worker and pdf.js draws from blob:
 * URLs), inline style attributes allowed for the PDF text layer, no framing, no plugins.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
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
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // API answers carry personal data: no browser or proxy may keep a copy.
    if (isApiPath(request.url) && !request.url.startsWith(`${API_PREFIX}/docs`))
      reply.header('cache-control', 'no-store');
  });
}
