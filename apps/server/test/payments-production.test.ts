import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type ConfigError, loadConfig } from '../src/config.js';
import { checkoutEvent, signedWebhook } from './helpers/fake-stripe.js';
import { capturedLog, LEVEL } from './helpers/log-lines.js';
import { sampleResume } from './helpers/resume-fixture.js';
import { databaseTargets, type TestDatabase } from './helpers/test-database.js';
import { signUpAndLogIn, type TestUser } from './helpers/users.js';

const WARN = LEVEL.warn;
const ERROR = LEVEL.error;
const NOT_CONFIGURED = { message: 'Payments are not configured', code: 'PAYMENTS_NOT_CONFIGURED' };

describe('TEST_CHECKOUT', () => {
  it('is on by default outside production and off in production (NODE_ENV defaults to it)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).testCheckout).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).testCheckout).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).testCheckout).toBe(false);
    expect(loadConfig({}).testCheckout).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', TEST_CHECKOUT: '' }).testCheckout).toBe(false);
  });

  it('takes 1 or true to turn it on, 0 or false to turn it off, and nothing else', () => {
    for (const on of ['1', 'true'])
      expect(loadConfig({ NODE_ENV: 'production', TEST_CHECKOUT: on }).testCheckout).toBe(true);
    for (const off of ['0', 'false'])
      expect(loadConfig({ NODE_ENV: 'development', TEST_CHECKOUT: off }).testCheckout).toBe(false);
    for (const bad of ['yes', 'on', '2']) {
      try {
        loadConfig({ TEST_CHECKOUT: bad });
        expect.unreachable(bad);
      } catch (error) {
        expect((error as ConfigError).problems).toEqual([
          'TEST_CHECKOUT: must be true or false (or 1 or 0)',
        ]);
      }
    }
  });
});

describe.each(databaseTargets)('payments in production on $label', ({ open }) => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  /** An app on the shared database whose log lines the test reads. */
  async function appWith(env: Record<string, string>) {
    const { logStream, lines } = capturedLog();
    const config = loadConfig({ LOG_LEVEL: 'warn', ...env });
    const app = await buildApp({ config, database, logStream });
    await app.ready();
    apps.push(app);
    return { app, lines };
  }
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.drop();
  });

  let addresses = 0;
  const user = (app: FastifyInstance) => {
    addresses += 1;
    return signUpAndLogIn(app, 'Ada Lovelace', `10.22.0.${addresses}`);
  };
  const call = (
    app: FastifyInstance,
    who: TestUser,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/resume${url}`,
      headers: { cookie: who.cookie },
      ...(payload && { payload }),
    });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('without Stripe or TEST_CHECKOUT=1, buying answers 503, the start log warns, free downloads work', async () => {
    // A test checkout started while the test checkout was allowed (a development run).
    const { app: before } = await appWith({ NODE_ENV: 'development' });
    const buyer = await user(before);
    const started = await call(before, buyer, 'POST', '/stripe/create-checkout-session', {
      planName: 'unlimited',
    });
    expect(started.statusCode).toBe(200);
    const earlier = (started.json().url as string).split('/').pop()!;

    const { app, lines } = await appWith({ NODE_ENV: 'production' });
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: WARN,
        msg: expect.stringContaining('Payments are not configured'),
      }),
    );
    const person = await user(app);
    for (const planName of ['unlimited', 'one-time']) {
      const res = await call(app, person, 'POST', '/stripe/create-checkout-session', { planName });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(NOT_CONFIGURED);
    }
    // The test checkout's page and its Pay, for a checkout started earlier: 503, nothing paid.
    for (const who of [buyer, person]) {
      const pay = await call(app, who, 'POST', `/stripe/test-checkout/${earlier}/pay`);
      expect(pay.statusCode).toBe(503);
      expect(pay.json()).toEqual(NOT_CONFIGURED);
      const view = await call(app, who, 'GET', `/stripe/session/${earlier}`);
      expect(view.statusCode).toBe(503);
      expect(view.json()).toEqual(NOT_CONFIGURED);
    }
    expect(await rows(sql`select id from checkout_sessions where user_id = ${person.id}`)).toEqual(
      [],
    );
    expect(
      await rows(sql`select id from purchases where user_id in (${person.id}, ${buyer.id})`),
    ).toEqual([]);
    // Bad input still answers 400 first, and signed-out callers 401.
    const bad = await call(app, person, 'POST', '/stripe/create-checkout-session', {
      planName: 'gold',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/resume/stripe/create-checkout-session',
          payload: { planName: 'unlimited' },
        })
      ).statusCode,
    ).toBe(401);

    // The free downloads (FREE_DOWNLOADS, 2) are granted; the third resume needs a plan.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const saved = await call(app, person, 'POST', '/addresume/save', sampleResume(`R${i}`));
      const res = await call(app, person, 'POST', `/addresume/${saved.json()._id}/downloads`, {
        format: 'pdf',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 402]);
    const limit = await call(app, person, 'GET', `/addresume/check-resume-limit/${person.id}`);
    expect(limit.json()).toEqual({ canGenerate: false, freeDownloadsLeft: 0, plan: 'free' });
    // A configuration state, not a fault: no error in the log.
    expect(lines.filter((line) => line.level >= ERROR)).toEqual([]);
  });

  it('with TEST_CHECKOUT=1 in production, the test checkout runs, and the start log warns', async () => {
    const { app, lines } = await appWith({ NODE_ENV: 'production', TEST_CHECKOUT: '1' });
    expect(lines).toContainEqual(
      expect.objectContaining({ level: WARN, msg: expect.stringContaining('TEST_CHECKOUT=1') }),
    );
    const person = await user(app);
    const started = await call(app, person, 'POST', '/stripe/create-checkout-session', {
      planName: 'one-time',
    });
    expect(started.json().url).toMatch(/^\/checkout\/test\/test_[0-9a-f]{32}$/);
    const id = (started.json().url as string).split('/').pop()!;
    const paid = await call(app, person, 'POST', `/stripe/test-checkout/${id}/pay`);
    expect(paid.json()).toEqual({ status: 'paid', plan: 'one-time' });
  });

  it('outside production the test checkout runs without a warning', async () => {
    const { app, lines } = await appWith({ NODE_ENV: 'development' });
    const person = await user(app);
    const started = await call(app, person, 'POST', '/stripe/create-checkout-session', {
      planName: 'unlimited',
    });
    expect(started.statusCode).toBe(200);
    expect(
      lines.filter((line) => line.level >= WARN && /checkout|Payments/.test(line.msg ?? '')),
    ).toEqual([]);
  });

  it('with Stripe, a rejected webhook event is logged as a warning with its reason and acknowledged', async () => {
    const secret = 'whsec_production_test';
    const { app, lines } = await appWith({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_test_production',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_PRICE_UNLIMITED: 'price_u',
      STRIPE_PRICE_ONE_TIME: 'price_o',
      PUBLIC_URL: 'https://cv.example.com',
    });
    expect(lines.filter((line) => /not configured|TEST_CHECKOUT/.test(line.msg ?? ''))).toEqual([]);
    const person = await user(app);
    const res = await app.inject(
      signedWebhook(checkoutEvent(person, { id: `cs_live_${randomUUID()}` }), secret),
    );
    expect(res.statusCode).toBe(200);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: WARN,
        msg: 'stripe event rejected',
        outcome: 'rejected',
        reason: 'not a checkout session of this app',
      }),
    );
    expect(await rows(sql`select id from purchases where user_id = ${person.id}`)).toEqual([]);
  });
});
