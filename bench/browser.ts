// The built app and headless Chromium, for the benchmarks that drive the builder in a browser.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { startServer } from './server';

/**
 * BENCH_URL=http://host:port uses a running server; otherwise `npm start`'s script builds
 * what is stale and starts one on a free port, with a data folder of its own.
 */
export async function startApp(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: async () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), 'shortlist-bench-'));
  const server = await startServer(['scripts/start.mjs'], { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The system Chromium (CHROMIUM_PATH, else /usr/bin/chromium), headless and quiet. */
export const launchChromium = () =>
  chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
