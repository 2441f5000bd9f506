// The offline AI engine's costs (issue 26): the first correction (Harper, the WebAssembly
// grammar checker, starts then), the server's memory before and after, the time of a
// correction of a 1,000-character description, and of skill suggestions from the ESCO
// taxonomy (read on first use). Run: npx tsx bench/ai-offline.ts (results:
// docs/benchmarks.md). Builds the server unless BENCH_SKIP_BUILD is set; a fresh data folder.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, startServer } from './server';
import { reportSummary } from './stats';

const RUNS = 30;
const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(match?.[1] ?? 0) / 1024);
};
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const DESCRIPTION = (
  'i do triage and i manage iv lines for 12 patients per shift on a busy surgical ward. ' +
  'Responsible for the handover checklist with the charge nurses and we recieved 40 % fewer complaints in 2023. '
)
  .repeat(5)
  .slice(0, 1000);
const RESUME = {
  personalInfo: { fullName: 'Sam Reed', jobTitle: 'Commercial Beekeeper' },
  experience: [{ position: 'Commercial Beekeeper', company: 'Golden Acres', startDate: '2019-01' }],
};

async function post(url: string, path: string, body: unknown) {
  const started = performance.now();
  const res = await fetch(`${url}/resume/ai/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  await res.json();
  return performance.now() - started;
}

buildServer();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-ai-'));
const server = await startServer(['apps/server/dist/bin/main.js'], {
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  AI_PROVIDER: 'offline',
  AI_RATE_LIMIT_PER_MINUTE: '100000',
});
try {
  const description = {
    position: 'RN',
    company: 'Mercy',
    startDate: '2019-01',
    endDate: '2023-01',
    description: DESCRIPTION,
  };
  const idle = rssMb(server.pid);
  const firstSkills = await post(server.url, 'skills', { resume: RESUME });
  const afterTaxonomy = rssMb(server.pid);
  const first = await post(server.url, 'description', description);
  const afterHarper = rssMb(server.pid);
  const corrections: number[] = [];
  const skills: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    corrections.push(await post(server.url, 'description', description));
    skills.push(await post(server.url, 'skills', { resume: RESUME }));
  }
  const figures = {
    'first skills call (taxonomy read), ms': firstSkills.toFixed(0),
    'first correction (Harper starts), ms': first.toFixed(0),
    'correction of 1,000 characters, median ms': median(corrections).toFixed(1),
    'skills from the taxonomy, median ms': median(skills).toFixed(1),
    'server memory idle, MB': String(idle),
    'after the taxonomy, MB': String(afterTaxonomy),
    'after Harper, MB': String(afterHarper),
    'after all calls, MB': String(rssMb(server.pid)),
  };
  for (const [name, value] of Object.entries(figures)) process.stdout.write(`${name}: ${value}\n`);
  process.stdout.write(
    `(${RUNS} runs each; ${cpus().length} CPUs, ${cpus()[0]?.model}; load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')})\n`,
  );
  reportSummary({ benchmark: 'ai-offline', ...figures });
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
