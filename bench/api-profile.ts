// Where an endpoint's time goes: starts the built server with `--cpu-prof`, loads one scenario
// of bench/api.ts with autocannon, stops the server and prints the functions with the most
// self time (and the share of the profile each takes).
// Run: BENCH_ONLY='getdraft' BENCH_DATABASE_URL=postgres://… npx tsx bench/api-profile.ts
// (BENCH_SECONDS, default 5; BENCH_SKIP_BUILD=1 skips the server build; without a database
// URL it profiles PGlite). The profile stays in the folder it prints, for Chrome DevTools.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { CONNECTIONS, scenarios } from './api-scenarios';
import { postgresDatabase, root, startServer } from './server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ONLY = process.env.BENCH_ONLY ?? 'getdraft';
const TOP = Number(process.env.BENCH_TOP ?? 30);

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/**
 * The samples of the load only: the last SECONDS of the profile (the server stops right after
 * the load), without start-up and the scenario's set-up.
 */
function loadSamples(profile: Profile) {
  const total = profile.timeDeltas.reduce((sum, d) => sum + d, 0);
  let at = 0;
  return profile.samples.flatMap((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    return at >= total - SECONDS * 1e6 ? [{ id, delta }] : [];
  });
}

/** Self time per function (name and place), largest first, as shares of all samples. */
function topSelfTime(profile: Profile) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  let all = 0;
  loadSamples(profile).forEach(({ id, delta }) => {
    const frame = byNode.get(id)?.callFrame;
    const place = frame?.url.replace(/^.*node_modules\//, '').replace(`file://${root}/`, '');
    const key = `${frame?.functionName || '(anonymous)'}  ${place ?? ''}:${frame?.lineNumber ?? 0}`;
    totals.set(key, (totals.get(key) ?? 0) + delta);
    all += delta;
  });
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([key, time]) => `${((time / all) * 100).toFixed(1).padStart(5)} %  ${key}`);
}

/** Self time per package (npm package, node internals, our bundle), largest first. */
function selfTimeByPackage(profile: Profile) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  let all = 0;
  loadSamples(profile).forEach(({ id, delta }) => {
    const node = byNode.get(id);
    const url = node?.callFrame.url ?? '';
    const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1];
    const key =
      pkg ??
      (url.startsWith('node:')
        ? 'node internals'
        : url.includes('/dist/bin/')
          ? 'our server bundle'
          : node?.callFrame.functionName || '(native)');
    totals.set(key, (totals.get(key) ?? 0) + delta);
    all += delta;
  });
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20)
    .map(([key, time]) => `${((time / all) * 100).toFixed(1).padStart(5)} %  ${key}`);
}

if (!process.env.BENCH_SKIP_BUILD)
  execFileSync('npm', ['run', '--silent', 'build', '-w', 'apps/server'], {
    cwd: root,
    stdio: 'inherit',
  });
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'shortlist-profile-data-'));
const db = postgresUrl ? await postgresDatabase(postgresUrl, 'shortlist_profile') : undefined;
const profileDir = mkdtempSync(join(tmpdir(), 'shortlist-profile-'));
const server = await startServer(
  ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, 'apps/server/dist/bin/main.js'],
  {
    LOG_LEVEL: 'info',
    TRAFFIC_RATE_LIMIT_PER_MINUTE: '10000000',
    ...(db ? { DATABASE_URL: db.url } : { DATA_DIR: dataDir }),
  },
);
try {
  const scenario = (await scenarios(server.url)).list.find((s) => s.name === ONLY);
  if (!scenario) throw new Error(`no scenario named '${ONLY}'`);
  // Two seconds first, not in the samples kept (the pool opens its connections, the JIT warms).
  const run = async (duration: number) => {
    await scenario.before?.();
    return autocannon({
      url: server.url,
      duration,
      connections: scenario.connections ?? CONNECTIONS,
      requests: scenario.requests,
      initialContext: {},
    });
  };
  await run(2);
  const result = await run(SECONDS);
  process.stdout.write(
    `${ONLY}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}\n`,
  );
} finally {
  await server.stop();
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${profileDir}`);
const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as Profile;
process.stdout.write(
  `${topSelfTime(profile).join('\n')}\n\nby package:\n${selfTimeByPackage(profile).join('\n')}\n\nprofile: ${join(profileDir, file)}\n`,
);
