import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app.js';
import {
  databaseTargets,
  type DatabaseTarget,
  type TestDatabase,
} from './helpers/test-database.js';
import { redisSuffix, testRedisUrl, useTestRedis } from './helpers/test-redis.js';
import { signUpAndLogIn } from './helpers/users.js';

const ADMIN = { userName: 'owner-admin', pass: 'the admin owner password' };

/** Sends the requests a few at a time (each wrong password costs an argon2 verification). */
async function inBatches(app: FastifyInstance, requests: InjectOptions[], size = 8) {
  const statuses: number[] = [];
  for (let i = 0; i < requests.length; i += size) {
    const answers = await Promise.all(requests.slice(i, i + size).map((r) => app.inject(r)));
    statuses.push(...answers.map((a) => a.statusCode));
  }
  return statuses;
}

/** 110 addresses a stranger spreads guesses over: 10.77.<n>.<m>. */
const strangers = Array.from(
  { length: 110 },
  (_, i) => `10.77.${Math.floor(i / 50)}.${(i % 50) + 1}`,
);

function lockoutBehaviour(ctx: { app: FastifyInstance }) {
  const userLogin = (email: string, password: string, remoteAddress: string): InjectOptions => ({
    method: 'POST',
    url: '/resume/users/login',
    payload: { email, password },
    remoteAddress,
  });
  const adminLogin = (pass: string, remoteAddress: string): InjectOptions => ({
    method: 'POST',
    url: '/resume/admin/login',
    payload: { userName: ADMIN.userName, pass },
    remoteAddress,
  });

  it('110 wrong passwords from 110 addresses leave the owner able to log in from a new address', async () => {
    const owner = await signUpAndLogIn(ctx.app, 'Owner', '10.70.0.1');
    const statuses = await inBatches(
      ctx.app,
      strangers.map((address, i) => userLogin(owner.email, `wrong guess ${i}`, address)),
    );
    expect(statuses).toEqual(Array(110).fill(401));
    const right = await ctx.app.inject(userLogin(owner.email, owner.password, '192.0.2.10'));
    expect(right.statusCode, right.body).toBe(200);
    expect(right.cookies.some((c) => c.name === 'shortlist_session')).toBe(true);

    // A stranger's address that guesses again now waits, longer the more failures there were.
    const again = await ctx.app.inject(userLogin(owner.email, 'one more guess', strangers[0]!));
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('TOO_MANY_ATTEMPTS');
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    // Even with the right password (it cannot know it is the owner's address).
    const retried = await ctx.app.inject(userLogin(owner.email, owner.password, strangers[1]!));
    expect(retried.statusCode).toBe(429);
    // The owner's own address, after logging in there, logs in again at once.
    const later = await ctx.app.inject(userLogin(owner.email, owner.password, '192.0.2.10'));
    expect(later.statusCode).toBe(200);
  });

  it('the same holds for the admin login', async () => {
    const statuses = await inBatches(
      ctx.app,
      strangers.map((address, i) => adminLogin(`wrong admin guess ${i}`, address)),
    );
    expect(statuses).toEqual(Array(110).fill(401));
    const right = await ctx.app.inject(adminLogin(ADMIN.pass, '192.0.2.20'));
    expect(right.statusCode, right.body).toBe(200);
    expect(right.cookies.some((c) => c.name === 'AdminToken')).toBe(true);
    const again = await ctx.app.inject(adminLogin('one more guess', strangers[0]!));
    expect(again.statusCode).toBe(429);
  });

  it('one address hammering one account is still stopped after 5 failures', async () => {
    const owner = await signUpAndLogIn(ctx.app, 'Owner', '10.70.0.2');
    const statuses = await inBatches(
      ctx.app,
      Array.from({ length: 8 }, (_, i) => userLogin(owner.email, `guess ${i}`, '10.71.0.1')),
      1,
    );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(
      (await ctx.app.inject(userLogin(owner.email, owner.password, '10.71.0.2'))).statusCode,
    ).toBe(200);
  });

  it('one address spraying many accounts is still stopped after 50 failures', async () => {
    const owner = await signUpAndLogIn(ctx.app, 'Owner', '10.70.0.3');
    const statuses = await inBatches(
      ctx.app,
      Array.from({ length: 50 }, (_, i) =>
        userLogin(`sprayed-${i}@example.com`, 'Summer2024!', '10.72.0.1'),
      ),
    );
    expect(statuses).toEqual(Array(50).fill(401));
    const blocked = await ctx.app.inject(userLogin(owner.email, owner.password, '10.72.0.1'));
    expect(blocked.statusCode).toBe(429);
    expect(
      (await ctx.app.inject(userLogin(owner.email, owner.password, '10.72.0.2'))).statusCode,
    ).toBe(200);
  });
}

function withApp(target: DatabaseTarget, env: () => Record<string, string>, prefix?: () => string) {
  const ctx = {} as { app: FastifyInstance; database: TestDatabase };
  beforeAll(async () => {
    ctx.database = await target.open();
    ({ app: ctx.app } = await buildTestApp(
      ctx.database,
      { ADMIN_USERNAME: ADMIN.userName, ADMIN_PASSWORD: ADMIN.pass, ...env() },
      prefix?.(),
    ));
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.database.drop();
  });
  return ctx;
}

describe.each(databaseTargets)(
  'no lock-out by strangers, counted in memory, on $label',
  (target) => {
    lockoutBehaviour(withApp(target, () => ({})));
  },
);

describe.skipIf(!testRedisUrl)(`no lock-out by strangers, counted in Redis${redisSuffix}`, () => {
  const redis = useTestRedis();
  lockoutBehaviour(
    withApp(
      databaseTargets[0]!,
      () => ({ REDIS_URL: redis.url }),
      () => redis.prefix,
    ),
  );
});
