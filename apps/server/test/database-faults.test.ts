import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/unavailable.js';
import { sampleResume } from './helpers/resume-fixture.js';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.js';
import { buildTestApp } from './helpers/test-app.js';
import { databaseTargets, openPostgres, type TestDatabase } from './helpers/test-database.js';
import { signUpAndLogIn, type TestUser } from './helpers/users.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const UNAVAILABLE = {
  message: 'Shortlist is briefly unavailable. Please try again in a moment.',
  code: 'SERVICE_UNAVAILABLE',
};

describe.skipIf(!baseUrl)(
  `a PostgreSQL that goes away${baseUrl ? '' : ' (skipped: set TEST_DATABASE_URL to run)'}`,
  () => {
    const ctx = {} as { proxy: TcpProxy; database: TestDatabase; app: FastifyInstance };
    let user: TestUser;
    beforeAll(async () => {
      const target = new URL(baseUrl as string);
      ctx.proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      ctx.database = await openPostgres(baseUrl as string, ctx.proxy.port);
      ({ app: ctx.app } = await buildTestApp(ctx.database));
      user = await signUpAndLogIn(ctx.app);
    });
    afterAll(async () => {
      await ctx.app.close();
      await ctx.proxy.close();
      await ctx.database.drop();
    });

    const me = () =>
      ctx.app.inject({ method: 'GET', url: '/resume/users/me', headers: { cookie: user.cookie } });
    const ready = () => ctx.app.inject({ method: 'GET', url: '/resume/ready' });
    // Reads the database whoever asks (the session may be answered from the session cache).
    const latestDraft = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/resume/addresume/getdraft',
        headers: { cookie: user.cookie },
      });

    it('answers 503 with a message while it is away, and recovers by itself when it is back', async () => {
      expect((await me()).statusCode).toBe(200);
      // The pool's idle connection breaks with no query waiting on it: that must not end the process.
      await ctx.proxy.cut();

      const lost = await latestDraft();
      expect(lost.statusCode).toBe(503);
      expect(lost.json()).toEqual(UNAVAILABLE);
      expect(lost.headers['retry-after']).toBe('5');
      const save = await ctx.app.inject({
        method: 'POST',
        url: '/resume/addresume/save',
        headers: { cookie: user.cookie },
        payload: sampleResume('While away'),
      });
      expect(save.statusCode).toBe(503);
      expect((await ready()).statusCode).toBe(503);
      expect((await ready()).json()).toEqual({
        message: 'The database is not answering.',
        code: 'NOT_READY',
      });

      ctx.proxy.restore();
      expect((await ready()).statusCode).toBe(200);
      expect((await me()).statusCode).toBe(200);
      const list = await ctx.app.inject({
        method: 'GET',
        url: `/resume/addresume/getallresumes/${user.id}`,
        headers: { cookie: user.cookie },
      });
      expect(list.json()).toEqual({ items: [], nextCursor: null });
    });

    /** A client of the server itself (not through the proxy) that ends the app's connections. */
    async function superuser() {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      const name = new URL(ctx.database.url as string).pathname.slice(1);
      const terminate = () =>
        admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
      /**
       * Until nothing of the app is connected: the LISTEN connection reconnects by itself
       * every second, and one that was starting up can outlive a round.
       */
      const terminateAll = async () => {
        do {
          await terminate();
          await new Promise((r) => setTimeout(r, 20));
        } while (
          (await admin.query('select 1 from pg_stat_activity where datname = $1', [name])).rowCount
        );
      };
      return { admin, name, terminate, terminateAll };
    }

    /** Requests that each need the database, of several kinds; all must answer 503. */
    const needingTheDatabase = () => [
      latestDraft(),
      ctx.app.inject({
        method: 'POST',
        url: '/resume/users/login',
        payload: { email: user.email, password: user.password },
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/resume/addresume/save',
        headers: { cookie: user.cookie },
        payload: sampleResume('While refused'),
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/resume/users/register',
        payload: {
          email: `refused-${Date.now()}@example.com`,
          password: 'refused pass 77',
          name: 'R',
        },
      }),
    ];
    const expectUnavailable = async () => {
      for (const res of await Promise.all(needingTheDatabase())) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toEqual(UNAVAILABLE);
        expect(res.headers['retry-after']).toBe('5');
      }
      const notReady = await ready();
      expect(notReady.statusCode).toBe(503);
      expect(notReady.headers['retry-after']).toBe('5');
    };

    it('answers 503 with Retry-After while the server refuses connections (ECONNREFUSED)', async () => {
      expect((await latestDraft()).statusCode).toBe(200);
      await ctx.proxy.refuse();
      try {
        await expectUnavailable();
      } finally {
        await ctx.proxy.reopen();
      }
      expect((await ready()).statusCode).toBe(200);
      expect((await latestDraft()).statusCode).toBe(200);
    });

    it('answers 503 with Retry-After while the database refuses connections (SQLSTATE 55000)', async () => {
      const { admin, name, terminateAll } = await superuser();
      try {
        // What `ALTER DATABASE … ALLOW_CONNECTIONS false` does to a new connection.
        await admin.query(`alter database "${name}" allow_connections false`);
        const refused = await new pg.Client({ connectionString: ctx.database.url }).connect().then(
          () => undefined,
          (error: unknown) => error as { code?: string; severity?: string },
        );
        expect(refused).toMatchObject({ code: '55000', severity: 'FATAL' });
        expect(isDatabaseUnavailable(refused)).toBe(true);
        // Every connection of the app ends, so each request has to connect anew.
        await terminateAll();
        // The pool has heard of its terminated idle connections: the next requests connect.
        await latestDraft();
        await expectUnavailable();
      } finally {
        await admin.query(`alter database "${name}" allow_connections true`);
        await admin.end();
      }
      expect((await ready()).statusCode).toBe(200);
      expect((await latestDraft()).statusCode).toBe(200);
    });

    it('survives pg_terminate_backend under load: only the requests it hit fail, with 503', async () => {
      const { admin, terminate, terminateAll } = await superuser();
      try {
        const statuses: number[] = [];
        const load = Array.from({ length: 200 }, async (_, i) => {
          const res =
            i % 2 === 0
              ? await me()
              : await ctx.app.inject({
                  method: 'POST',
                  url: '/resume/addresume/draft',
                  headers: { cookie: user.cookie },
                  payload: sampleResume(`Draft ${i}`),
                });
          statuses.push(res.statusCode);
        });
        const killer = (async () => {
          for (let round = 0; round < 5; round += 1) {
            await terminate();
            await new Promise((r) => setImmediate(r));
          }
        })();
        await Promise.all([...load, killer]);
        expect(statuses.filter((s) => ![200, 201, 503].includes(s))).toEqual([]);
        // Idle pooled connections terminated with no query waiting on them.
        expect((await me()).statusCode).toBe(200);
        await terminateAll();
        await new Promise((r) => setTimeout(r, 100));
      } finally {
        await admin.end();
      }
      expect((await ready()).statusCode).toBe(200);
      for (let i = 0; i < 20; i += 1) expect((await me()).statusCode).toBe(200);
    });
  },
);

describe('an embedded database that was closed', () => {
  it('answers requests with 503 and a message, not 500', async () => {
    const database = await databaseTargets[0]!.open();
    const { app } = await buildTestApp(database);
    const user = await signUpAndLogIn(app);
    await database.close();
    const res = await app.inject({
      method: 'GET',
      url: '/resume/users/me',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    await app.close();
  });
});
