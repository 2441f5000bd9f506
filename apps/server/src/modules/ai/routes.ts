import { contract } from '@shortlist/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../../lib/client-address.js';
import { mountRoute } from '../../lib/contract-route.js';
import { SESSION_COOKIE } from '../../plugins/authenticate.js';
import { type Resume } from '@shortlist/resume/schema/resume';
import { enhancementCalls, type Payer } from './budget.js';

const { ai: routes } = contract;

/**
 * AI writing help for visitors and users alike. Every request is paid for in model calls from
 * the budgets of its user (if signed in) and its address, before any call (decision 0500).
 */
export async function aiRoutes(app: FastifyInstance) {
  const { ai, auth, budget } = app.services;

  /** The user of a valid session cookie, if any, and the client's address (TRUST_PROXY). */
  const payer = async (request: FastifyRequest): Promise<Payer> => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await auth.sessionUser(token) : undefined;
    return { userId: session?.user.id, address: clientAddressKey(request) };
  };
  /** Pays `calls(request)` model calls before the handler runs; the body is validated by then. */
  const costing = <B>(calls: (body: B) => number) => ({
    preHandler: async (request: FastifyRequest) =>
      budget.spend(await payer(request), calls(request.body as B)),
  });
  const oneCall = costing(() => 1);

  mountRoute(app, routes.status, async () => ai.status());
  mountRoute(app, routes.achievement, (r) => ai.achievement(r.log, r.body), oneCall);
  mountRoute(app, routes.description, (r) => ai.description(r.log, r.body), oneCall);
  mountRoute(app, routes.education, (r) => ai.education(r.log, r.body), oneCall);
  mountRoute(app, routes.skills, (r) => ai.skills(r.log, r.body.resume), oneCall);
  mountRoute(app, routes.interests, (r) => ai.interests(r.log, r.body.resume), oneCall);
  mountRoute(app, routes.certifications, (r) => ai.certifications(r.log, r.body.resume), oneCall);
  mountRoute(
    app,
    routes.enhance,
    (r) => ai.enhance(r.log, r.body.resume),
    costing((body: { resume: Resume }) => enhancementCalls(body.resume)),
  );
}
