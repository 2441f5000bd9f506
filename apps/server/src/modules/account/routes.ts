import { contract } from '@shortlist/contract';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/contract-route.js';
import { sessionUserId } from '../../lib/session-user.js';

const { users: routes } = contract;

/** Data exports a client address may ask for in an hour. */
export const EXPORTS_PER_HOUR = 10;

/** Download all my data; delete my account (confirmed with the password). */
export async function accountRoutes(app: FastifyInstance) {
  const { account } = app.services;

  // Each export reads every resume of the account in full (up to 100 of up to 1 MB): a few an
  // hour per client address, so repeating it cannot tie up the server's memory.
  mountRoute(
    app,
    routes.exportData,
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="shortlist-data.json"');
      return account.exportData(sessionUserId(request));
    },
    { config: { rateLimit: { max: EXPORTS_PER_HOUR, timeWindow: '1 hour' } } },
  );

  mountRoute(app, routes.deleteAccount, async (request, reply) => {
    await account.deleteAccount(sessionUserId(request), request.body.password, request.ip);
    app.clearSessionCookie(reply);
    return { deleted: true as const };
  });
}
