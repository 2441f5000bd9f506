import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';

describe.each(databaseTargets)('health and readiness on $label', ({ open }) => {
  const ctx = useTestApp(open);

  it('answers /resume/health while the process is up', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/resume/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /resume/ready with the driver when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/resume/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: ctx.database.label });
  });

  it('has applied the migrations: users, sessions, resumes, downloads and payments exist', async () => {
    const { sql } = await import('drizzle-orm');
    const result = await ctx.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const rows = (result as unknown as { rows: { table_name: string }[] }).rows;
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'checkout_sessions',
        'download_grants',
        'downloads',
        'payment_events',
        'purchases',
        'resumes',
        'sessions',
        'users',
      ]),
    );
  });

  it('sends security headers with a content security policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/resume/health' });
    expect(res.headers['content-security-policy']).toContain(
      "script-src 'self' 'wasm-unsafe-eval';",
    );
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503 with the error shape', async () => {
    const [pglite] = databaseTargets;
    const database = await pglite!.open();
    const { app } = await buildTestApp(database);
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/resume/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'The database is not answering.', code: 'NOT_READY' });
    await app.close();
  });
});
