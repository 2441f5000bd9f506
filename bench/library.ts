// The resume library's list (issue 10): one account with 100 resumes, each near the 1 MB body
// limit, then `GET /resume/addresume/getallresumes/:userId?limit=100` again and again: the
// answer's size and its latency (p50, p99) on PostgreSQL (and PGlite for comparison).
// Targets: under 100 KB and p99 < 50 ms on PostgreSQL. Results: docs/benchmarks.md.
// Run: npx tsx bench/library.ts  (PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL;
// LIST_RUNS requests, default 300; BENCH_SKIP_BUILD=1 reuses apps/server/dist).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, buildServer, postgresDatabase, startServer } from './server';
import { reportSummary } from './stats';

const RESUMES = 100;
const RUNS = Number(process.env.LIST_RUNS ?? 300);
const BODY_LIMIT = 1024 * 1024;

/** A resume close to the body limit: 50 positions with long descriptions and achievements. */
function largeResume(n: number) {
  const text = (length: number, seed: string) =>
    `${seed} `.repeat(Math.ceil(length / (seed.length + 1))).slice(0, length);
  return {
    templateId: 'template-2',
    personalInfo: {
      fullName: `Bench Person ${n}`,
      email: `bench${n}@example.com`,
      phone: '+1 555 0100',
      location: 'Lisbon, Portugal',
      aboutMe: text(9_000, 'summary'),
    },
    experience: Array.from({ length: 50 }, (_, i) => ({
      company: `Company ${i}`,
      position: i === 0 ? `Engineer ${n}` : `Role ${i}`,
      startDate: '2015-01',
      endDate: '2016-01',
      description: text(8_200, `work${i}`),
      achievements: Array.from({ length: 18 }, (_, j) => text(480, `did${j}`)),
    })),
    education: [
      {
        school: 'University',
        degree: 'MSc',
        fieldOfStudy: 'Computing',
        graduationYear: '2014',
        description: text(2_000, 'study'),
      },
    ],
    skills: Array.from({ length: 50 }, (_, i) => `skill ${i}`),
    interests: ['chess'],
  };
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer(['apps/server/dist/bin/main.js'], {
    LOG_LEVEL: 'warn',
    ...env,
  });
  try {
    const email = `library-${Date.now()}@example.com`;
    const password = 'benchmark password 42';
    await api(server.url, 'POST', '/users/register', { email, password, name: 'Library Bench' });
    const login = await api(server.url, 'POST', '/users/login', { email, password });
    const cookie = login.cookie as string;
    const userId = String(login.json.userID);

    let stored = 0;
    let largest = 0;
    for (let i = 0; i < RESUMES; i += 1) {
      const body = largeResume(i);
      const size = Buffer.byteLength(JSON.stringify(body));
      if (size > BODY_LIMIT) throw new Error(`resume ${i} is ${size} bytes, over the limit`);
      largest = Math.max(largest, size);
      const res = await api(server.url, 'POST', '/addresume/draft', body, cookie);
      if (res.status !== 201)
        throw new Error(`create ${i}: ${res.status} ${JSON.stringify(res.json)}`);
      stored += size;
    }

    const url = `${server.url}/resume/addresume/getallresumes/${userId}?limit=100`;
    const timings: number[] = [];
    let bytes = 0;
    let items = 0;
    // Warm-up, not counted.
    for (let i = 0; i < 10; i += 1) await (await fetch(url, { headers: { cookie } })).text();
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      const text = await res.text();
      timings.push(performance.now() - start);
      if (res.status !== 200) throw new Error(`list: ${res.status} ${text.slice(0, 200)}`);
      bytes = Buffer.byteLength(text);
      items = (JSON.parse(text) as { items: unknown[] }).items.length;
    }
    timings.sort((a, b) => a - b);
    return {
      label,
      items,
      bytes,
      stored,
      largest,
      p50: percentile(timings, 0.5),
      p99: percentile(timings, 0.99),
      max: timings.at(-1) ?? NaN,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  buildServer();
  const load = loadavg()[0]?.toFixed(1);
  const rows = [];
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const db = await postgresDatabase(postgresUrl, 'shortlist_bench_library');
    try {
      rows.push(await measure('PostgreSQL', { DATABASE_URL: db.url }));
    } finally {
      await db.drop();
    }
  } else process.stdout.write('No BENCH_DATABASE_URL / TEST_DATABASE_URL: PostgreSQL skipped.\n');
  const dir = mkdtempSync(join(tmpdir(), 'shortlist-library-bench-'));
  try {
    rows.push(await measure('PGlite', { DATA_DIR: dir }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  process.stdout.write(
    `\n${RESUMES} resumes per account, ${RUNS} list requests each, load average ${load} → ${loadavg()[0]?.toFixed(1)}\n`,
  );
  process.stdout.write(
    '| database | resumes in the answer | answer size | stored documents | largest resume | p50 | p99 | max |\n',
  );
  process.stdout.write('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n');
  for (const r of rows) {
    process.stdout.write(
      `| ${r.label} | ${r.items} | ${(r.bytes / 1024).toFixed(1)} KB | ${(r.stored / 1024 / 1024).toFixed(1)} MB | ${(r.largest / 1024).toFixed(0)} KB | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.max.toFixed(1)} ms |\n`,
    );
  }
  const postgres = rows.find((r) => r.label === 'PostgreSQL');
  if (postgres)
    process.stdout.write(
      `\nTargets on PostgreSQL: answer < 100 KB: ${postgres.bytes < 100 * 1024 ? 'met' : 'NOT met'}; p99 < 50 ms: ${postgres.p99 < 50 ? 'met' : 'NOT met'}\n`,
    );
  const figures: Record<string, string> = {};
  for (const r of rows)
    figures[`${r.label} list of ${r.items}`] =
      `${(r.bytes / 1024).toFixed(1)} KB, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`;
  reportSummary(figures);
}

await main();
