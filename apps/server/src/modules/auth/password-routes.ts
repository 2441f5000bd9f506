import { contract, RESET_REQUESTED_MESSAGE } from '@shortlist/contract';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/contract-route.js';
import { sessionUserId } from '../../lib/session-user.js';
import { SESSION_COOKIE } from '../../plugins/authenticate.js';
import { sessionAnswer } from './session-answer.js';

const { users: routes } = contract;

/** 'Forgot password?', the reset link, and the change of password in Account (issue 29). */
export async function passwordRoutes(app: FastifyInstance) {
  const { auth, passwordResets } = app.services;

  mountRoute(
    app,
    routes.forgotPassword,
    async (request, reply) => {
      passwordResets.requestReset(request.body.email);
      reply.code(202);
      return { message: RESET_REQUESTED_MESSAGE };
    },
    // Per client address; each account also gets at most 3 links an hour (silently).
    { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
  );

  mountRoute(
    app,
    routes.resetPassword,
    async (request, reply) => {
      const result = await passwordResets.resetPassword(
        request.body.token,
        request.body.password,
        request.cookies[SESSION_COOKIE],
      );
      app.setSessionCookie(request, reply, result.token, result.expiresAt);
      return sessionAnswer(result, 'Your password was changed. You are signed in.');
    },
    // Each attempt hashes a password (argon2): bounded per address.
    { config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } },
  );

  mountRoute(app, routes.changePassword, async (request) => {
    const { otherSessionsEnded } = await auth.changePassword({
      userId: sessionUserId(request),
      currentPassword: request.body.currentPassword,
      newPassword: request.body.newPassword,
      address: request.ip,
      keepToken: request.cookies[SESSION_COOKIE],
    });
    const others =
      otherSessionsEnded === 0
        ? ''
        : ` ${otherSessionsEnded} other session${otherSessionsEnded === 1 ? ' was' : 's were'} signed out.`;
    return { status: 'Success' as const, message: `Your password was changed.${others}` };
  });
}
