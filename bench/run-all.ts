// `npm run bench [-- --quick] [-- name ...]`: every benchmark in this folder, one after another
// (each in a process of its own, as `npx tsx bench/<name>.ts` would run it), then a summary
// table of their key figures with the machine, the date and the load averages.
// `--quick` is passed on: fewer runs and shorter loads, for a smoke run, not for the record.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUMMARY_FILE_VARIABLE } from './stats';

/** The benchmarks, in the order they run: cheapest first. */
const BENCHMARKS = [
  'render',
  'fonts',
  'preview',
  'first-preview',
  'landing',
  'ats-check',
  'api',
  'library',
  'admin',
  'ai-offline',
  'job-match',
] as const;
/** Files here that are not benchmarks. */
const HELPERS = [
  'run-all',
  'stats',
  'server',
  'browser',
  'api-ceiling',
  'api-floor',
  'api-scenarios',
  'api-profile',
];

type Outcome = {
  name: string;
  ok: boolean;
  seconds: number;
  figures: Record<string, string>;
};

const here = import.meta.dirname;
const args = process.argv.slice(2);
const passOn = args.filter((arg) => arg.startsWith('--'));
const wanted = args.filter((arg) => !arg.startsWith('--'));

const unknown = wanted.filter((name) => !(BENCHMARKS as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`No benchmark named ${unknown.join(', ')}; there are: ${BENCHMARKS.join(', ')}.`);
  process.exit(2);
}
const strays = readdirSync(here)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3))
  .filter((name) => !(BENCHMARKS as readonly string[]).includes(name) && !HELPERS.includes(name));
if (strays.length > 0) {
  console.warn(
    `Not run (neither a benchmark nor a helper in bench/run-all.ts): ${strays.join(', ')}`,
  );
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

function run(name: string): Promise<Outcome> {
  const dir = mkdtempSync(join(tmpdir(), `shortlist-bench-${name}-`));
  const summary = join(dir, 'summary.jsonl');
  const started = performance.now();
  console.log(`\n=== ${name} (load average ${load()}) ===\n`);
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, `${name}.ts`), ...passOn], {
    cwd: join(here, '..'),
    env: { ...process.env, [SUMMARY_FILE_VARIABLE]: summary },
    stdio: 'inherit',
  });
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      let figures: Record<string, string> = {};
      try {
        const lines = readFileSync(summary, 'utf8').trim().split('\n');
        figures = JSON.parse(lines.at(-1) ?? '{}') as Record<string, string>;
      } catch {
        // No summary: the benchmark failed before the end.
      }
      rmSync(dir, { recursive: true, force: true });
      resolve({
        name,
        ok: code === 0,
        seconds: (performance.now() - started) / 1000,
        figures: code === 0 ? figures : { failed: signal ?? `exit code ${code}` },
      });
    });
  });
}

const outcomes: Outcome[] = [];
for (const name of wanted.length > 0 ? wanted : BENCHMARKS) outcomes.push(await run(name));

const cell = (text: string) => text.replaceAll('|', '\\|');
const rows = outcomes.flatMap((o) => {
  const entries = Object.entries(o.figures);
  if (entries.length === 0) entries.push(['(no figures reported)', '']);
  return entries.map(([figure, value], i) =>
    i === 0
      ? `| ${o.name} | ${o.ok ? 'ok' : 'FAILED'} | ${o.seconds.toFixed(0)} s | ${cell(figure)} | ${cell(value)} |`
      : `|  |  |  | ${cell(figure)} | ${cell(value)} |`,
  );
});
console.log(
  [
    '',
    `=== Summary${passOn.includes('--quick') ? ' (--quick: not for the record)' : ''} ===`,
    `${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, load average ${load()}`,
    '',
    '| benchmark | status | time | figure | value |',
    '| --- | --- | ---: | --- | --- |',
    ...rows,
  ].join('\n'),
);
process.exitCode = outcomes.every((o) => o.ok) ? 0 : 1;
