import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../lib/error-schema.js';
import type { AccountService } from './service.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Download all my data; delete my account (confirmed with the password). */
export function accountRoutes(account: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);

    app.get(
      '/users/me/export',
      {
        schema: {
          tags: ['account'],
          summary: 'All data we hold about the user, as JSON',
          response: { 200: z.object({}).passthrough(), ...errors },
        },
      },
      async (request, reply) => {
        const data = await account.exportData(request.user!.id);
        return reply
          .header('content-disposition', 'attachment; filename="shortlist-data.json"')
          .send(data);
      },
    );

    app.delete(
      '/users/me',
      {
        schema: {
          tags: ['account'],
          summary: 'Delete the account, its resumes and sessions',
          body: z.object({
            password: z
              .string({ message: 'Enter your password to confirm.' })
              .min(1, 'Enter your password to confirm.')
              .max(256),
          }),
          response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
        },
      },
      async (request, reply) => {
        await account.deleteAccount(request.user!.id, request.body.password);
        app.clearSessionCookie(reply);
        return { deleted: true as const };
      },
    );
  };
}
