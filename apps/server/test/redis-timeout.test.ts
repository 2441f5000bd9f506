import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.js';
import { buildTestApp } from './helpers/test-app.js';
import { databaseTargets, type TestDatabase } from './helpers/test-database.js';
import { redisSuffix, testRedisUrl, useTestRedis } from './helpers/test-redis.js';
import { signUpAndLogIn } from './helpers/users.js';

// Redis that keeps the connection open and stops answering: commands time out (500 ms).
describe.skipIf(!testRedisUrl)(`a Redis that stops answering${redisSuffix}`, () => {
  const redis = useTestRedis();
  const ctx = {} as { proxy: TcpProxy; database: TestDatabase; app: FastifyInstance };
  beforeAll(async () => {
    const target = new URL(redis.url);
    ctx.proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const through = new URL(redis.url);
    through.port = String(ctx.proxy.port);
    ctx.database = await databaseTargets[0]!.open();
    ({ app: ctx.app } = await buildTestApp(
      ctx.database,
      { REDIS_URL: through.toString() },
      redis.prefix,
    ));
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.proxy.close();
    await ctx.database.drop();
  });

  it('answers logins 503 with a message instead of waiting, and the rest goes on', async () => {
    const user = await signUpAndLogIn(ctx.app);
    ctx.proxy.freeze();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/resume/users/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({
      message: 'Signing in is briefly unavailable. Please try again in a minute.',
      code: 'SIGN_IN_UNAVAILABLE',
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/resume/users/me',
      headers: { cookie: user.cookie },
    });
    expect(me.statusCode).toBe(200);
  });
});
