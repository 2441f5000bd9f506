// API benchmark (autocannon): a bare Fastify route as the ceiling, then the server's hot
// endpoints on PGlite and on PostgreSQL: requests/s, p50, p99, errors, the ratio to the
// ceiling and log bytes per 1,000 requests (LOG_LEVEL=info). On PostgreSQL it first measures
// the database floor (bench/api-floor.ts). Results: docs/benchmarks.md.
// BENCH_ONLY (comma-separated endpoint names, e.g. 'traffic start') measures only those,
// BENCH_STORAGE ('PGlite' or 'PostgreSQL') only that database; BENCH_SKIP_BUILD=1 uses the
// server already built in apps/server/dist.
// Run: npx tsx bench/api.ts [--quick]  (BENCH_SECONDS per endpoint, default 10, 3 with
// --quick; PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL, skipped when neither is set).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { CONNECTIONS, scenarios, type Scenario } from './api-scenarios';
import { buildServer, postgresDatabase, startServer } from './server';
import { quick, reportSummary } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 3 : 10));
/** BENCH_ONLY='traffic start,health' measures only those endpoints (and the ceiling). */
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const chosen = (scenario: { name: string }) => !ONLY || ONLY.includes(scenario.name);
/** BENCH_STORAGE='PostgreSQL' (or 'PGlite') measures only that database. */
const STORAGE = process.env.BENCH_STORAGE;

type Row = {
  storage: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio: number;
  logPer1000: number;
};

function load(url: string, scenario: Scenario) {
  return autocannon({
    url,
    duration: SECONDS,
    connections: scenario.connections ?? CONNECTIONS,
    requests: scenario.requests,
    initialContext: {},
  });
}

async function measure(
  storage: string,
  url: string,
  scenario: Scenario,
  ceiling: number,
  logBytes: () => number,
) {
  const before = logBytes();
  const result = await load(url, scenario);
  const rps = result.requests.average;
  const row: Row = {
    storage,
    name: scenario.name,
    rps,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    ratio: ceiling ? rps / ceiling : 1,
    logPer1000: ((logBytes() - before) * 1000) / Math.max(1, result.requests.total),
  };
  process.stdout.write(
    `${storage.padEnd(10)} ${scenario.name.padEnd(20)} ${rps.toFixed(0)} req/s\n`,
  );
  return row;
}

async function main() {
  buildServer();
  const rows: Row[] = [];

  const bare = await startServer(['--import', 'tsx', 'bench/api-ceiling.ts'], {});
  const ceilingResult = await load(bare.url, {
    name: 'ceiling',
    requests: [{ method: 'GET', path: '/' }],
  });
  await bare.stop();
  const ceiling = ceilingResult.requests.average;
  rows.push({
    storage: '-',
    name: 'bare Fastify route (ceiling)',
    rps: ceiling,
    p50: ceilingResult.latency.p50,
    p99: ceilingResult.latency.p99,
    errors: ceilingResult.errors + ceilingResult.timeouts + ceilingResult.non2xx,
    ratio: 1,
    logPer1000: 0,
  });

  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (postgresUrl && (!STORAGE || STORAGE === 'PostgreSQL'))
    rows.push(...(await floors(postgresUrl, ceiling)));
  const storages = [
    {
      label: 'PGlite',
      open: async () => {
        const dir = mkdtempSync(join(tmpdir(), 'shortlist-bench-api-'));
        return {
          env: { DATA_DIR: dir },
          drop: async () => rmSync(dir, { recursive: true, force: true }),
        };
      },
    },
    ...(postgresUrl
      ? [
          {
            label: 'PostgreSQL',
            open: async () => {
              const db = await postgresDatabase(postgresUrl, 'shortlist_bench');
              return { env: { DATABASE_URL: db.url }, drop: db.drop };
            },
          },
        ]
      : []),
  ];
  for (const storage of storages.filter((s) => !STORAGE || s.label === STORAGE)) {
    const { env, drop } = await storage.open();
    const server = await startServer(['apps/server/dist/bin/main.js'], {
      LOG_LEVEL: 'info',
      // The benchmark is one client address; the per-address limit would answer 429.
      TRAFFIC_RATE_LIMIT_PER_MINUTE: '10000000',
      ...env,
    });
    try {
      for (const scenario of (await scenarios(server.url)).filter(chosen))
        rows.push(await measure(storage.label, server.url, scenario, ceiling, server.logBytes));
    } finally {
      await server.stop();
      await drop();
    }
  }
  process.stdout.write(
    `\n${table(rows)}\n\nload average: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}\n`,
  );
  reportSummary(keyFigures(rows));
}

const FLOOR_METHODS = { read: 'GET', write: 'PUT', insert: 'POST' } as const;

/**
 * The database floor (bench/api-floor.ts): a bare route that reads a 4 KB document, updates
 * one (a durable commit), or inserts a small row in groups, through plain node-postgres. No
 * endpoint that does that work can answer faster on this machine.
 */
async function floors(postgresUrl: string, ceiling: number): Promise<Row[]> {
  const db = await postgresDatabase(postgresUrl, 'shortlist_bench_floor');
  const rows: Row[] = [];
  try {
    for (const kind of ['read', 'write', 'insert'] as const) {
      const server = await startServer(['--import', 'tsx', 'bench/api-floor.ts'], {
        DATABASE_URL: db.url,
        FLOOR_KIND: kind,
      });
      const scenario = {
        name: `floor: bare route + one ${kind}`,
        requests: [{ method: FLOOR_METHODS[kind], path: '/' }],
      };
      try {
        rows.push(await measure('PostgreSQL', server.url, scenario, ceiling, () => 0));
      } finally {
        await server.stop();
      }
    }
  } finally {
    await db.drop();
  }
  return rows;
}

/** For the summary of `npm run bench`: the ceiling, then the hot paths on each database. */
function keyFigures(rows: Row[]) {
  const figures: Record<string, string> = {};
  for (const r of rows) {
    if (
      ![
        'bare Fastify route (ceiling)',
        'floor: bare route + one read',
        'floor: bare route + one write',
        'floor: bare route + one insert',
        'getdraft',
        'draft PUT',
        'login',
        'traffic start',
      ].includes(r.name)
    )
      continue;
    const label = r.storage === '-' ? r.name : `${r.storage} ${r.name}`;
    figures[label] =
      `${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`;
  }
  figures['errors (all endpoints)'] = String(rows.reduce((sum, r) => sum + r.errors, 0));
  return figures;
}

function table(rows: Row[]) {
  const lines = rows.map(
    (r) =>
      `| ${r.storage} | ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.errors} | ${(r.ratio * 100).toFixed(0)} % | ${r.logPer1000.toFixed(0)} B |`,
  );
  return [
    '| database | endpoint | req/s | p50 | p99 | errors | of ceiling | log per 1,000 requests |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...lines,
  ].join('\n');
}

await main();
