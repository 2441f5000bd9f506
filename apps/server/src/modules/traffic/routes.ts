import { contract } from '@shortlist/contract';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/contract-route.js';
import { sweepExpiredTraffic } from './retention.js';

const { traffic: routes } = contract;

/** Small JSON bodies: a URL of at most 2,000 characters, or an id and a number. */
const BODY_LIMIT = 8 * 1024;

/** Page visits and stay times; both routes also take sendBeacon's text/plain JSON. */
export async function trafficRoutes(app: FastifyInstance) {
  const { traffic, config } = app.services;
  sweepExpiredTraffic(app, traffic);

  mountRoute(
    app,
    routes.start,
    async (request) =>
      traffic.start({
        url: request.body.url,
        // The client address as TRUST_PROXY defines it; never a header read here.
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
    {
      config: { rateLimit: { max: config.trafficRateLimitPerMinute, timeWindow: '1 minute' } },
      bodyLimit: BODY_LIMIT,
    },
  );

  mountRoute(
    app,
    routes.end,
    async (request, reply) => {
      await traffic.end(request.body.pageTrafficID, request.body.count);
      return reply.code(204).send();
    },
    { bodyLimit: BODY_LIMIT },
  );
}
