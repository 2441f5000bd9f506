import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../lib/error-schema.js';
import { SESSION_COOKIE } from '../../plugins/authenticate.js';
import { loginBody, registerBody, sessionResponse, userResponse } from './schemas.js';
import type { AuthService, PublicUser } from './service.js';

const asBody = (user: PublicUser, message: string) => ({
  status: 'Success' as const,
  userID: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  message,
});

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  409: errorSchema,
  429: errorSchema,
};

/** Registration, login, logout and the current session (spec section 7, 'Authentication'). */
export function authRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/users/register',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
        schema: {
          tags: ['auth'],
          summary: 'Create an account',
          body: registerBody,
          response: { 201: userResponse, ...errors },
        },
      },
      async (request, reply) => {
        const user = await auth.register(request.body);
        return reply.status(201).send(asBody(user, 'Registration successful. Please log in.'));
      },
    );

    app.post(
      '/users/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Log in; sets the session cookie',
          body: loginBody,
          response: { 200: sessionResponse, ...errors },
        },
      },
      async (request, reply) => {
        const result = await auth.login({
          ...request.body,
          remember: request.body.remember ?? false,
          address: request.ip,
        });
        app.setSessionCookie(request, reply, result.token, result.expiresAt);
        return {
          ...asBody(result.user, 'Login successful'),
          expiresAt: result.expiresAt.toISOString(),
        };
      },
    );

    app.post(
      '/users/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Log out; ends the session on the server',
          response: {
            200: z.object({ status: z.literal('Success'), message: z.string() }),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        await auth.logout(request.cookies[SESSION_COOKIE]);
        app.clearSessionCookie(reply);
        return { status: 'Success' as const, message: 'Logged out' };
      },
    );

    app.get(
      '/users/me',
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['auth'],
          summary: 'The logged-in user',
          response: { 200: sessionResponse, ...errors },
        },
      },
      async (request) => ({
        ...asBody(request.user as PublicUser, 'Logged in'),
        expiresAt: (request.sessionExpiresAt as Date).toISOString(),
      }),
    );
  };
}
