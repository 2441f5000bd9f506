import { contract } from '@shortlist/contract';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/errors.js';

const { health: routes } = contract;

/** Liveness (the process answers) and readiness (the database answers too). */
export async function healthRoutes(app: FastifyInstance) {
  const { database } = app.services;

  mountRoute(app, routes.live, async () => ({ status: 'ok' as const }));

  mountRoute(app, routes.ready, async (request) => {
    try {
      await database.ping();
      return { status: 'ready' as const, database: database.driver };
    } catch (err) {
      request.log.warn({ err }, 'database is not answering');
      const error = new HttpError(503, 'NOT_READY', 'The database is not answering.');
      error.retryAfterSeconds = 5;
      throw error;
    }
  });
}
