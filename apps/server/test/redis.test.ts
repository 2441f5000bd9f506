import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisUnreachableError } from '../src/lib/redis.js';
import { buildTestApp } from './helpers/test-app.js';
import { databaseTargets, type TestDatabase } from './helpers/test-database.js';
import { redisSuffix, testRedisUrl, useTestRedis } from './helpers/test-redis.js';
import { signUpAndLogIn } from './helpers/users.js';

// Two server processes behind a load balancer: two apps on one database and one Redis.
describe.skipIf(!testRedisUrl)(`two servers sharing Redis${redisSuffix}`, () => {
  const redis = useTestRedis();
  const ctx = {} as { database: TestDatabase; a: FastifyInstance; b: FastifyInstance };
  beforeAll(async () => {
    ctx.database = await databaseTargets[0]!.open();
    const env = { REDIS_URL: redis.url };
    ({ app: ctx.a } = await buildTestApp(ctx.database, env, redis.prefix));
    ({ app: ctx.b } = await buildTestApp(ctx.database, env, redis.prefix));
  });
  afterAll(async () => {
    await ctx.a.close();
    await ctx.b.close();
    await ctx.database.drop();
  });

  const login = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/resume/users/login',
      payload: { email, password },
      remoteAddress,
    });

  it('failures through one server block the same email and address on the other', async () => {
    const user = await signUpAndLogIn(ctx.a);
    for (let i = 0; i < 5; i += 1)
      expect((await login(ctx.a, user.email, `guess ${i}`, '10.10.0.1')).statusCode).toBe(401);

    const blocked = await login(ctx.b, user.email, user.password, '10.10.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The owner, from another address, still gets in, through either server.
    expect((await login(ctx.b, user.email, user.password, '10.10.0.2')).statusCode).toBe(200);
    expect((await redis.keys()).some((k) => k.startsWith(`${redis.prefix}throttle:`))).toBe(true);
  });

  it('a success through one server clears the email+address count on the other', async () => {
    const user = await signUpAndLogIn(ctx.a);
    for (let i = 0; i < 4; i += 1) await login(ctx.a, user.email, `guess ${i}`, '10.10.1.1');
    expect((await login(ctx.b, user.email, user.password, '10.10.1.1')).statusCode).toBe(200);
    // Had server A kept its own count, this fifth failure would block the address there.
    expect((await login(ctx.a, user.email, 'one more guess', '10.10.1.1')).statusCode).toBe(401);
    expect((await login(ctx.a, user.email, user.password, '10.10.1.1')).statusCode).toBe(200);
  });

  it('counts registrations from one address on both servers against one limit of 20 an hour', async () => {
    const register = (app: FastifyInstance, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/resume/users/register',
        payload: { email: 'not-an-email', password: 'long enough pw', name: 'X' },
        remoteAddress,
      });
    for (let i = 0; i < 10; i += 1) {
      expect((await register(ctx.a, '10.20.0.1')).statusCode).toBe(400);
      expect((await register(ctx.b, '10.20.0.1')).statusCode).toBe(400);
    }
    for (const app of [ctx.a, ctx.b]) {
      const limited = await register(app, '10.20.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
    }
    expect((await register(ctx.b, '10.20.0.2')).statusCode).toBe(400);
    expect((await redis.keys()).some((k) => k.startsWith(`${redis.prefix}rate-limit:`))).toBe(true);
  });
});

describe('an unreachable Redis', () => {
  it('stops the app from being built, naming REDIS_URL, instead of counting in memory', async () => {
    const database = await databaseTargets[0]!.open();
    try {
      const attempt = buildTestApp(database, { REDIS_URL: 'redis://127.0.0.1:1/0' });
      await expect(attempt).rejects.toThrow(RedisUnreachableError);
      await expect(attempt).rejects.toThrow(
        'Cannot reach Redis at REDIS_URL (redis://127.0.0.1:1/0): connect ECONNREFUSED',
      );
    } finally {
      await database.drop();
    }
  });
});
