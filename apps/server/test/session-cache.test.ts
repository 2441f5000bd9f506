import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { loadConfig } from '../src/config.js';
import { buildTestApp, useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { signUpAndLogIn } from './helpers/users.js';

/** Waits (without a time limit of its own) until `condition` holds. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((r) => setTimeout(r, 10));
}

// The session cache (decision 0900): whatever ends or changes a session in the database, by
// this process, another one or by hand, is seen by the next request once its notification arrived.
describe.each(databaseTargets)('the session cache on $label', ({ open }) => {
  const ctx = useTestApp(open);
  const me = (cookie: string, app = ctx.app) =>
    app.inject({ method: 'GET', url: '/resume/users/me', headers: { cookie } });
  const byHand = async (statement: ReturnType<typeof sql>) => {
    await ctx.database.db.execute(statement);
    await ctx.database.notifications.settled();
  };

  it('refuses a session deleted in the database while it was cached', async () => {
    const user = await signUpAndLogIn(ctx.app);
    expect((await me(user.cookie)).statusCode).toBe(200);
    await byHand(sql`delete from sessions where user_id = ${user.id}`);
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it('refuses a cached session whose end was moved into the past', async () => {
    const user = await signUpAndLogIn(ctx.app);
    expect((await me(user.cookie)).statusCode).toBe(200);
    await byHand(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    const res = await me(user.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });

  it("answers a user's new name, not the cached one", async () => {
    const user = await signUpAndLogIn(ctx.app, 'Old Name');
    expect((await me(user.cookie)).json().name).toBe('Old Name');
    await byHand(sql`update users set name = 'New Name' where id = ${user.id}`);
    expect((await me(user.cookie)).json().name).toBe('New Name');
  });

  it('forgets the sessions of a deleted account at once', async () => {
    const user = await signUpAndLogIn(ctx.app);
    expect((await me(user.cookie)).statusCode).toBe(200);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/resume/users/me',
      headers: { cookie: user.cookie },
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it('a logout through another app on the same database ends the session in this one', async () => {
    // PostgreSQL: a second pool and listener, as another server process has; PGlite (one
    // process per data folder): a second app on the same database.
    const other = ctx.database.url
      ? await openDatabase({
          driver: 'postgres',
          url: ctx.database.url,
          migrationsDir: loadConfig({}).migrationsDir,
        })
      : ctx.database;
    const { app: second } = await buildTestApp({ ...ctx.database, ...other });
    try {
      const user = await signUpAndLogIn(ctx.app);
      expect((await me(user.cookie)).statusCode).toBe(200);
      expect((await me(user.cookie, second)).statusCode).toBe(200);
      const out = await second.inject({
        method: 'POST',
        url: '/resume/users/logout',
        headers: { cookie: user.cookie },
      });
      expect(out.statusCode).toBe(200);
      await ctx.database.notifications.settled();
      expect((await me(user.cookie)).statusCode).toBe(401);
    } finally {
      await second.close();
      if (other !== ctx.database) await other.close();
    }
  });
});

const baseUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!baseUrl)('the session cache when its notification connection is lost', () => {
  const ctx = useTestApp(() => databaseTargets[1]!.open());
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
  });
  afterAll(() => admin.end());

  it('trusts nothing it cached until it listens again, and then forgets what it knew', async () => {
    const user = await signUpAndLogIn(ctx.app);
    const me = () =>
      ctx.app.inject({ method: 'GET', url: '/resume/users/me', headers: { cookie: user.cookie } });
    await until(() => ctx.database.notifications.listening());
    expect((await me()).statusCode).toBe(200);
    const name = new URL(ctx.database.url as string).pathname.slice(1);
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen%'`,
      [name],
    );
    await until(() => !ctx.database.notifications.listening());
    // Deleted while nobody listens: no notification will ever say so.
    await ctx.database.db.execute(sql`delete from sessions where user_id = ${user.id}`);
    expect((await me()).statusCode).toBe(401);
    await until(() => ctx.database.notifications.listening());
    expect((await me()).statusCode).toBe(401);
  });
});
