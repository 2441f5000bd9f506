import { contract } from '@shortlist/contract';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/contract-route.js';
import { sessionUserId } from '../../lib/session-user.js';

const { users: routes } = contract;

/** Download all my data; delete my account (confirmed with the password). */
export async function accountRoutes(app: FastifyInstance) {
  const { account } = app.services;

  mountRoute(app, routes.exportData, async (request, reply) => {
    reply.header('content-disposition', 'attachment; filename="shortlist-data.json"');
    return account.exportData(sessionUserId(request));
  });

  mountRoute(app, routes.deleteAccount, async (request, reply) => {
    await account.deleteAccount(sessionUserId(request), request.body.password, request.ip);
    app.clearSessionCookie(reply);
    return { deleted: true as const };
  });
}
