import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { query } from './helpers/tables.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

// Visits that arrive together are written together (decision 0900); each answer still means
// its visit is stored.
describe.each(databaseTargets)('traffic/start under a burst on $label', ({ open }) => {
  const ctx = useTestApp(open, { TRAFFIC_RATE_LIMIT_PER_MINUTE: '100000' });
  const post = (route: 'start' | 'end', payload: object, userAgent = BROWSER) =>
    ctx.app.inject({
      method: 'POST',
      url: `/resume/traffic/${route}`,
      payload,
      headers: { 'user-agent': userAgent },
      remoteAddress: '198.51.100.77',
    });

  it('stores every visit of a burst, each readable and endable as soon as it is answered', async () => {
    const agents = ['A', 'B', 'C'].map((tag) => `${BROWSER} burst-${Date.now()}-${tag}`);
    const answers = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const started = await post('start', { url: `/page-${i}?token=x` }, agents[i % 3]);
        expect(started.statusCode).toBe(200);
        const id = started.json().pageTrafficID as string;
        const rows = await query<{ path: string }>(
          ctx.database,
          sql`select path from page_visits where id = ${id}`,
        );
        expect(rows).toEqual([{ path: `/page-${i}` }]);
        expect((await post('end', { pageTrafficID: id, count: i })).statusCode).toBe(204);
        return id;
      }),
    );
    expect(new Set(answers).size).toBe(60);
    const counted = await query<{ count: number }>(
      ctx.database,
      sql`select count::int as count from page_visits where id = any(${`{${answers.join(',')}}`}::uuid[]) order by count`,
    );
    expect(counted.map((r) => r.count)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    // Each visitor's visits are all counted, whether they came in one statement or several.
    const visits = await query<{ visits: number }>(
      ctx.database,
      sql`select visits from traffic_visitors v where exists (
            select 1 from page_visits p where p.visitor = v.visitor and p.id = any(${`{${answers.join(',')}}`}::uuid[]))`,
    );
    expect(visits.map((v) => v.visits).sort()).toEqual([20, 20, 20]);
  });
});

describe('traffic/start when the database fails', () => {
  it('answers 503 for the visits it could not store and keeps serving', async () => {
    const database = await databaseTargets[0]!.open();
    const { app } = await buildTestApp(database);
    const start = () =>
      app.inject({
        method: 'POST',
        url: '/resume/traffic/start',
        payload: { url: '/' },
        headers: { 'user-agent': BROWSER },
      });
    try {
      // The day's salt is read (and kept) by a first visit: what fails next is the batch write.
      expect((await start()).statusCode).toBe(200);
      await database.close();
      const answers = await Promise.all(Array.from({ length: 5 }, start));
      expect(answers.map((a) => a.statusCode)).toEqual([503, 503, 503, 503, 503]);
      expect((await app.inject({ method: 'GET', url: '/resume/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
