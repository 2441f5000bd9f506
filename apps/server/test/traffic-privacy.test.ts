import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { databaseTargets, type TestDatabase } from './helpers/test-database.js';
import { dumpAllTables, query } from './helpers/tables.js';

const ADDRESS = '203.0.113.77';
const AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0';

describe.each(databaseTargets)('traffic analytics and privacy on $label', ({ open }) => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  let clock = new Date('2026-03-10T00:10:00Z');

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.drop();
  });

  async function appWith(env: Record<string, string> = {}) {
    const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
    const app = await buildApp({ config, database, now: () => clock });
    await app.ready();
    apps.push(app);
    return app;
  }
  const startVisit = async (
    app: FastifyInstance,
    url: string,
    address = ADDRESS,
    agent = AGENT,
  ) => {
    const res = await app.inject({
      method: 'POST',
      url: '/resume/traffic/start',
      payload: { url },
      headers: { 'user-agent': agent },
      remoteAddress: address,
    });
    expect(res.statusCode).toBe(200);
    return res.json().pageTrafficID as string;
  };
  const visitorOf = async (id: string) =>
    (
      await query<{ visitor: string }>(
        database,
        sql`select visitor from page_visits where id = ${id}`,
      )
    )[0]!.visitor;

  it('stores no client address anywhere when ANALYTICS_STORE_IP is unset', async () => {
    const app = await appWith();
    const id = await startVisit(app, '/login');
    const end = await app.inject({
      method: 'POST',
      url: '/resume/traffic/end',
      payload: { pageTrafficID: id, count: 30 },
      remoteAddress: ADDRESS,
    });
    expect(end.statusCode).toBe(204);
    const chat = await app.inject({
      method: 'POST',
      url: '/resume/chat/start',
      payload: { email: 'visitor@example.com', message: 'Hello' },
      headers: { 'user-agent': AGENT },
      remoteAddress: ADDRESS,
    });
    expect(chat.statusCode).toBe(201);

    const dump = await dumpAllTables(database);
    expect(dump.tables).toEqual(
      expect.arrayContaining([
        'public.page_visits',
        'public.chat_messages',
        'public.analytics_salts',
      ]),
    );
    expect(dump.text).toContain('/login');
    expect(dump.text).toContain('visitor@example.com');
    expect(dump.text).not.toContain(ADDRESS);
    expect(dump.text).not.toContain(AGENT);
    expect(await visitorOf(id)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('groups one visitor within a UTC day, not across days, and drops salts after two days', async () => {
    const app = await appWith();
    clock = new Date('2026-03-11T00:05:00Z');
    const morning = await visitorOf(await startVisit(app, '/'));
    clock = new Date('2026-03-11T23:59:00Z');
    const evening = await visitorOf(await startVisit(app, '/signup'));
    const otherBrowser = await visitorOf(await startVisit(app, '/', ADDRESS, `${AGENT} Edge`));
    const otherAddress = await visitorOf(await startVisit(app, '/', '203.0.113.78'));
    clock = new Date('2026-03-12T00:01:00Z');
    const nextDay = await visitorOf(await startVisit(app, '/'));

    expect(evening).toBe(morning);
    expect(otherBrowser).not.toBe(morning);
    expect(otherAddress).not.toBe(morning);
    expect(nextDay).not.toBe(morning);

    const visitors = await query<{ visitor: string; visits: number }>(
      database,
      sql`select visitor, visits from traffic_visitors where visitor = ${morning}`,
    );
    expect(visitors).toEqual([{ visitor: morning, visits: 2 }]);

    // On the 12th the salts of the 12th and the 11th are kept; the 10th's is gone.
    const days = await query<{ day: string }>(
      database,
      sql`select day from analytics_salts order by day`,
    );
    expect(days.map((d) => d.day)).toEqual(['2026-03-11', '2026-03-12']);
  });

  it('keeps the address itself with ANALYTICS_STORE_IP=true', async () => {
    const app = await appWith({ ANALYTICS_STORE_IP: 'true' });
    expect(await visitorOf(await startVisit(app, '/', '192.0.2.55'))).toBe('192.0.2.55');
  });

  it('takes the address from request.ip: X-Forwarded-For counts only through TRUST_PROXY', async () => {
    const direct = await appWith({ ANALYTICS_STORE_IP: 'true' });
    const forged = await direct.inject({
      method: 'POST',
      url: '/resume/traffic/start',
      payload: { url: '/' },
      headers: { 'user-agent': AGENT, 'x-forwarded-for': '198.51.100.1' },
      remoteAddress: '192.0.2.60',
    });
    expect(await visitorOf(forged.json().pageTrafficID)).toBe('192.0.2.60');
    const proxied = await appWith({ ANALYTICS_STORE_IP: 'true', TRUST_PROXY: '1' });
    const real = await proxied.inject({
      method: 'POST',
      url: '/resume/traffic/start',
      payload: { url: '/' },
      headers: { 'user-agent': AGENT, 'x-forwarded-for': '198.51.100.1' },
      remoteAddress: '10.0.0.2',
    });
    expect(await visitorOf(real.json().pageTrafficID)).toBe('198.51.100.1');
  });

  it('deletes visits older than ANALYTICS_RETENTION_DAYS, at start and in the hourly job', async () => {
    clock = new Date('2026-01-01T12:00:00Z');
    const app = await appWith({ ANALYTICS_RETENTION_DAYS: '30' });
    const old = await startVisit(app, '/old', '192.0.2.70');
    clock = new Date('2026-01-25T12:00:00Z');
    const recent = await startVisit(app, '/recent', '192.0.2.71');
    const exists = async (id: string) =>
      (await query(database, sql`select id from page_visits where id = ${id}`)).length === 1;

    clock = new Date('2026-01-31T11:00:00Z'); // 29 days and 23 hours: nothing is old enough
    expect((await app.services.traffic.deleteExpired()).visits).toBe(0);
    expect(await exists(old)).toBe(true);

    // A server started 31 days later deletes the old visit (and its visitor) when it starts.
    clock = new Date('2026-02-01T13:00:00Z');
    await appWith({ ANALYTICS_RETENTION_DAYS: '30' });
    expect(await exists(old)).toBe(false);
    expect(await exists(recent)).toBe(true);
    const keys = await query<{ n: number }>(
      database,
      sql`select count(*)::int as n from traffic_visitors where last_seen < ${'2026-01-02T12:00:00Z'}`,
    );
    expect(keys[0]!.n).toBe(0);

    clock = new Date('2026-02-25T13:00:00Z');
    expect((await app.services.traffic.deleteExpired()).visits).toBeGreaterThanOrEqual(1);
    expect(await exists(recent)).toBe(false);
  });
});
