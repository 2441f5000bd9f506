import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allRoutes, buildPath } from '@shortlist/contract';
import { useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { countRows, query } from './helpers/tables.js';
import { signUpAndLogIn } from './helpers/users.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
type Visit = { id: string; visitor: string; path: string; count: number };

describe.each(databaseTargets)('POST /resume/traffic/start and /end on $label', ({ open }) => {
  const ctx = useTestApp(open, { TRAFFIC_RATE_LIMIT_PER_MINUTE: '100000' });
  const post = (route: 'start' | 'end', payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/resume/traffic/${route}`,
      payload: payload as object,
      headers: { 'user-agent': BROWSER, ...headers },
      remoteAddress: '198.51.100.20',
    });
  const visit = async (id: string) =>
    (await query<Visit>(ctx.database, sql`select * from page_visits where id = ${id}`))[0];
  const start = async (url = '/') => {
    const res = await post('start', { url });
    expect(res.statusCode).toBe(200);
    return res.json().pageTrafficID as string;
  };

  it('records a visit by path only: scheme, host, query and fragment dropped', async () => {
    const cases: [string, string][] = [
      ['/login', '/login'],
      ['https://shortlist.example/dashboard?token=secret#step-2', '/dashboard'],
      ['http://localhost:3000', '/'],
      ['/signup#top', '/signup'],
      ['https://shortlist.example//evil.example/x', '/evil.example/x'],
    ];
    for (const [url, path] of cases) expect((await visit(await start(url)))!.path).toBe(path);
  });

  it('stores a hostile path as given', async () => {
    const url = `/"><img src=x onerror=alert(1)>/'; drop table page_visits; --/%3Cscript%3E/é`;
    expect((await visit(await start(url)))!.path).toBe(url);
  });

  it('records the stay; a second end keeps the larger count', async () => {
    const id = await start('/');
    expect((await visit(id))!.count).toBe(0);
    const first = await post('end', { pageTrafficID: id, count: 42 });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect((await visit(id))!.count).toBe(42);
    expect((await post('end', { pageTrafficID: id, count: 7 })).statusCode).toBe(204);
    expect((await visit(id))!.count).toBe(42);
    expect((await post('end', { pageTrafficID: id, count: 86_400 })).statusCode).toBe(204);
    expect((await visit(id))!.count).toBe(86_400);
  });

  it('takes text/plain JSON bodies, as navigator.sendBeacon sends them', async () => {
    const plain = { 'content-type': 'text/plain;charset=UTF-8' };
    const res = await post('start', JSON.stringify({ url: '/login' }), plain);
    expect(res.statusCode).toBe(200);
    const id = res.json().pageTrafficID as string;
    const end = await post('end', JSON.stringify({ pageTrafficID: id, count: 12 }), plain);
    expect(end.statusCode).toBe(204);
    expect((await visit(id))!.count).toBe(12);
    const broken = await post('end', '{"pageTrafficID": ', plain);
    expect(broken.statusCode).toBe(400);
  });

  it('does not count robots: null id, nothing stored', async () => {
    for (const agent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; YandexSpider/3.0)',
      'SomeCrawler 1.0',
      'Mozilla/5.0 HeadlessChrome/131.0.0.0',
    ]) {
      const before = await countRows(ctx.database, 'page_visits');
      const res = await post('start', { url: '/' }, { 'user-agent': agent });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ pageTrafficID: null });
      expect(await countRows(ctx.database, 'page_visits')).toBe(before);
    }
  });

  it('answers 404 for an unknown or malformed id, changing nothing', async () => {
    const id = await start('/');
    for (const pageTrafficID of [randomUUID(), 'not-a-uuid', `${id}x`, "' or 1=1 --"]) {
      const res = await post('end', { pageTrafficID, count: 5 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'No such page visit.', code: 'PAGE_VISIT_NOT_FOUND' });
    }
    expect((await visit(id))!.count).toBe(0);
  });

  const badStarts: [string, unknown][] = [
    ['no url', {}],
    ['an empty url', { url: '' }],
    ['a number', { url: 12 }],
    ['a list', { url: ['/'] }],
    ['2,001 characters', { url: `/${'a'.repeat(2000)}` }],
    ['a huge string', { url: `/${'a'.repeat(7000)}` }],
    ['a javascript: URL', { url: 'javascript:alert(1)' }],
    ['an ftp URL', { url: 'ftp://example.com/x' }],
    ['a relative path', { url: 'login' }],
    ['NUL', { url: '/a\u0000b' }],
    ['a lone surrogate', { url: '/\uDC00' }],
  ];
  it.each(badStarts)('start refuses %s with 4xx and stores nothing', async (_, body) => {
    const before = await countRows(ctx.database, 'page_visits');
    const visitors = await countRows(ctx.database, 'traffic_visitors');
    const res = await post('start', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await countRows(ctx.database, 'page_visits')).toBe(before);
    expect(await countRows(ctx.database, 'traffic_visitors')).toBe(visitors);
  });

  it('start refuses a body over 8 KB with 413', async () => {
    const before = await countRows(ctx.database, 'page_visits');
    expect((await post('start', { url: `/${'a'.repeat(9000)}` })).statusCode).toBe(413);
    expect(await countRows(ctx.database, 'page_visits')).toBe(before);
  });

  const badEnds: [string, (id: string) => unknown][] = [
    ['a negative count', (id) => ({ pageTrafficID: id, count: -1 })],
    ['a count over a day', (id) => ({ pageTrafficID: id, count: 86_401 })],
    ['a fractional count', (id) => ({ pageTrafficID: id, count: 1.5 })],
    ['a count as text', (id) => ({ pageTrafficID: id, count: '10' })],
    ['a huge count', (id) => ({ pageTrafficID: id, count: 1e308 })],
    ['no count', (id) => ({ pageTrafficID: id })],
    ['no id', () => ({ count: 3 })],
    ['an id as a number', () => ({ pageTrafficID: 7, count: 3 })],
    ['a huge id', () => ({ pageTrafficID: 'a'.repeat(5000), count: 3 })],
    ['NUL in the id', (id) => ({ pageTrafficID: `${id}\u0000`, count: 3 })],
  ];
  it.each(badEnds)('end refuses %s with 400 and changes nothing', async (_, body) => {
    const id = await start('/');
    const res = await post('end', body(id));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect((await visit(id))!.count).toBe(0);
  });

  it('takes text/plain on the traffic routes only: every other route with a body answers 415', async () => {
    const user = await signUpAndLogIn(ctx.app);
    const others = allRoutes().filter((r) => r.body && !r.alsoAccepts?.includes('text/plain'));
    expect(others.length).toBeGreaterThan(3);
    for (const route of others) {
      const params = Object.fromEntries(
        Object.keys(route.params?.shape ?? {}).map((k) => [k, 'x']),
      );
      const res = await ctx.app.inject({
        method: route.method,
        url: `/resume${buildPath(route, params)}`,
        payload: JSON.stringify({ email: 'a@example.com', message: 'Hi', password: 'x' }),
        headers: { 'content-type': 'text/plain', cookie: user.cookie },
      });
      // Admin routes turn a person's session away (403) before any body is read.
      const refused = route.access === 'admin' ? 403 : 415;
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(refused);
    }
  });
});
