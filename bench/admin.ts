// Admin lists at scale: seeds PostgreSQL with 1,000 users, resumes and support messages and
// 10,000 visits, times each admin list (first page, deepest reachable page, a search), then
// grows the tables to 100,000 users, resumes and messages and 1,000,000 visits and times the
// same. The target: every time at 100k at most twice the time at 1k.
// Run: npm run bench:admin  (PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL; a
// database of its own is created and dropped). Results: docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { root, startServer } from './server';
import { reportSummary } from './stats';

const BASE = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const ADMIN = { userName: 'bench-admin', pass: 'bench admin password 1' };
const LIMIT = 20;
const MAX_ROWS = 10_000;

if (!BASE) {
  process.stdout.write('Skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL).\n');
  reportSummary({ skipped: 'no PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL)' });
  process.exit(0);
}

const resume = JSON.parse(readFileSync(join(root, 'e2e/fixtures/jordan-rivera.json'), 'utf8'));

/** Grows every table to `n` users (and resumes, messages) and `visits` visits. */
async function seed(db: pg.Client, from: number, n: number, visits: number, visitsFrom: number) {
  await db.query(
    `insert into users (email, name, password_hash, created_at)
     select 'user' || g || '@example.com', 'Person ' || g, 'not-a-hash',
            now() - (g || ' seconds')::interval
     from generate_series($1::int, $2::int) g`,
    [from, n],
  );
  await db.query(
    `insert into resumes (user_id, data, status, created_at, updated_at)
     select u.id,
            $1::jsonb || jsonb_build_object('personalInfo',
              ($1::jsonb -> 'personalInfo') || jsonb_build_object('fullName', u.name)),
            'saved', u.created_at, u.created_at
     from generate_series($2::int, $3::int) g
     join users u on u.email = 'user' || g || '@example.com'`,
    [JSON.stringify(resume), from, n],
  );
  await db.query(
    `insert into chat_messages (email, message, status, created_at)
     select 'user' || g || '@example.com', 'Message ' || g, g % 3 = 0,
            now() - (g || ' seconds')::interval
     from generate_series($1::int, $2::int) g`,
    [from, n],
  );
  // Ten visits per visitor key, over the last 30 days.
  await db.query(
    `insert into page_visits (visitor, path, count, created_at)
     select 'visitor-' || (g / 10), '/page/' || (g % 7), g % 300,
            now() - ((g % 2592000) || ' seconds')::interval
     from generate_series($1::int, $2::int) g`,
    [visitsFrom, visits],
  );
  await db.query(
    `insert into traffic_visitors (visitor, first_seen, last_seen, visits)
     select visitor, min(created_at), max(created_at), count(*) from page_visits
     group by visitor
     on conflict (visitor) do update set last_seen = excluded.last_seen, visits = excluded.visits`,
  );
  // What autovacuum does to a table after inserts: statistics and the visibility map.
  await db.query('vacuum analyze');
}

type Case = { list: string; what: string; path: string; body: Record<string, unknown> };

function cases(rows: number): Case[] {
  const deepest = Math.ceil(Math.min(rows, MAX_ROWS) / LIMIT);
  const visitors = rows; // one visitor key per ten visits, ten visits per row of users
  const deepestVisitors = Math.ceil(Math.min(visitors, MAX_ROWS) / LIMIT);
  const lists: [string, string, number, Record<string, unknown>, string][] = [
    ['users', '/admin/all-user', deepest, {}, 'user777@'],
    ['resumes', '/admin/all-resumes', deepest, {}, 'user777@'],
    ['messages', '/chat/all', deepest, {}, 'user777@'],
    ['visitors', '/traffic/all-ip', deepestVisitors, {}, 'visitor-777'],
    ['analysis', '/traffic/analysis', 1, { ip: 'visitor-777' }, '/page/3'],
  ];
  return lists.flatMap(([list, path, deep, extra, q]) => [
    { list, what: 'first page', path, body: { ...extra, page: 1, limit: LIMIT } },
    ...(deep > 1
      ? [{ list, what: `deepest page`, path, body: { ...extra, page: deep, limit: LIMIT } }]
      : []),
    { list, what: 'search', path, body: { ...extra, q, page: 1, limit: LIMIT } },
  ]);
}

