import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbHandle } from '../../db/client.js';
import { errorSchema } from '../../lib/error-schema.js';

const statusSchema = z.object({ status: z.string() });

/** Liveness (the process answers) and readiness (the database answers too). */
export function healthRoutes(database: DbHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'The process is up',
          response: { 200: statusSchema },
        },
      },
      async () => ({ status: 'ok' }),
    );

    app.get(
      '/ready',
      {
        schema: {
          tags: ['health'],
          summary: 'The database answers',
          response: { 200: statusSchema.extend({ database: z.string() }), 503: errorSchema },
        },
      },
      async (request, reply) => {
        try {
          await database.ping();
          return { status: 'ready', database: database.driver };
        } catch (err) {
          request.log.warn({ err }, 'database is not answering');
          return reply
            .status(503)
            .send({ message: 'The database is not answering.', code: 'NOT_READY' });
        }
      },
    );
  };
}
