import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';

export type StripeRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
};

/**
 * A stand-in for the Stripe API: a real HTTP server on loopback that speaks its wire format
 * (form-encoded requests, JSON answers) for Checkout Sessions, reached by the real `stripe`
 * SDK through STRIPE_API_URL.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  let failing = false;
  let counter = 0;

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => resolve(text));
    });

  const server: Server = createServer(async (req, res) => {
    const form = new URLSearchParams(await readBody(req));
    const path = (req.url ?? '').split('?')[0] ?? '';
    requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      form,
    });
    res.setHeader('content-type', 'application/json');
    if (failing) {
      res.statusCode = 500;
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong' } }));
      return;
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      counter += 1;
      const id = `cs_test_${counter}_${Date.now()}`;
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          client_reference_id: form.get('client_reference_id'),
          metadata: { plan: form.get('metadata[plan]') },
          payment_status: 'unpaid',
          status: 'open',
          url: `https://checkout.stripe.test/c/pay/${id}`,
        }),
      );
      return;
    }
    res.statusCode = 404;
    res.end(
      JSON.stringify({
        error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    fail(on: boolean) {
      failing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export type SessionFields = Partial<Stripe.Checkout.Session> & Record<string, unknown>;

/**
 * Stripe's event for a paid Unlimited checkout of `user` at the default price, as Stripe
 * sends it to the webhook (sign it with `stripe.webhooks.generateTestHeaderString`). Its
 * session is one no app started unless `session.id` names one.
 */
export const checkoutEvent = (
  user: { id: string },
  session: SessionFields = {},
  type = 'checkout.session.completed',
) => ({
  id: `evt_${randomUUID().replaceAll('-', '')}`,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: {
    object: {
      id: `cs_test_${randomUUID()}`,
      object: 'checkout.session',
      client_reference_id: user.id,
      metadata: { plan: 'unlimited' },
      amount_total: 14900,
      currency: 'usd',
      payment_status: 'paid',
      ...session,
    },
  },
});

const signer = new Stripe('sk_test_signing_only');

/** A webhook delivery of `event`, signed with `secret` exactly as Stripe signs it. */
export function signedWebhook(event: unknown, secret: string, timestamp?: number): InjectOptions {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp && { timestamp }),
  });
  return {
    method: 'POST',
    url: '/resume/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  };
}
