import type { PaidPlan } from '@shortlist/contract';
import Stripe from 'stripe';
import type { Config } from '../../config.js';
import { badRequest, HttpError } from '../../lib/errors.js';

/** Stripe's default signature tolerance: an event signed longer ago than this is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type CheckoutRequest = {
  plan: PaidPlan;
  userId: string;
};

/** The SDK's options for STRIPE_API_URL: its host, port and protocol (stripe-mock, a test server). */
export function stripeApiOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

const unavailable = (cause?: unknown) =>
  Object.assign(
    new HttpError(
      503,
      'PAYMENTS_UNAVAILABLE',
      'Payments are unavailable right now. Please try again.',
    ),
    { cause },
  );

/** Stripe through its SDK: Checkout Sessions out, signed webhook events in. */
export function stripeGateway(config: Config, secretKey: string) {
  const stripe = new Stripe(secretKey, {
    ...stripeApiOptions(config.stripeApiUrl),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
  const prices: Record<PaidPlan, string | undefined> = {
    unlimited: config.stripePriceUnlimited,
    'one-time': config.stripePriceOneTime,
  };

  return {
    /** A Checkout Session in payment mode for one unit of the plan's configured price. */
    async createCheckout({ plan, userId }: CheckoutRequest) {
      const price = prices[plan];
      if (!price) throw unavailable();
      try {
        const session = await stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [{ price, quantity: 1 }],
          client_reference_id: userId,
          metadata: { plan },
          success_url: `${config.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${config.publicUrl}/cancel`,
        });
        if (!session.url) throw new Error('Stripe answered a session without a url');
        return { id: session.id, url: session.url };
      } catch (error) {
        throw unavailable(error);
      }
    },

    /** The event, if the signature over the raw body is Stripe's and recent; otherwise 400. */
    verify(rawBody: Buffer, signature: string | undefined): Stripe.Event {
      if (!signature) throw badRequest('Missing Stripe-Signature header.', 'BAD_SIGNATURE');
      try {
        return stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.stripeWebhookSecret ?? '',
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch {
        throw badRequest('The webhook signature is invalid or too old.', 'BAD_SIGNATURE');
      }
    },
  };
}
export type StripeGateway = ReturnType<typeof stripeGateway>;
