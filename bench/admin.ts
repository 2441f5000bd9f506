// Admin lists at scale: seeds one PostgreSQL database with 1,000 users, resumes and support
// messages and 10,000 visits, another with 100,000 users, resumes and messages and 1,000,000
// visits, runs a server on each, and times each admin list on both (first page, deepest
// reachable page, a search), the two servers' calls interleaved so that a change in the
// machine's load between runs weighs on both sizes alike. The target: every time at
// 100k at most twice the time at 1k.
// Run: npm run bench:admin  (PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL; databases
// of its own are created and dropped). BENCH_RUNS calls per list and size (25); BENCH_ROUNDS
// times the whole set again on the same databases (1). Results: docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { root, startServer } from './server';
import { reportSummary } from './stats';

const BASE = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const ADMIN = { userName: 'bench-admin', pass: 'bench admin password 1' };
const LIMIT = 20;
const MAX_ROWS = 10_000;

if (!BASE) {
  process.stdout.write('Skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL).\n');
  reportSummary({ skipped: 'no PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL)' });
  process.exit(0);
}

const resume = JSON.parse(readFileSync(join(root, 'e2e/fixtures/jordan-rivera.json'), 'utf8'));

/** Fills every table with `n` users (and resumes, messages) and `visits` visits. */
async function seed(db: pg.Client, n: number, visits: number) {
  await db.query(
    `insert into users (email, name, password_hash, created_at)
     select 'user' || g || '@example.com', 'Person ' || g, 'not-a-hash',
            now() - (g || ' seconds')::interval
     from generate_series(1, $1::int) g`,
    [n],
  );
  await db.query(
    `insert into resumes (user_id, data, status, created_at, updated_at)
     select u.id,
            $1::jsonb || jsonb_build_object('personalInfo',
              ($1::jsonb -> 'personalInfo') || jsonb_build_object('fullName', u.name)),
            'saved', u.created_at, u.created_at
     from users u`,
    [JSON.stringify(resume)],
  );
  await db.query(
    `insert into chat_messages (email, message, status, created_at)
     select 'user' || g || '@example.com', 'Message ' || g, g % 3 = 0,
            now() - (g || ' seconds')::interval
     from generate_series(1, $1::int) g`,
    [n],
  );
  // Ten visits per visitor key, over the last 30 days.
  await db.query(
    `insert into page_visits (visitor, path, count, created_at)
     select 'visitor-' || (g / 10), '/page/' || (g % 7), g % 300,
            now() - ((g % 2592000) || ' seconds')::interval
     from generate_series(0, $1::int - 1) g`,
    [visits],
  );
  await db.query(
    `insert into traffic_visitors (visitor, first_seen, last_seen, visits)
     select visitor, min(created_at), max(created_at), count(*) from page_visits
     group by visitor`,
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

type Timed = { ms: number; items?: number; total?: number };
type Target = { url: string; cookie: string; cases: Map<string, Case> };

async function call(target: Target, c: Case) {
  const res = await fetch(`${target.url}/resume${c.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: target.cookie },
    body: JSON.stringify(c.body),
  });
  const body = (await res.json()) as { items?: unknown[]; total?: number };
  if (res.status !== 200) throw new Error(`${c.path} ${res.status} ${JSON.stringify(body)}`);
  return body;
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/**
 * Median of RUNS timed calls of each target's case `key` (after two warm-ups each), in
 * milliseconds. The targets take turns call by call, in alternating order.
 */
async function timeBoth(targets: Target[], key: string): Promise<Timed[]> {
  const caseOf = (t: Target) => t.cases.get(key) ?? t.cases.get(key.replace('deepest', 'first'))!;
  for (const t of targets) for (let i = 0; i < 2; i += 1) await call(t, caseOf(t));
  const times = targets.map(() => [] as number[]);
  const answers: { items?: unknown[]; total?: number }[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const order = i % 2 ? [...targets.keys()].reverse() : [...targets.keys()];
    for (const j of order) {
      const started = performance.now();
      answers[j] = await call(targets[j]!, caseOf(targets[j]!));
      times[j]!.push(performance.now() - started);
    }
  }
  return targets.map((_, j) => ({
    ms: median(times[j]!),
    items: answers[j]?.items?.length,
    total: answers[j]?.total,
  }));
}

/** A database of its own, seeded to `size`, and a server on it with the admin logged in. */
async function open(size: { rows: number; visits: number }) {
  const name = `shortlist_bench_admin_${randomBytes(4).toString('hex')}`;
  const root = new pg.Client({ connectionString: BASE });
  await root.connect();
  await root.query(`create database "${name}"`);
  await root.end();
  const dbUrl = new URL(BASE!);
  dbUrl.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: BASE });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  };
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const close = async () => {
    await server?.stop();
    await drop();
  };
  try {
    // The server migrates the empty database; then the rows go in.
    server = await startServer(['--import', 'tsx', 'apps/server/src/main.ts'], {
      DATABASE_URL: dbUrl.toString(),
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: ADMIN.userName,
      ADMIN_PASSWORD: ADMIN.pass,
    });
    const db = new pg.Client({ connectionString: dbUrl.toString() });
    await db.connect();
    const started = performance.now();
    try {
      await seed(db, size.rows, size.visits);
    } finally {
      await db.end();
    }
    process.stdout.write(
      `seeded ${size.rows.toLocaleString('en-US')} users/resumes/messages and ${size.visits.toLocaleString('en-US')} visits in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${loadavg()[0]!.toFixed(1)})\n`,
    );
    const login = await fetch(`${server.url}/resume/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = /AdminToken=[^;]*/.exec(login.headers.get('set-cookie') ?? '')?.[0];
    if (!cookie) throw new Error(`admin login failed: ${login.status}`);
    const target: Target = {
      url: server.url,
      cookie,
      cases: new Map(cases(size.rows).map((c) => [`${c.list} ${c.what}`, c])),
    };
    return { target, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Times every case on both targets and prints one table; answers how many are over 2×. */
async function round(small: Target, large: Target, label: string) {
  const loads = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ');
  const loadBefore = loadavg();
  const startedAt = new Date().toISOString().slice(11, 16);
  const results: Record<string, [Timed, Timed]> = {};
  for (const key of large.cases.keys())
    results[key] = (await timeBoth([small, large], key)) as [Timed, Timed];
  process.stdout.write(
    `\n${label}, ${startedAt} UTC: median of ${RUNS} calls, ms (load ${loads(loadBefore)} before, ${loads(loadavg())} after, on ${cpus().length} cores)\n`,
  );
  process.stdout.write(
    '| list | request | 1k rows | 100k rows | ratio | ≤ 2× |\n| --- | --- | ---: | ---: | ---: | --- |\n',
  );
  let failed = 0;
  for (const [key, [a, b]] of Object.entries(results)) {
    const ratio = b.ms / a.ms;
    if (ratio > 2) failed += 1;
    const [list, ...what] = key.split(' ');
    process.stdout.write(
      `| ${list} | ${what.join(' ')} (total ${a.total} / ${b.total}) | ${a.ms.toFixed(1)} | ${b.ms.toFixed(1)} | ${ratio.toFixed(2)} | ${ratio <= 2 ? 'yes' : 'NO'} |\n`,
    );
  }
  process.stdout.write(failed ? `\n${failed} over 2×\n` : '\nall within 2×\n');
  return { failed, cases: Object.keys(results).length };
}

async function main() {
  const opened: Awaited<ReturnType<typeof open>>[] = [];
  try {
    opened.push(await open({ rows: 1_000, visits: 10_000 }));
    opened.push(await open({ rows: 100_000, visits: 1_000_000 }));
    const [small, large] = opened.map((o) => o.target) as [Target, Target];
    // More rounds on the same databases show how stable the figures are on a shared machine.
    const outcomes = [];
    for (let r = 1; r <= ROUNDS; r += 1)
      outcomes.push(await round(small, large, `round ${r} of ${ROUNDS}`));
    const worst = Math.max(...outcomes.map((o) => o.failed));
    reportSummary({
      'lists timed': String(outcomes[0]!.cases),
      'over 2× at 100k rows': ROUNDS > 1 ? `${worst} (worst of ${ROUNDS} rounds)` : String(worst),
    });
  } finally {
    for (const o of opened.reverse()) await o.close();
  }
}

await main();
