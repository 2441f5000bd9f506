import { randomBytes } from 'node:crypto';
import type { CheckoutStatus, PaidPlan } from '@shortlist/contract';
import { PAID_PLANS } from '@shortlist/contract';
import type Stripe from 'stripe';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { notFound } from '../../lib/errors.js';
import { paymentsRepository, type CheckoutSessionRow } from './repository.js';
import type { StripeGateway } from './stripe-gateway.js';

/** Stripe's `cs_…` ids and ours (`test_…`): anything else is no session of ours. */
const SESSION_ID = /^[A-Za-z0-9_]{1,100}$/;

/** A paid (or not) checkout as an event tells it: what fulfilment decides on. */
export type CheckoutEvent = {
  eventId: string;
  eventType: string;
  sessionId: string;
  /** Who reports it: Stripe's webhook, or the built-in test checkout's Pay. */
  provider: 'stripe' | 'test';
  userId: string | null;
  plan: string | null;
  amountTotal: number | null;
  currency: string | null;
  paid: boolean;
};

export type Fulfilment = 'fulfilled' | 'duplicate' | 'rejected' | 'awaiting_payment' | 'ignored';
/** What became of an event, and why it was rejected. */
export type EventOutcome = { outcome: Fulfilment; reason?: string };

const FULFILLING_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

const isPaidPlan = (plan: string | null): plan is PaidPlan =>
  (PAID_PLANS as readonly string[]).includes(plan ?? '');

/** Checkouts (Stripe or the built-in test one) and their fulfilment. */
export function checkouts(db: Db, config: Config, gateway: StripeGateway | undefined) {
  const priceOf = (plan: PaidPlan) => ({
    amountCents: plan === 'unlimited' ? config.planUnlimitedCents : config.planOneTimeCents,
    currency: config.planCurrency,
  });

  /**
   * Why a paid checkout must not grant a plan, if it must not. Only a checkout this app
   * started counts, and only as it was started: for the user who started it, its plan, and
   * the price stored with it. Anything else (a session of another app on the same Stripe
   * account, an event naming another user) grants nothing.
   */
  function rejection(e: CheckoutEvent, started: CheckoutSessionRow | undefined) {
    if (!started) return 'not a checkout session of this app';
    if (started.provider !== e.provider)
      return `a ${started.provider} checkout reported by ${e.provider}`;
    if (e.userId !== started.userId)
      return 'client_reference_id is not the user who started this checkout';
    if (e.plan !== started.plan || !isPaidPlan(e.plan))
      return `plan ${JSON.stringify(e.plan)} is not the checkout's ${JSON.stringify(started.plan)}`;
    if (e.amountTotal !== started.amountCents)
      return `amount ${e.amountTotal} is not the checkout's ${started.amountCents}`;
    if (e.currency !== started.currency)
      return `currency ${JSON.stringify(e.currency)} is not the checkout's ${started.currency}`;
    return undefined;
  }

  /**
   * Grants the plan of a paid checkout, in one transaction: the event id and the checkout
   * session are unique keys, so each grants at most once however often and however
   * concurrently it arrives. An event for a session this app did not start, or that differs
   * from it (user, plan, amount, currency), is recorded as rejected and grants nothing.
   */
  async function fulfil(e: CheckoutEvent): Promise<EventOutcome> {
    return withTransaction(db, async (tx) => {
      const repo = paymentsRepository(tx);
      const base = { id: e.eventId, type: e.eventType, checkoutSessionId: e.sessionId };
      if (!e.paid) {
        return (await repo.insertEvent({ ...base, outcome: 'awaiting_payment' }))
          ? { outcome: 'awaiting_payment' }
          : { outcome: 'duplicate' };
      }
      const started = await repo.checkoutSessionById(e.sessionId);
      const reason = rejection(e, started);
      if (reason || !started) {
        if (!(await repo.insertEvent({ ...base, outcome: 'rejected', reason })))
          return { outcome: 'duplicate' };
        if (started) await repo.setCheckoutStatus(e.sessionId, 'rejected');
        return { outcome: 'rejected', reason };
      }
      if (!(await repo.insertEvent({ ...base, outcome: 'fulfilled' })))
        return { outcome: 'duplicate' };
      const purchase = await repo.insertPurchase({
        userId: started.userId,
        plan: started.plan,
        amountCents: started.amountCents,
        currency: started.currency,
        checkoutSessionId: e.sessionId,
        eventId: e.eventId,
      });
      if (!purchase) {
        await repo.setEventOutcome(e.eventId, 'duplicate_session');
        return { outcome: 'duplicate' };
      }
      await repo.setCheckoutStatus(e.sessionId, 'paid');
      return { outcome: 'fulfilled' };
    });
  }

  /** paid once fulfilled; pending until then; unknown when not the caller's or refused. */
  async function status(userId: string, sessionId: string): Promise<CheckoutStatus> {
    const repo = paymentsRepository(db);
    const session = SESSION_ID.test(sessionId)
      ? await repo.checkoutSession(userId, sessionId)
      : undefined;
    if (!session || session.status === 'rejected') return { status: 'unknown', plan: null };
    const plan = isPaidPlan(session.plan) ? session.plan : null;
    const paid = await repo.purchaseOfSession(sessionId);
    return { status: paid ? 'paid' : 'pending', plan };
  }

  return {
    fulfil,
    status,

    /** Starts a checkout for the session's user; the price is the configured one. */
    async create(userId: string, plan: PaidPlan) {
      const price = priceOf(plan);
      const repo = paymentsRepository(db);
      if (gateway) {
        const session = await gateway.createCheckout({ plan, userId });
        await repo.insertCheckoutSession({
          id: session.id,
          userId,
          plan,
          provider: 'stripe',
          ...price,
        });
        return { url: session.url };
      }
      // No Stripe: the test checkout (paymentsService only calls this where it is allowed).
      const id = `test_${randomBytes(16).toString('hex')}`;
      await repo.insertCheckoutSession({ id, userId, plan, provider: 'test', ...price });
      return { url: `/checkout/test/${id}` };
    },

    /** The built-in test checkout's Pay: the webhook's fulfilment, with the configured price. */
    async payTest(userId: string, sessionId: string): Promise<CheckoutStatus> {
      const session =
        gateway || !SESSION_ID.test(sessionId)
          ? undefined
          : await paymentsRepository(db).checkoutSession(userId, sessionId);
      if (!session || session.provider !== 'test')
        throw notFound('Checkout not found', 'CHECKOUT_NOT_FOUND');
      await fulfil({
        eventId: `test_evt_${sessionId}`,
        eventType: 'checkout.session.completed',
        sessionId,
        provider: 'test',
        userId,
        plan: session.plan,
        amountTotal: session.amountCents,
        currency: session.currency,
        paid: true,
      });
      return status(userId, sessionId);
    },

    /** A verified Stripe event: the two checkout events fulfil; any other type is ignored. */
    async handleEvent(event: Stripe.Event): Promise<EventOutcome> {
      if (!FULFILLING_EVENTS.has(event.type)) return { outcome: 'ignored' };
      const session = event.data.object as Stripe.Checkout.Session;
      if (typeof session?.id !== 'string' || session.id === '') return { outcome: 'ignored' };
      return fulfil({
        eventId: event.id,
        eventType: event.type,
        sessionId: session.id,
        provider: 'stripe',
        userId: session.client_reference_id ?? null,
        plan: session.metadata?.plan ?? null,
        amountTotal: session.amount_total ?? null,
        currency: session.currency ?? null,
        paid:
          event.type === 'checkout.session.async_payment_succeeded' ||
          session.payment_status === 'paid',
      });
    },
  };
}
