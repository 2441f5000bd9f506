import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAtMostFiveVerified } from './helpers/bursts.js';
import { httpClient, signUpOverHttp } from './helpers/http-client.js';
import { startServerProcess, waitForUrl, type ServerProcess } from './helpers/server-process.js';
import { openPostgres, type TestDatabase } from './helpers/test-database.js';
import { testRedisUrl } from './helpers/test-redis.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const both = Boolean(baseUrl && testRedisUrl);

// Two processes behind one load balancer (TRUST_PROXY=1): this run's client address is its own,
// so counts on the shared Redis never meet another run's.
describe.skipIf(!both)(
  `two server processes on one PostgreSQL and one Redis${both ? '' : ' (skipped: set TEST_DATABASE_URL and TEST_REDIS_URL)'}`,
  () => {
    const servers: ServerProcess[] = [];
    let database: TestDatabase;
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const email = `shared-${Date.now()}@example.com`;
    afterAll(async () => {
      for (const server of servers)
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await database?.drop();
      const redis = new Redis(testRedisUrl as string);
      const keys = [
        ...(await redis.keys(`shortlist:throttle:*${email}*`)),
        ...(await redis.keys(`shortlist:throttle:*${address}*`)),
        ...(await redis.keys(`shortlist:rate-limit:*${address}*`)),
      ];
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    it('share sessions and login throttles', async () => {
      database = await openPostgres(baseUrl as string);
      await database.close();
      const env = {
        PORT: '0',
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.url!,
        REDIS_URL: testRedisUrl as string,
        TRUST_PROXY: '1',
      };
      servers.push(startServerProcess(env), startServerProcess(env));
      const [a, b] = (await Promise.all(servers.map((s) => waitForUrl(s, 120_000)))).map((url) =>
        httpClient(url, { 'x-forwarded-for': address }),
      ) as [ReturnType<typeof httpClient>, ReturnType<typeof httpClient>];

      // A session started on A works on B, and logging out on B ends it on A.
      const user = await signUpOverHttp(a, email);
      expect((await b('GET', '/users/me', { cookie: user.cookie })).json.userID).toBe(user.id);
      expect((await b('POST', '/users/logout', { cookie: user.cookie })).status).toBe(200);
      expect((await a('GET', '/users/me', { cookie: user.cookie })).status).toBe(401);

      // 120 wrong passwords at once, half through each process: 5 reach verification.
      const answers = await Promise.all(
        Array.from({ length: 120 }, (_, i) =>
          (i % 2 ? a : b)('POST', '/users/login', {
            body: { email, password: `guess ${i}` },
          }),
        ),
      );
      expectAtMostFiveVerified(answers.map((r) => r.status));
      for (const server of [a, b]) {
        const right = await server('POST', '/users/login', {
          body: { email, password: user.password },
        });
        expect(right.status).toBe(429);
      }
    });
  },
);
