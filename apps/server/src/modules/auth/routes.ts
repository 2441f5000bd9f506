import { contract, type PublicUser } from '@shortlist/contract';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/contract-route.js';
import { sessionUser } from '../../lib/session-user.js';
import { SESSION_COOKIE } from '../../plugins/authenticate.js';
import { sweepExpiredSessions } from './session-sweep.js';

const { users: routes } = contract;

/** The user as the spec's client reads it (spec section 7, 'Authentication'). */
const asBody = (user: PublicUser, message: string) => ({
  status: 'Success' as const,
  userID: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  message,
});

/** Registration, login, logout and the current session. */
export async function authRoutes(app: FastifyInstance) {
  const { auth } = app.services;
  sweepExpiredSessions(app, auth);

  mountRoute(
    app,
    routes.register,
    async (request) =>
      asBody(await auth.register(request.body), 'Registration successful. Please log in.'),
    { config: { rateLimit: { max: 20, timeWindow: '1 hour' } } },
  );

  mountRoute(app, routes.login, async (request, reply) => {
    const result = await auth.login({
      ...request.body,
      remember: request.body.remember ?? false,
      address: request.ip,
      replacing: request.cookies[SESSION_COOKIE],
    });
    app.setSessionCookie(request, reply, result.token, result.expiresAt);
    return {
      ...asBody(result.user, 'Login successful'),
      expiresAt: result.expiresAt.toISOString(),
    };
  });

  mountRoute(app, routes.logout, async (request, reply) => {
    await auth.logout(request.cookies[SESSION_COOKIE]);
    app.clearSessionCookie(reply);
    return { status: 'Success' as const, message: 'Logged out' };
  });

  mountRoute(app, routes.me, async (request) => ({
    ...asBody(sessionUser(request), 'Logged in'),
    expiresAt: (request.sessionExpiresAt as Date).toISOString(),
  }));
}
