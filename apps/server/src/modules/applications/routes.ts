import { contract } from '@shortlist/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../../lib/client-address.js';
import { mountRoute } from '../../lib/contract-route.js';
import { sessionUserId as userOf } from '../../lib/session-user.js';
import { SESSION_COOKIE } from '../../plugins/authenticate.js';

const { applications: routes } = contract;

/** The job match (visitors too, paid from the AI budgets) and the user's applications. */
export async function applicationsRoutes(app: FastifyInstance) {
  const { applications, auth, budget } = app.services;

  /** The user of a valid session cookie on a public route, if any. */
  const optionalUser = async (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIE];
    return token ? (await auth.sessionUser(token))?.user.id : undefined;
  };

  // A match costs what one AI call costs, from the budgets of the user and the address.
  mountRoute(
    app,
    routes.match,
    async (request) => applications.match(await optionalUser(request), request.body),
    {
      preHandler: async (request: FastifyRequest) =>
        budget.spend(
          { userId: await optionalUser(request), address: clientAddressKey(request) },
          1,
        ),
    },
  );

  mountRoute(app, routes.list, async (request) => applications.list(userOf(request)));
  mountRoute(app, routes.create, async (request) =>
    applications.create(userOf(request), request.body),
  );
  mountRoute(app, routes.update, async (request) =>
    applications.update(userOf(request), request.params.id, request.body),
  );
  mountRoute(app, routes.remove, async (request, reply) => {
    await applications.remove(userOf(request), request.params.id);
    return reply.code(204).send();
  });
  mountRoute(app, routes.tailor, async (request) =>
    applications.tailor(userOf(request), request.params.id),
  );
  mountRoute(app, routes.coverLetter, async (request) =>
    applications.coverLetter(userOf(request), request.params.id),
  );
}
