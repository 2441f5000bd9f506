import { contract } from '@shortlist/contract';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/errors.js';

const { chat: routes } = contract;

/** A 429 that says how long to wait, in the one error shape. */
export const tooManyMessages = (_request: unknown, context: { ttl: number }) => {
  const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
  const error = new HttpError(
    429,
    'RATE_LIMITED',
    `You have sent too many messages. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
  error.retryAfterSeconds = Math.ceil(context.ttl / 1000);
  return error;
};

/** The chat widget's message (the admin routes that read them live in the admin module). */
export async function chatRoutes(app: FastifyInstance) {
  const { chat, config } = app.services;

  mountRoute(
    app,
    routes.start,
    async (request) => chat.start(request.body.email, request.body.message),
    {
      // Counted per client address (request.ip, see TRUST_PROXY), in memory or in Redis.
      config: {
        rateLimit: {
          max: config.chatRateLimitPerHour,
          timeWindow: '1 hour',
          errorResponseBuilder: tooManyMessages,
        },
      },
      bodyLimit: 64 * 1024,
    },
  );
}
