import type { PaidPlan } from '@shortlist/contract';
import { LOCKED_RESUME_MESSAGE } from '@shortlist/contract';
import type Stripe from 'stripe';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import { checkouts } from './checkout.js';
import { entitlement } from './entitlement.js';
import { paymentsRepository } from './repository.js';
import { stripeGateway } from './stripe-gateway.js';

export type { CheckoutEvent, EventOutcome, Fulfilment } from './checkout.js';
// The lock as SQL: the draft update checks it in its own statement (decision 0900).
export { resumeLockedBy } from './repository.js';

/** The answer to buying when neither Stripe nor the test checkout is configured. */
export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured';

function notConfigured() {
  const error = new HttpError(503, 'PAYMENTS_NOT_CONFIGURED', PAYMENTS_NOT_CONFIGURED);
  error.expected = true;
  return error;
}

/**
 * Plans, purchases, checkouts and download grants (issue 11). Stripe when STRIPE_SECRET_KEY
 * is set; otherwise the built-in test checkout where TEST_CHECKOUT allows it (not in
 * production unless asked for); otherwise no checkout at all (503). Entitlement is decided
 * here only.
 */
export function paymentsService(db: Db, config: Config) {
  const gateway = config.stripeSecretKey
    ? stripeGateway(config, config.stripeSecretKey)
    : undefined;
  const rights = entitlement(config.freeDownloads);
  const checkout = checkouts(db, config, gateway);
  const mode = gateway ? 'stripe' : config.testCheckout ? 'test' : 'off';
  /** Buying, paying a test checkout and reading a checkout: only with a checkout to run. */
  const configured = <A extends unknown[], T>(work: (...args: A) => Promise<T>) =>
    mode === 'off'
      ? async (..._args: A): Promise<T> => {
          throw notConfigured();
        }
      : work;

  return {
    /** `stripe`, `test` (the built-in test checkout) or `off` (buying answers 503). */
    mode,
    /** check-resume-limit: may the user download, free downloads left, the plan held. */
    entitlement: (userId: string) => rights.check(db, userId),
    /** The free quota and both prices, as configured (landing, sign-up, paywall). */
    prices: () => ({
      freeDownloads: config.freeDownloads,
      currency: config.planCurrency,
      prices: { unlimited: config.planUnlimitedCents, 'one-time': config.planOneTimeCents },
    }),
    /** What the next download of a resume the user owns would use, without using it. */
    downloadCost: (userId: string, resumeId: string) => rights.cost(db, userId, resumeId),
    /** Whether a download from a share link is covered by the owner's plan (costs nothing new). */
    coversSharedDownload: (userId: string, resumeId: string) =>
      rights.coversShared(db, userId, resumeId),
    /** A download grant, decided and consumed in the caller's transaction (`tx`). */
    grantDownload: (tx: Db, userId: string, resumeId: string) => rights.grant(tx, userId, resumeId),
    /** Refuses (423) an edit of a resume the single plan covers, unless Unlimited is held. */
    async assertEditable(userId: string, resumeId: string, tx: Db = db) {
      if (await paymentsRepository(tx).isLocked(userId, resumeId)) {
        throw new HttpError(423, 'RESUME_LOCKED', LOCKED_RESUME_MESSAGE);
      }
    },
    createCheckout: configured((userId: string, plan: PaidPlan) => checkout.create(userId, plan)),
    checkoutStatus: configured((userId: string, sessionId: string) =>
      checkout.status(userId, sessionId),
    ),
    payTestCheckout: configured((userId: string, sessionId: string) =>
      checkout.payTest(userId, sessionId),
    ),
    /** The verified event of a webhook call, or a 400 (404 when Stripe is not configured). */
    verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event {
      if (!gateway) throw new HttpError(404, 'NOT_FOUND', 'Stripe is not configured.');
      return gateway.verify(rawBody, signature);
    },
    handleEvent: (event: Stripe.Event) => checkout.handleEvent(event),
    async purchases(userId: string) {
      return (await paymentsRepository(db).purchasesOf(userId)).map((p) => ({
        id: p.id,
        plan: p.plan as PaidPlan,
        amountCents: p.amountCents,
        currency: p.currency,
        boundResumeId: p.boundResumeId,
        createdAt: p.createdAt.toISOString(),
      }));
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
