import type { PublicUser, Role } from '@shortlist/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors.js';
import type { AuthService } from '../modules/auth/service.js';

export const SESSION_COOKIE = 'shortlist_session';

/**
 * Finds who sent a request from one kind of session (a user's cookie, an admin's cookie).
 * It sets what it found on the request (e.g. `request.user`) and returns its role.
 */
export type SessionResolver = {
  /** The roles this kind of session can carry. */
  roles: readonly Role[];
  resolve: (request: FastifyRequest) => Promise<Role | undefined>;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user; set by a `user` route's guard, null elsewhere. */
    user: PublicUser | null;
    sessionExpiresAt: Date | null;
  }
  interface FastifyInstance {
    /**
     * onRequest guard: the request must come from a session holding one of `roles`.
     * No session → 401; a session with another role → 403.
     */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
    /** Adds a kind of session `requireRole` recognises (the admin module adds its own). */
    addSessionResolver: (resolver: SessionResolver) => void;
    setSessionCookie: (
      request: FastifyRequest,
      reply: FastifyReply,
      token: string,
      expiresAt: Date,
    ) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

const SESSION_ENDED = 'Your session has ended. Please log in again.';

/** Identity comes from session cookies only, never from a path or a body. */
export function registerAuthentication(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionExpiresAt', null);

  const resolvers: SessionResolver[] = [
    {
      roles: ['person'],
      resolve: async (request) => {
        const session = await auth.sessionUser(request.cookies[SESSION_COOKIE]);
        if (!session) return undefined;
        request.user = session.user;
        request.sessionExpiresAt = session.expiresAt;
        return session.user.role;
      },
    },
  ];
  app.decorate('addSessionResolver', (resolver: SessionResolver) => {
    resolvers.push(resolver);
  });

  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    const canServe = (r: SessionResolver) => r.roles.some((role) => roles.includes(role));
    // The sessions that could carry a wanted role first; the others only to tell 403 from 401.
    for (const resolver of resolvers.filter(canServe)) {
      const role = await resolver.resolve(request);
      if (role && roles.includes(role)) return;
    }
    for (const resolver of resolvers.filter((r) => !canServe(r))) {
      if (await resolver.resolve(request))
        throw forbidden('You are not allowed to do that.', 'FORBIDDEN');
    }
    throw unauthorized(SESSION_ENDED, 'SESSION_EXPIRED');
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
