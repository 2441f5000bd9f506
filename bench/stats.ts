import { appendFileSync } from 'node:fs';

/** Median and 95th percentile of a list of timings, in the same unit. */
export function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return {
    runs: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Runs `run` `warmUps` times untimed, then `runs` times timed: the timings' summary. */
export async function timeRuns(run: () => Promise<unknown>, runs: number, warmUps = 1) {
  for (let i = 0; i < warmUps; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return summarise(samples);
}

/** `--quick`: fewer runs or shorter loads, for a smoke run (figures not for the record). */
export const quick = process.argv.includes('--quick');

/** Where bench/run-all.ts wants each benchmark's key figures (one JSON line per benchmark). */
export const SUMMARY_FILE_VARIABLE = 'BENCH_SUMMARY_FILE';

/**
 * Hands a benchmark's key figures to bench/run-all.ts for its summary table. Run on its own,
 * a benchmark prints only its own report.
 */
export function reportSummary(figures: Record<string, string>) {
  const file = process.env[SUMMARY_FILE_VARIABLE];
  if (file) appendFileSync(file, `${JSON.stringify(figures)}\n`);
}
