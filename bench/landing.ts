// Landing-page benchmark: what `/` makes a first-time visitor download. Opens the built app's
// landing page in Chromium (cold cache, 1280 × 900), waits until the network is idle, and
// prints every script and image it fetched with its size as sent gzip-compressed (fetched
// again from the server with `Accept-Encoding: gzip`, as the precompressed .gz files are
// served), the JS total against the 100 KB budget, and the images' formats and sizes against
// the size they are shown at; then Lighthouse (npm `lighthouse`, its default mobile settings
// with simulated throttling) with the system Chromium: LCP, TBT, CLS and the accessibility score.
// Run: npx tsx bench/landing.ts [--no-lighthouse]  (results: docs/benchmarks.md).
// BENCH_URL=http://host:port uses a running server.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { request } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumPath } from '../scripts/chromium';
import { cpus, loadavg } from 'node:os';
import { launchChromium, startApp } from './browser';
import { reportSummary } from './stats';

const BUDGET_KB = 100;

/** The bytes the server sends for `url` when the client accepts only gzip. */
const gzipBytes = (url: string) =>
  new Promise<number>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

interface LighthouseReport {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue: number }>;
}

/** One Lighthouse run (mobile, simulated throttling: its defaults) of `url`. */
async function lighthouse(url: string): Promise<LighthouseReport> {
  const cli = join(
    createRequire(import.meta.url).resolve('lighthouse/package.json'),
    '..',
    'cli',
    'index.js',
  );
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance,accessibility',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseReport;
}

const server = await startApp();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const scripts = new Set<string>();
  const images = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script') scripts.add(response.url());
    if (type === 'image') images.add(response.url());
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();

  console.log(
    `Chromium, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}; ${server.url}/ cold, 1280 × 900, until the network is idle`,
  );
  let js = 0;
  for (const url of [...scripts].sort()) {
    const bytes = await gzipBytes(url);
    js += bytes;
    console.log(`  script ${kb(bytes).padStart(9)}  ${new URL(url).pathname}`);
  }
  console.log(
    `JS, gzip: ${kb(js)} in ${scripts.size} files (budget ${BUDGET_KB} KB: ${js <= BUDGET_KB * 1000 ? 'met' : 'not met'})`,
  );

  const shown = await page.evaluate(() =>
    Array.from(document.images, (img) => ({
      src: img.currentSrc,
      natural: `${img.naturalWidth}×${img.naturalHeight}`,
      shown: `${img.clientWidth}×${img.clientHeight}`,
    })),
  );
  let imageBytes = 0;
  for (const url of [...images].sort()) {
    const bytes = await gzipBytes(url);
    imageBytes += bytes;
    const img = shown.find((i) => i.src === url);
    console.log(
      `  image  ${kb(bytes).padStart(9)}  ${new URL(url).pathname}` +
        (img ? ` (${img.natural}, shown at ${img.shown} CSS px)` : ''),
    );
  }
  console.log(`images: ${kb(imageBytes)} in ${images.size} files`);
  const figures: Record<string, string> = {
    'landing JS (gzip)': kb(js),
    'landing images': kb(imageBytes),
  };
  if (!process.argv.includes('--no-lighthouse')) {
    const report = await lighthouse(`${server.url}/`);
    const lcp = report.audits['largest-contentful-paint']?.numericValue ?? NaN;
    const tbt = report.audits['total-blocking-time']?.numericValue ?? NaN;
    const cls = report.audits['cumulative-layout-shift']?.numericValue ?? NaN;
    const line =
      `LCP ${(lcp / 1000).toFixed(2)} s (goal 2.5), TBT ${tbt.toFixed(0)} ms (goal 200), ` +
      `CLS ${cls.toFixed(3)}, ` +
      `performance ${report.categories.performance?.score}, accessibility ${report.categories.accessibility?.score}`;
    console.log(`Lighthouse (mobile, simulated throttling): ${line}`);
    figures['landing Lighthouse'] = line;
  }
  reportSummary(figures);
} finally {
  await browser.close();
  await server.stop();
}
