import { contract } from '@shortlist/contract';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/contract-route.js';
import { sessionUserId as userOf } from '../../lib/session-user.js';
import type { ShareService } from './service.js';

const { share: routes } = contract;
const HOUR = 60 * 60 * 1000;

/** Deletes share-view keys of earlier days at start and then every hour. */
function sweepOldViews(app: FastifyInstance, share: ShareService) {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    share.deleteOldViews().catch((err: unknown) => {
      app.log.warn({ err }, 'could not delete old share-link view keys');
    });
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), HOUR);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Share links: the owner's routes, and the public view of a link (issue 29). */
export async function shareRoutes(app: FastifyInstance) {
  const { share } = app.services;
  sweepOldViews(app, share);

  mountRoute(
    app,
    routes.create,
    async (request) => share.create(userOf(request), request.body.resumeId),
    { config: { rateLimit: { max: 60, timeWindow: '1 hour' } } },
  );

  mountRoute(app, routes.list, async (request) => share.list(userOf(request)));

  mountRoute(app, routes.update, async (request) =>
    share.setAllowDownload(userOf(request), request.params.slug, request.body.allowDownload),
  );

  mountRoute(app, routes.revoke, async (request, reply) => {
    await share.revoke(userOf(request), request.params.slug);
    return reply.code(204).send();
  });

  // Public: whoever holds the link. Never indexed; each view writes, so it is rate limited.
  mountRoute(
    app,
    routes.publicResume,
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      return share.view(request.params.slug, {
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
    },
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
  );

  mountRoute(
    app,
    routes.publicDownload,
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      await share.download(request.params.slug);
      return reply.code(204).send();
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );
}
