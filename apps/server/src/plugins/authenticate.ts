import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors.js';
import type { AuthService, PublicUser } from '../modules/auth/service.js';

export const SESSION_COOKIE = 'shortlist_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user; set by `requireUser`, null elsewhere. */
    user: PublicUser | null;
    sessionExpiresAt: Date | null;
  }
  interface FastifyInstance {
    /** onRequest hook for route groups that need a logged-in user: 401 otherwise. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    setSessionCookie: (
      request: FastifyRequest,
      reply: FastifyReply,
      token: string,
      expiresAt: Date,
    ) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

/** Identity comes from the session cookie only, never from a path or a body. */
export function registerAuthentication(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionExpiresAt', null);

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const session = await auth.sessionUser(request.cookies[SESSION_COOKIE]);
    if (!session)
      throw unauthorized('Your session has ended. Please log in again.', 'SESSION_EXPIRED');
    request.user = session.user;
    request.sessionExpiresAt = session.expiresAt;
  });

  app.decorate(
    'setSessionCookie',
    (request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) => {
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        path: '/',
        expires: expiresAt,
      });
    },
  );

  app.decorate('clearSessionCookie', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  });
}
