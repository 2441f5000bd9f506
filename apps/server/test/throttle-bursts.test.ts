import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app.js';
import { databaseTargets, type TestDatabase } from './helpers/test-database.js';
import { testRedisUrl, useTestRedis } from './helpers/test-redis.js';
import { expectAtMostFiveVerified } from './helpers/bursts.js';
import { signUpAndLogIn } from './helpers/users.js';

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

/** 120 guesses at once; only an answer of 401 (or 403) means the password was verified. */
function burstBehaviour(setup: () => { app: FastifyInstance }) {
  it('lets 5 of 120 parallel wrong logins for one account reach verification; the rest get 429', async () => {
    const { app } = setup();
    const user = await signUpAndLogIn(app);
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/resume/users/login',
          payload: { email: user.email, password: `guess number ${i}` },
          remoteAddress: '10.30.0.1',
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expectAtMostFiveVerified(statuses);
    // Even the right password waits now, from that address.
    const right = await app.inject({
      method: 'POST',
      url: '/resume/users/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.30.0.1',
    });
    expect(right.statusCode).toBe(429);
  });

  it("guards account deletion's password check with the same throttle", async () => {
    const { app } = setup();
    const user = await signUpAndLogIn(app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.inject({
          method: 'DELETE',
          url: '/resume/users/me',
          headers: { cookie: user.cookie },
          payload: { password: `guess number ${i}` },
          remoteAddress: '10.30.0.2',
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(count(statuses, 403)).toBe(5);
    expect(count(statuses, 429)).toBe(25);
    const limited = answers.find((a) => a.statusCode === 429)!;
    expect(limited.json().code).toBe('TOO_MANY_ATTEMPTS');
    // The account is still there.
    const me = await app.inject({
      method: 'GET',
      url: '/resume/users/me',
      headers: { cookie: user.cookie },
    });
    expect(me.statusCode).toBe(200);
  });

  it('takes a successful login back from the per-address count', async () => {
    const { app } = setup();
    // 52 logins behind one address, all right, four at a time (as many as hash at once): the
    // per-address limit (50) counts failures only.
    const users = await Promise.all(Array.from({ length: 4 }, () => signUpAndLogIn(app)));
    for (let round = 0; round < 13; round += 1) {
      const answers = await Promise.all(
        users.map((user) =>
          app.inject({
            method: 'POST',
            url: '/resume/users/login',
            payload: { email: user.email, password: user.password },
            remoteAddress: '10.30.0.3',
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    }
  });
}

describe('throttles under bursts, counted in memory', () => {
  const ctx = {} as { database: TestDatabase; app: FastifyInstance };
  beforeAll(async () => {
    ctx.database = await databaseTargets[0]!.open();
    ({ app: ctx.app } = await buildTestApp(ctx.database));
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.database.drop();
  });
  burstBehaviour(() => ctx);
});

describe.skipIf(!testRedisUrl)('throttles under bursts, counted in Redis', () => {
  const redis = useTestRedis();
  const ctx = {} as { database: TestDatabase; app: FastifyInstance };
  beforeAll(async () => {
    ctx.database = await databaseTargets[0]!.open();
    ({ app: ctx.app } = await buildTestApp(ctx.database, { REDIS_URL: redis.url }, redis.prefix));
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.database.drop();
  });
  burstBehaviour(() => ctx);
});
