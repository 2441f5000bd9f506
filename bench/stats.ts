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
