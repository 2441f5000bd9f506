import { contract } from '@shortlist/contract';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/contract-route.js';
import { sessionUser } from '../../lib/session-user.js';
import { SESSION_COOKIE } from '../../plugins/authenticate.js';
import { passwordRoutes } from './password-routes.js';
import { sessionAnswer } from './session-answer.js';
import { sweepExpiredSessions } from './session-sweep.js';

const { users: routes } = contract;

/** Registration, login, logout and the current session. */
export async function authRoutes(app: FastifyInstance) {
  const { auth, config } = app.services;
  sweepExpiredSessions(app, auth);

  // A new account is signed in at once (issue 29): no second typing of the password.
  mountRoute(
    app,
    routes.register,
    async (request, reply) => {
      const user = await auth.register(request.body);
      const replacing = request.cookies[SESSION_COOKIE];
      if (replacing) await auth.logout(replacing);
      const session = await auth.signIn(user.id);
      app.setSessionCookie(request, reply, session.token, session.expiresAt);
      return sessionAnswer(session, 'Registration successful. You are signed in.');
    },
    // Counted per client address (request.ip, see TRUST_PROXY), in memory or in Redis.
    { config: { rateLimit: { max: config.registrationsPerHour, timeWindow: '1 hour' } } },
  );

  mountRoute(app, routes.login, async (request, reply) => {
    const result = await auth.login({
      ...request.body,
      remember: request.body.remember ?? false,
      address: request.ip,
      replacing: request.cookies[SESSION_COOKIE],
    });
    app.setSessionCookie(request, reply, result.token, result.expiresAt);
    return sessionAnswer(result, 'Login successful');
  });

  mountRoute(app, routes.logout, async (request, reply) => {
    await auth.logout(request.cookies[SESSION_COOKIE]);
    app.clearSessionCookie(reply);
    return { status: 'Success' as const, message: 'Logged out' };
  });

  mountRoute(app, routes.me, async (request) =>
    sessionAnswer(
      { user: sessionUser(request), expiresAt: request.sessionExpiresAt as Date },
      'Logged in',
    ),
  );

  await passwordRoutes(app);
}
