import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app.js';
import { databaseTargets, type TestDatabase } from './helpers/test-database.js';
import { signUpAndLogIn } from './helpers/users.js';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

// A Redis of this test's own, stopped half-way, as when the real one goes down.
describe.skipIf(!hasRedisServer)(
  `when Redis goes down while running${hasRedisServer ? '' : ' (skipped: no redis-server)'}`,
  () => {
    const ctx = {} as { redis: ChildProcess; database: TestDatabase; app: FastifyInstance };
    beforeAll(async () => {
      const port = await freePort();
      ctx.redis = spawn('redis-server', [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ]);
      for (let i = 0; i < 50; i += 1) {
        if (
          spawnSync('redis-cli', ['-p', String(port), 'ping'])
            .stdout?.toString()
            .includes('PONG')
        )
          break;
        await new Promise((r) => setTimeout(r, 100));
      }
      ctx.database = await databaseTargets[0]!.open();
      ({ app: ctx.app } = await buildTestApp(ctx.database, {
        REDIS_URL: `redis://127.0.0.1:${port}/0`,
      }));
    });
    afterAll(async () => {
      ctx.redis.kill('SIGKILL');
      await ctx.app.close();
      await ctx.database.drop();
    });

    it('answers logins with a 503 and a message, and still registers', async () => {
      const user = await signUpAndLogIn(ctx.app);
      ctx.redis.kill('SIGKILL');
      await new Promise((r) => ctx.redis.once('exit', r));

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
      expect(login.headers['retry-after']).toBe('60');

      const register = await ctx.app.inject({
        method: 'POST',
        url: '/resume/users/register',
        payload: {
          email: `outage-${Date.now()}@example.com`,
          password: 'a fine password',
          name: 'Outage',
        },
      });
      expect(register.statusCode).toBe(201);
      // AI budgets cannot be counted: 503, not a request let through uncounted.
      const ai = await ctx.app.inject({
        method: 'POST',
        url: '/resume/ai/achievement',
        payload: { text: 'Worked on 2 audits' },
      });
      expect(ai.statusCode).toBe(503);
      expect(ai.json().code).toBe('AI_UNAVAILABLE');
      expect(ai.headers['retry-after']).toBe('60');
      expect((await ctx.app.inject({ method: 'GET', url: '/resume/health' })).statusCode).toBe(200);
    });
  },
);
