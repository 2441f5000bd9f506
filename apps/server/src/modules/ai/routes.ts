import { contract } from '@shortlist/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mountRoute } from '../../lib/contract-route.js';
import { SESSION_COOKIE } from '../../plugins/authenticate.js';

const { ai: routes } = contract;

/** AI writing help for visitors and users alike; every call counts against the rate limit. */
export async function aiRoutes(app: FastifyInstance) {
  const { ai, auth } = app.services;

  /** The user of a valid session cookie, else the client's address (TRUST_PROXY decides it). */
  const limitKey = async (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await auth.sessionUser(token) : null;
    return session ? `user:${session.user.id}` : `address:${request.ip}`;
  };
  const options = {
    preHandler: async (request: FastifyRequest) => ai.admit(await limitKey(request)),
  };

  mountRoute(app, routes.status, async () => ai.status());
  mountRoute(app, routes.achievement, (r) => ai.achievement(r.log, r.body), options);
  mountRoute(app, routes.description, (r) => ai.description(r.log, r.body), options);
  mountRoute(app, routes.education, (r) => ai.education(r.log, r.body), options);
  mountRoute(app, routes.skills, (r) => ai.skills(r.log, r.body.resume), options);
  mountRoute(app, routes.interests, (r) => ai.interests(r.log, r.body.resume), options);
  mountRoute(app, routes.certifications, (r) => ai.certifications(r.log, r.body.resume), options);
  mountRoute(app, routes.enhance, (r) => ai.enhance(r.log, r.body.resume), options);
}
