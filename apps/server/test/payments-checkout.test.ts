import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutEvent,
  signedWebhook,
  startFakeStripe,
  type FakeStripe,
  type SessionFields,
} from './helpers/fake-stripe.js';
import { sampleResume } from './helpers/resume-fixture.js';
import { buildTestApp } from './helpers/test-app.js';
import { databaseTargets, type TestDatabase } from './helpers/test-database.js';
import { signUpAndLogIn as signUp, type TestUser } from './helpers/users.js';

let addresses = 0;
/** Every user signs up from an address of their own: this file needs more than the hourly limit. */
const signUpAndLogIn = (app: FastifyInstance) => {
  addresses += 1;
  return signUp(
    app,
    'Ada Lovelace',
    `10.11.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`,
  );
};

const WEBHOOK_SECRET = 'whsec_test_shortlist';
const MISMATCH = 'client_reference_id is not the user who started this checkout';
const stripe = new Stripe('sk_test_signing_only');

describe.each(databaseTargets)('checkout and webhook on $label', ({ open }) => {
  let database: TestDatabase;
  let fake: FakeStripe;
  /** The app with Stripe configured (through the fake) and the app without (test checkout). */
  let app: FastifyInstance;
  let testApp: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    fake = await startFakeStripe();
    ({ app } = await buildTestApp(database, {
      STRIPE_SECRET_KEY: 'sk_test_shortlist',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_UNLIMITED: 'price_unlimited',
      STRIPE_PRICE_ONE_TIME: 'price_single',
      PUBLIC_URL: 'https://cv.example.com/',
      STRIPE_API_URL: fake.url,
    }));
    ({ app: testApp } = await buildTestApp(database));
  });
  afterAll(async () => {
    await app.close();
    await testApp.close();
    await fake.close();
    await database.drop();
  });

  const call = (
    user: TestUser | null,
    method: string,
    url: string,
    payload?: unknown,
    on = app,
    headers: Record<string, string> = {},
  ) =>
    on.inject({
      method: method as 'GET',
      url: `/resume${url}`,
      headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const purchasesOf = (userId: string) =>
    rows<{ plan: string; checkout_session_id: string }>(
      sql`select plan, checkout_session_id from purchases where user_id = ${userId}`,
    );

  /** A user whose free downloads are used up, with one more saved resume. */
  const exhaustedUser = async () => {
    const user = await signUpAndLogIn(app);
    for (let i = 0; i < 3; i++) {
      const saved = (await call(user, 'POST', '/addresume/save', sampleResume())).json();
      const res = await call(user, 'POST', `/addresume/${saved._id}/downloads`, { format: 'pdf' });
      if (i === 2) return { user, resumeId: saved._id as string, refused: res };
    }
    throw new Error('unreachable');
  };
  const sessionIdOf = (url: string) => url.split('/').pop()!;
  /** A Stripe checkout started through the app: what Stripe was sent, and the session's id. */
  const startCheckout = async (user: TestUser, planName = 'unlimited') => {
    const res = await call(user, 'POST', '/stripe/create-checkout-session', { planName });
    expect(res.statusCode, res.body).toBe(200);
    return { sent: fake.requests.at(-1)!, sessionId: sessionIdOf(res.json().url) };
  };

  const deliver = (event: unknown, options: { secret?: string; timestamp?: number } = {}) =>
    app.inject(signedWebhook(event, options.secret ?? WEBHOOK_SECRET, options.timestamp));

  describe('create-checkout-session with Stripe', () => {
    it('creates a payment session for the configured price, the session user and PUBLIC_URL', async () => {
      const user = await signUpAndLogIn(app);
      const other = await signUpAndLogIn(app);
      const res = await call(
        user,
        'POST',
        '/stripe/create-checkout-session',
        { planName: 'one-time', priceId: 'price_cheap', userId: other.id },
        app,
        { host: 'evil.example' },
      );
      expect(res.statusCode).toBe(200);
      const sent = fake.requests.at(-1)!;
      const [stored] = await rows<{ id: string; provider: string }>(
        sql`select id, provider from checkout_sessions where user_id = ${user.id}`,
      );
      expect(stored).toEqual({ id: expect.stringMatching(/^cs_test_/), provider: 'stripe' });
      expect(res.json()).toEqual({ url: `https://checkout.stripe.test/c/pay/${stored!.id}` });
      expect(sent.path).toBe('/v1/checkout/sessions');
      expect(sent.authorization).toBe('Bearer sk_test_shortlist');
      expect(Object.fromEntries(sent.form)).toMatchObject({
        mode: 'payment',
        'line_items[0][price]': 'price_single',
        'line_items[0][quantity]': '1',
        client_reference_id: user.id,
        'metadata[plan]': 'one-time',
        success_url: 'https://cv.example.com/success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'https://cv.example.com/cancel',
      });
    });

    it.each([
      ['an unknown plan', { planName: 'gold' }],
      ['no plan', {}],
      ['a plan that is not text', { planName: 7 }],
      ['a priceId too long', { planName: 'unlimited', priceId: 'p'.repeat(201) }],
    ])('refuses %s with 400 and calls nobody', async (_label, body) => {
      const user = await signUpAndLogIn(app);
      const before = fake.requests.length;
      const res = await call(user, 'POST', '/stripe/create-checkout-session', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'VALIDATION_FAILED' });
      expect(fake.requests.length).toBe(before);
    });

    it('needs a session (401), and answers 503 while Stripe fails', async () => {
      expect(
        (await call(null, 'POST', '/stripe/create-checkout-session', { planName: 'unlimited' }))
          .statusCode,
      ).toBe(401);
      const user = await signUpAndLogIn(app);
      fake.fail(true);
      try {
        const res = await call(user, 'POST', '/stripe/create-checkout-session', {
          planName: 'unlimited',
        });
        expect(res.statusCode).toBe(503);
        expect(res.json().code).toBe('PAYMENTS_UNAVAILABLE');
      } finally {
        fake.fail(false);
      }
      expect(await rows(sql`select id from checkout_sessions where user_id = ${user.id}`)).toEqual(
        [],
      );
    });
  });

  describe('the webhook', () => {
    it('fulfils a paid checkout: the session reads paid, the plan downloads', async () => {
      const { user, resumeId, refused } = await exhaustedUser();
      expect(refused.statusCode).toBe(402);
      const { sent, sessionId } = await startCheckout(user);
      const [session] = await rows<{ id: string }>(
        sql`select id from checkout_sessions where user_id = ${user.id}`,
      );
      expect(session!.id).toBe(sessionId);
      expect(sent.form.get('client_reference_id')).toBe(user.id);

      // The success page before the webhook: pending, and still no download.
      expect((await call(user, 'GET', `/stripe/session/${session!.id}`)).json()).toEqual({
        status: 'pending',
        plan: 'unlimited',
      });
      expect(
        (await call(user, 'POST', `/addresume/${resumeId}/downloads`, { format: 'pdf' }))
          .statusCode,
      ).toBe(402);

      const res = await deliver(checkoutEvent(user, { id: session!.id }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
      expect((await call(user, 'GET', `/stripe/session/${session!.id}`)).json()).toEqual({
        status: 'paid',
        plan: 'unlimited',
      });
      const granted = await call(user, 'POST', `/addresume/${resumeId}/downloads`, {
        format: 'pdf',
      });
      expect(granted.statusCode).toBe(201);
      expect(granted.json().plan).toBe('unlimited');
      const purchases = (await call(user, 'GET', '/users/me/purchases')).json();
      expect(purchases).toEqual([
        {
          id: expect.any(String),
          plan: 'unlimited',
          amountCents: 14900,
          currency: 'usd',
          boundResumeId: null,
          createdAt: expect.any(String),
        },
      ]);
      const exported = (await call(user, 'GET', '/users/me/export')).json();
      expect(exported.purchases).toEqual(purchases);
      // Another user cannot read this session.
      const other = await signUpAndLogIn(app);
      expect((await call(other, 'GET', `/stripe/session/${session!.id}`)).json()).toEqual({
        status: 'unknown',
        plan: null,
      });
    });

    it('grants once for the same event delivered 10 times in parallel', async () => {
      const user = await signUpAndLogIn(app);
      const event = checkoutEvent(user, { id: (await startCheckout(user)).sessionId });
      const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      expect(await purchasesOf(user.id)).toHaveLength(1);
      expect(await rows(sql`select id from payment_events where id = ${event.id}`)).toHaveLength(1);
    });

    it('grants once per checkout session, whichever events report it', async () => {
      const user = await signUpAndLogIn(app);
      const { sessionId } = await startCheckout(user);
      const completed = checkoutEvent(user, { id: sessionId });
      const succeeded = checkoutEvent(
        user,
        { id: sessionId },
        'checkout.session.async_payment_succeeded',
      );
      const answers = await Promise.all([
        deliver(completed),
        deliver(succeeded),
        deliver(completed),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(await purchasesOf(user.id)).toEqual([
        { plan: 'unlimited', checkout_session_id: sessionId },
      ]);
    });

    it('waits for an unpaid checkout and grants on async_payment_succeeded', async () => {
      const user = await signUpAndLogIn(app);
      const { sessionId } = await startCheckout(user);
      expect(
        (await deliver(checkoutEvent(user, { id: sessionId, payment_status: 'unpaid' })))
          .statusCode,
      ).toBe(200);
      expect(await purchasesOf(user.id)).toEqual([]);
      const paid = checkoutEvent(
        user,
        { id: sessionId, payment_status: 'paid' },
        'checkout.session.async_payment_succeeded',
      );
      expect((await deliver(paid)).statusCode).toBe(200);
      expect(await purchasesOf(user.id)).toHaveLength(1);
    });

    it.each([
      ['a forged signature', { secret: 'whsec_forged' }],
      ['a timestamp 10 minutes old', { timestamp: Math.floor(Date.now() / 1000) - 600 }],
    ])('refuses %s with 400 and records nothing', async (_label, options) => {
      const user = await signUpAndLogIn(app);
      const event = checkoutEvent(user);
      const res = await deliver(event, options);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The webhook signature is invalid or too old.',
        code: 'BAD_SIGNATURE',
      });
      expect(await purchasesOf(user.id)).toEqual([]);
      expect(await rows(sql`select id from payment_events where id = ${event.id}`)).toEqual([]);
    });

    it('refuses a missing signature, a body changed after signing, and a body that is not JSON', async () => {
      const user = await signUpAndLogIn(app);
      const event = checkoutEvent(user);
      const payload = JSON.stringify(event);
      const signature = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      });
      const tampered = payload.replace('"amount_total":14900', '"amount_total":1');
      for (const [headers, body] of [
        [{ 'content-type': 'application/json' }, payload],
        [{ 'content-type': 'application/json', 'stripe-signature': signature }, tampered],
        [{ 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=zz' }, 'not json'],
      ] as const) {
        const res = await app.inject({
          method: 'POST',
          url: '/resume/stripe/webhook',
          headers,
          payload: body,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('BAD_SIGNATURE');
      }
      expect(await purchasesOf(user.id)).toEqual([]);
    });

    it.each([
      ['unpaid', { payment_status: 'unpaid' }, 'awaiting_payment', null],
      [
        'a wrong amount',
        { amount_total: 100 },
        'rejected',
        "amount 100 is not the checkout's 14900",
      ],
      [
        'a wrong currency',
        { currency: 'eur' },
        'rejected',
        'currency "eur" is not the checkout\'s usd',
      ],
      [
        'an unknown plan',
        { metadata: { plan: 'gold' } },
        'rejected',
        'plan "gold" is not the checkout\'s "unlimited"',
      ],
      [
        'another plan',
        { metadata: { plan: 'one-time' } },
        'rejected',
        'plan "one-time" is not the checkout\'s "unlimited"',
      ],
      ['no plan', { metadata: {} }, 'rejected', 'plan null is not the checkout\'s "unlimited"'],
      ['an unknown user', { client_reference_id: randomUUID() }, 'rejected', MISMATCH],
      ['a user id that is not one', { client_reference_id: "1' or 1=1" }, 'rejected', MISMATCH],
      ['no user', { client_reference_id: null }, 'rejected', MISMATCH],
    ])('grants nothing for %s (recorded as %s)', async (_label, session, outcome, reason) => {
      const user = await signUpAndLogIn(app);
      const { sessionId } = await startCheckout(user);
      const event = checkoutEvent(user, { id: sessionId, ...(session as SessionFields) });
      const res = await deliver(event);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
      expect(await purchasesOf(user.id)).toEqual([]);
      expect(
        await rows(sql`select outcome, reason from payment_events where id = ${event.id}`),
      ).toEqual([{ outcome, reason }]);
      expect((await deliver(event)).statusCode).toBe(200);
    });

    it('the single plan costs 2900 and grants one-time', async () => {
      const user = await signUpAndLogIn(app);
      const { sessionId } = await startCheckout(user, 'one-time');
      const single = { id: sessionId, metadata: { plan: 'one-time' } };
      await deliver(checkoutEvent(user, { ...single, amount_total: 14900 }));
      expect(await purchasesOf(user.id)).toEqual([]);
      await deliver(checkoutEvent(user, { ...single, amount_total: 2900 }));
      expect((await purchasesOf(user.id)).map((p) => p.plan)).toEqual(['one-time']);
    });

    it('grants nothing for a validly signed event of a session this app never started', async () => {
      const user = await signUpAndLogIn(app);
      // Right user, plan, amount and currency: only the session is not one of ours.
      const foreign = checkoutEvent(user, { id: `cs_test_${randomUUID()}` });
      const res = await deliver(foreign);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
      expect(await purchasesOf(user.id)).toEqual([]);
      expect(
        await rows(sql`select outcome, reason from payment_events where id = ${foreign.id}`),
      ).toEqual([{ outcome: 'rejected', reason: 'not a checkout session of this app' }]);
      const grants = await rows(sql`select id from download_grants where user_id = ${user.id}`);
      expect(grants).toEqual([]);
    });

    it("grants nothing when client_reference_id is another user than the session's own", async () => {
      const owner = await signUpAndLogIn(app);
      const other = await signUpAndLogIn(app);
      const { sessionId } = await startCheckout(owner);
      // A real user of this app, who did not start this checkout.
      const event = checkoutEvent(other, { id: sessionId });
      expect((await deliver(event)).statusCode).toBe(200);
      expect(await purchasesOf(other.id)).toEqual([]);
      expect(await purchasesOf(owner.id)).toEqual([]);
      expect(
        await rows(sql`select outcome, reason from payment_events where id = ${event.id}`),
      ).toEqual([{ outcome: 'rejected', reason: MISMATCH }]);
    });

    it('grants nothing when a Stripe event names a test checkout', async () => {
      const user = await signUpAndLogIn(testApp);
      const started = await call(
        user,
        'POST',
        '/stripe/create-checkout-session',
        { planName: 'unlimited' },
        testApp,
      );
      const event = checkoutEvent(user, { id: sessionIdOf(started.json().url) });
      expect((await deliver(event)).statusCode).toBe(200);
      expect(await purchasesOf(user.id)).toEqual([]);
      expect(
        await rows(sql`select outcome, reason from payment_events where id = ${event.id}`),
      ).toEqual([{ outcome: 'rejected', reason: 'a test checkout reported by stripe' }]);
    });

    it('answers 200 and does nothing for other event types', async () => {
      const user = await signUpAndLogIn(app);
      const event = checkoutEvent(user, {}, 'payment_intent.succeeded');
      expect((await deliver(event)).statusCode).toBe(200);
      expect(await purchasesOf(user.id)).toEqual([]);
      expect(await rows(sql`select id from payment_events where id = ${event.id}`)).toEqual([]);
    });

    it('is not served without Stripe (404), and the test checkout is not served with it', async () => {
      const user = await signUpAndLogIn(app);
      const res = await testApp.inject(signedWebhook(checkoutEvent(user), WEBHOOK_SECRET));
      expect(res.statusCode).toBe(404);
      const { sessionId } = await startCheckout(user);
      expect((await call(user, 'POST', `/stripe/test-checkout/${sessionId}/pay`)).statusCode).toBe(
        404,
      );
      expect(await purchasesOf(user.id)).toEqual([]);
    });
  });

  describe('the built-in test checkout (no STRIPE_SECRET_KEY)', () => {
    it('pays through the same fulfilment, once, for its own user only', async () => {
      const user = await signUpAndLogIn(testApp);
      const other = await signUpAndLogIn(testApp);
      const started = await call(
        user,
        'POST',
        '/stripe/create-checkout-session',
        { planName: 'one-time' },
        testApp,
      );
      expect(started.statusCode).toBe(200);
      const url = started.json().url as string;
      expect(url).toMatch(/^\/checkout\/test\/test_[0-9a-f]{32}$/);
      const id = sessionIdOf(url);
      expect((await call(user, 'GET', `/stripe/session/${id}`, undefined, testApp)).json()).toEqual(
        {
          status: 'pending',
          plan: 'one-time',
        },
      );
      expect(
        (await call(other, 'POST', `/stripe/test-checkout/${id}/pay`, undefined, testApp))
          .statusCode,
      ).toBe(404);
      expect(
        (await call(user, 'POST', '/stripe/test-checkout/test_nope/pay', undefined, testApp))
          .statusCode,
      ).toBe(404);
      expect(
        (await call(null, 'POST', `/stripe/test-checkout/${id}/pay`, undefined, testApp))
          .statusCode,
      ).toBe(401);
      const paid = await Promise.all([
        call(user, 'POST', `/stripe/test-checkout/${id}/pay`, undefined, testApp),
        call(user, 'POST', `/stripe/test-checkout/${id}/pay`, undefined, testApp),
      ]);
      for (const res of paid) expect(res.json()).toEqual({ status: 'paid', plan: 'one-time' });
      expect(await purchasesOf(user.id)).toEqual([{ plan: 'one-time', checkout_session_id: id }]);
      expect(
        (await call(user, 'GET', '/users/me/purchases', undefined, testApp)).json(),
      ).toMatchObject([{ plan: 'one-time', amountCents: 2900, currency: 'usd' }]);
      expect((await call(other, 'GET', '/users/me/purchases', undefined, testApp)).json()).toEqual(
        [],
      );
      expect((await call(null, 'GET', '/users/me/purchases', undefined, testApp)).statusCode).toBe(
        401,
      );
    });

    it.each(['%00', '%ED%A0%80', "x'%20or%20'1'='1", 'a'.repeat(100) + 'b', '..%2F..%2Fetc'])(
      'a malformed session id (%s) reads unknown and cannot be paid',
      async (id) => {
        const user = await signUpAndLogIn(testApp);
        const status = await call(user, 'GET', `/stripe/session/${id}`, undefined, testApp);
        expect(status.statusCode).toBeLessThan(500);
        if (status.statusCode === 200)
          expect(status.json()).toEqual({ status: 'unknown', plan: null });
        const pay = await call(user, 'POST', `/stripe/test-checkout/${id}/pay`, undefined, testApp);
        expect([400, 404]).toContain(pay.statusCode);
        expect(pay.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
      },
    );

    it('a success page without payment grants nothing', async () => {
      const { user, resumeId } = await exhaustedUser();
      const url = (
        await call(
          user,
          'POST',
          '/stripe/create-checkout-session',
          { planName: 'unlimited' },
          testApp,
        )
      ).json().url;
      const id = sessionIdOf(url);
      expect(
        (await call(user, 'GET', `/stripe/session/${id}`, undefined, testApp)).json().status,
      ).toBe('pending');
      expect(
        (await call(user, 'GET', '/stripe/session/made-up', undefined, testApp)).json(),
      ).toEqual({ status: 'unknown', plan: null });
      const res = await call(
        user,
        'POST',
        `/addresume/${resumeId}/downloads`,
        { format: 'pdf' },
        testApp,
      );
      expect(res.statusCode).toBe(402);
      expect(await purchasesOf(user.id)).toEqual([]);
    });
  });
});
