import { contract } from '@shortlist/contract';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../lib/api-prefix.js';
import { mountRoute } from '../../lib/contract-route.js';
import { badRequest } from '../../lib/errors.js';
import { sessionUserId as userOf } from '../../lib/session-user.js';
import { exemptFromSameOrigin } from '../../plugins/same-origin.js';

const { payments: routes } = contract;

/** Checkout, Stripe's webhook, the test checkout and the user's purchases (issue 11). */
export async function paymentsRoutes(app: FastifyInstance) {
  const { payments, config } = app.services;
  if (payments.mode === 'off') {
    app.log.warn(
      'Payments are not configured: buying a plan answers 503. Set STRIPE_SECRET_KEY (docs/deploy.md), or TEST_CHECKOUT=1 for the built-in test checkout (no real payment). Free downloads work.',
    );
  } else if (payments.mode === 'test' && config.nodeEnv === 'production') {
    app.log.warn(
      'TEST_CHECKOUT=1 in production: the built-in test checkout grants any plan without payment.',
    );
  }

  mountRoute(app, routes.plans, async () => payments.prices());

  mountRoute(
    app,
    routes.createCheckoutSession,
    async (request) => payments.createCheckout(userOf(request), request.body.planName),
    // Each checkout costs a call to Stripe: a person needs a few, a script is stopped.
    { config: { rateLimit: { max: 30, timeWindow: '10 minutes' } } },
  );

  mountRoute(app, routes.checkoutSession, async (request) =>
    payments.checkoutStatus(userOf(request), request.params.sessionId),
  );

  mountRoute(app, routes.payTestCheckout, async (request) =>
    payments.payTestCheckout(userOf(request), request.params.sessionId),
  );

  mountRoute(app, routes.purchases, async (request) => payments.purchases(userOf(request)));

  // Stripe signs the exact bytes it sent: this route (alone) keeps its JSON body raw.
  exemptFromSameOrigin(`${API_PREFIX}${routes.webhook.path}`);
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    mountRoute(
      raw,
      routes.webhook,
      async (request) => {
        const body = request.body as unknown;
        if (!Buffer.isBuffer(body)) throw badRequest('Send the event as the request body.');
        const signature = request.headers['stripe-signature'];
        const event = payments.verifyWebhook(
          body,
          typeof signature === 'string' ? signature : undefined,
        );
        const { outcome, reason } = await payments.handleEvent(event);
        const entry = { eventId: event.id, type: event.type, outcome, reason };
        // Acknowledged (200) either way, so Stripe does not send it again; a refusal is a warning.
        if (outcome === 'rejected') request.log.warn(entry, 'stripe event rejected');
        else request.log.info(entry, 'stripe event');
        return { received: true as const };
      },
      { bodyLimit: 512 * 1024 },
    );
  });
}
