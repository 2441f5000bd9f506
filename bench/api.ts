// API benchmark (autocannon): a bare Fastify route as the ceiling, then the server's hot
// endpoints on PGlite and on PostgreSQL: requests/s, p50, p99, errors, the ratio to the
// ceiling and log bytes per 1,000 requests (LOG_LEVEL=info). On PostgreSQL each hot endpoint
// is measured right after its own database floor (bench/api-floor.ts: a bare route sending
// exactly the endpoint's statements, on the same database and user), and the table gives the
// endpoint's share of it. Results: docs/benchmarks.md.
// BENCH_ONLY (comma-separated endpoint names, e.g. 'traffic start') measures only those,
// BENCH_STORAGE ('PGlite' or 'PostgreSQL') only that database; BENCH_SKIP_BUILD=1 uses the
// server already built in apps/server/dist; BENCH_CONNECTIONS the connections (default 10).
// On PostgreSQL the database is vacuumed before each load (the floor's and the endpoint's), so
// neither pays for the dead rows the other's saves left (decision 0900, "A fair start").
// Run: npx tsx bench/api.ts [--quick]  (BENCH_SECONDS per endpoint, default 10, 3 with
// --quick; PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL, skipped when neither is set).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { hotStatements } from '../apps/server/src/hot-statements';
import { CONNECTIONS, scenarios, type Scenario } from './api-scenarios';
import { buildServer, postgresDatabase, startServer, type Server } from './server';
import { quick, reportSummary } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 3 : 10));
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? (quick ? 1 : 2));
/** BENCH_ONLY='traffic start,health' measures only those endpoints (and the ceiling). */
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const chosen = (scenario: { name: string }) => !ONLY || ONLY.includes(scenario.name);
/** BENCH_STORAGE='PostgreSQL' (or 'PGlite') measures only that database. */
const STORAGE = process.env.BENCH_STORAGE;

/** The endpoints with a database floor of their own (apps/server/src/hot-statements.ts). */
const HOT = Object.keys(hotStatements);

type Row = {
  storage: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio: number;
  /** The endpoint's rate over its own floor's, measured just before it. */
  ofFloor?: number;
  logPer1000: number;
};

/**
 * WARMUP_SECONDS of a scenario's load, not counted (the server's pool opens its connections,
 * the JIT compiles the route), then SECONDS of it, measured. `settle` runs first, before the
 * warm-up: right after a vacuum the first requests are slow, and that belongs to the vacuum.
 */
async function load(
  url: string,
  scenario: Scenario,
  beforeMeasuring = () => {},
  settle?: () => Promise<void>,
) {
  await settle?.();
  const run = async (duration: number) => {
    await scenario.before?.();
    return autocannon({
      url,
      duration,
      connections: scenario.connections ?? CONNECTIONS,
      requests: scenario.requests,
      initialContext: {},
    });
  };
  await run(WARMUP_SECONDS);
  beforeMeasuring();
  return run(SECONDS);
}

async function measure(
  storage: string,
  url: string,
  scenario: Scenario,
  ceiling: number,
  logBytes: () => number,
  settle?: () => Promise<void>,
) {
  let before = 0;
  const result = await load(url, scenario, () => (before = logBytes()), settle);
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
  type Storage = {
    label: string;
    open: () => Promise<{
      env: Record<string, string>;
      drop: () => Promise<void>;
      /** Brings the database to the same state before each load (bench/server.ts). */
      settle?: () => Promise<void>;
    }>;
  };
  const storages: Storage[] = [
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
              return { env: { DATABASE_URL: db.url }, drop: db.drop, settle: db.vacuum };
            },
          },
        ]
      : []),
  ];
  for (const storage of storages.filter((s) => !STORAGE || s.label === STORAGE)) {
    const { env, drop, settle } = await storage.open();
    const server = await startServer(['apps/server/dist/bin/main.js'], {
      LOG_LEVEL: 'info',
      // The benchmark is one client address; the per-address limit would answer 429.
      TRAFFIC_RATE_LIMIT_PER_MINUTE: '10000000',
      ...env,
    });
    let floor: Server | undefined;
    try {
      const { userId, list } = await scenarios(server.url);
      // On PostgreSQL, the floors run on the same database and the same user's drafts.
      if (env.DATABASE_URL)
        floor = await startServer(['--import', 'tsx', 'bench/api-floor.ts'], {
          DATABASE_URL: env.DATABASE_URL,
          FLOOR_USER_ID: userId,
        });
      for (const scenario of list.filter(chosen)) {
        const floorRow =
          floor && HOT.includes(scenario.name)
            ? await measure(storage.label, floor.url, scenario, ceiling, () => 0, settle)
            : undefined;
        const row = await measure(
          storage.label,
          server.url,
          scenario,
          ceiling,
          server.logBytes,
          settle,
        );
        if (floorRow) {
          rows.push({ ...floorRow, name: `floor of ${scenario.name}` });
          row.ofFloor = row.rps / floorRow.rps;
        }
        rows.push(row);
      }
    } finally {
      await floor?.stop();
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

/** For the summary of `npm run bench`: the ceiling, then the hot paths on each database. */
function keyFigures(rows: Row[]) {
  const figures: Record<string, string> = {};
  for (const r of rows) {
    if (
      ![
        'bare Fastify route (ceiling)',
        ...HOT.map((name) => `floor of ${name}`),
        'getdraft',
        'draft PUT',
        'login',
        'traffic start',
      ].includes(r.name)
    )
      continue;
    const label = r.storage === '-' ? r.name : `${r.storage} ${r.name}`;
    const share = r.ofFloor === undefined ? '' : `, ${(r.ofFloor * 100).toFixed(0)} % of its floor`;
    figures[label] =
      `${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${share}`;
  }
  figures['errors (all endpoints)'] = String(rows.reduce((sum, r) => sum + r.errors, 0));
  return figures;
}

function table(rows: Row[]) {
  const lines = rows.map(
    (r) =>
      `| ${r.storage} | ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.errors} | ${(r.ratio * 100).toFixed(0)} % | ${r.ofFloor === undefined ? '-' : `${(r.ofFloor * 100).toFixed(0)} %`} | ${r.logPer1000.toFixed(0)} B |`,
  );
  return [
    '| database | endpoint | req/s | p50 | p99 | errors | of ceiling | of its floor | log per 1,000 requests |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...lines,
  ].join('\n');
}

await main();