async function call(url: string, c: Case, cookie: string) {
  const res = await fetch(`${url}/resume${c.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(c.body),
  });
  const body = (await res.json()) as { items?: unknown[]; total?: number };
  if (res.status !== 200) throw new Error(`${c.path} ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Median of RUNS timed calls (after two warm-ups), in milliseconds. */
async function time(url: string, c: Case, cookie: string) {
  await call(url, c, cookie);
  await call(url, c, cookie);
  const times: number[] = [];
  let answer: { items?: unknown[]; total?: number } = {};
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    answer = await call(url, c, cookie);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    ms: times[Math.floor(times.length / 2)]!,
    items: answer.items?.length,
    total: answer.total,
  };
}

async function main() {
  const name = `shortlist_bench_admin_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const dbUrl = new URL(BASE!);
  dbUrl.pathname = `/${name}`;
  const server = await startServer(['--import', 'tsx', 'apps/server/src/main.ts'], {
    DATABASE_URL: dbUrl.toString(),
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: ADMIN.userName,
    ADMIN_PASSWORD: ADMIN.pass,
  });
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  try {
    const login = await fetch(`${server.url}/resume/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = /AdminToken=[^;]*/.exec(login.headers.get('set-cookie') ?? '')?.[0];
    if (!cookie) throw new Error(`admin login failed: ${login.status}`);

    const results: Record<string, { ms: number; items?: number; total?: number }>[] = [];
    const sizes = [
      { rows: 1_000, visits: 10_000 },
      { rows: 100_000, visits: 1_000_000 },
    ];
    let seeded = { rows: 0, visits: -1 };
    for (const size of sizes) {
      const started = performance.now();
      await seed(db, seeded.rows + 1, size.rows, size.visits - 1, seeded.visits + 1);
      seeded = { rows: size.rows, visits: size.visits - 1 };
      process.stdout.write(
        `seeded ${size.rows.toLocaleString('en-US')} users/resumes/messages and ${size.visits.toLocaleString('en-US')} visits in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${loadavg()[0]!.toFixed(1)})\n`,
      );
      const row: Record<string, { ms: number; items?: number; total?: number }> = {};
      for (const c of cases(size.rows))
        row[`${c.list} ${c.what}`] = await time(server.url, c, cookie);
      results.push(row);
    }

    const [small, large] = results as [(typeof results)[0], (typeof results)[0]];
    process.stdout.write(
      `\nmedian of ${RUNS} calls, ms (load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${cpus().length} cores)\n`,
    );
    process.stdout.write(
      '| list | request | 1k rows | 100k rows | ratio | ≤ 2× |\n| --- | --- | ---: | ---: | ---: | --- |\n',
    );
    let failed = 0;
    for (const key of Object.keys(large)) {
      const a = small[key] ?? small[key.replace(/deepest page/, 'first page')];
      const b = large[key]!;
      const ratio = b.ms / a!.ms;
      if (ratio > 2) failed += 1;
      const [list, ...what] = key.split(' ');
      process.stdout.write(
        `| ${list} | ${what.join(' ')} (page total ${b.total}) | ${a!.ms.toFixed(1)} | ${b.ms.toFixed(1)} | ${ratio.toFixed(2)} | ${ratio <= 2 ? 'yes' : 'NO'} |\n`,
      );
    }
    process.stdout.write(failed ? `\n${failed} over 2×\n` : '\nall within 2×\n');
    reportSummary({
      'lists timed': String(Object.keys(large).length),
      'over 2× at 100k rows': String(failed),
    });
  } finally {
    await db.end();
    await server.stop();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

await main();
