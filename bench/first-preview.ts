// First-preview benchmark: a visitor with a resume in progress opens /dashboard with a cold
// cache on a simulated 10 Mbit/s link (Chromium's network throttling, 40 ms latency). Times,
// from navigation: the first readable preview (the HTML placeholder or the PDF), the real PDF
// (its text layer holds the name), and the bytes fetched. Run: npx tsx bench/first-preview.ts
// [--quick]  (results: docs/benchmarks.md). BENCH_URL=http://host:port uses a running server.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseResume } from '@shortlist/resume';
import { launchChromium, startApp } from './browser';
import { ms, quick, reportSummary, summarise } from './stats';

const RUNS = quick ? 2 : 5;
const MBIT = 10;
const root = join(import.meta.dirname, '..');
const resume = parseResume(
  JSON.parse(
    readFileSync(join(root, 'packages/resume/test/fixtures/amelie-dubois-fr.json'), 'utf8'),
  ),
);
const NAME = resume.personalInfo.fullName.replace(/\s+/g, '');

/** In the page: when a readable preview and when the real PDF first showed the name. */
const WATCH = `
  window.previewTimes = {};
  const check = () => {
    const times = window.previewTimes;
    const pdf = (document.querySelector('[data-testid="pdf-pages"]')?.textContent ?? '').replace(/\\s+/g, '');
    if (!times.pdf && pdf.includes(${JSON.stringify(NAME)})) times.pdf = performance.now();
    if (!times.readable && (times.pdf || document.querySelector('[data-testid="preview-placeholder"] iframe')))
      times.readable = performance.now();
    if (!times.pdf) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;

const server = await startApp();
const browser = await launchChromium();
const readable: number[] = [];
const pdf: number[] = [];
const bytes: number[] = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    // A new context each run: nothing cached.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: (MBIT * 1_000_000) / 8,
      uploadThroughput: (5 * 1_000_000) / 8,
    });
    // Every request of the page and of its workers (the CDP session sees the page's only).
    // A worker's own script reports no body size: its Content-Length (compressed) stands in.
    let received = 0;
    context.on('requestfinished', (request) => {
      void Promise.all([request.sizes(), request.response()]).then(async ([sizes, response]) => {
        const length = Number((await response?.headerValue('content-length')) ?? 0);
        received += sizes.responseHeadersSize + Math.max(sizes.responseBodySize, length);
      });
    });
    await page.addInitScript(
      (draft) => localStorage.setItem('shortlist:draft', draft),
      JSON.stringify({ resume, step: 1, updatedAt: new Date().toISOString() }),
    );
    await page.addInitScript({ content: WATCH });
    await page.goto(`${server.url}/dashboard`);
    await page.waitForFunction(
      () => (window as unknown as { previewTimes: { pdf?: number } }).previewTimes.pdf,
      undefined,
      {
        timeout: 120_000,
        polling: 100,
      },
    );
    const times = await page.evaluate(
      () => (window as unknown as { previewTimes: { readable: number; pdf: number } }).previewTimes,
    );
    // The app's User Timing marks (apps/web/src/lib/preview-timing.ts) of the first render.
    const marks = await page.evaluate(() =>
      performance
        .getEntriesByType('mark')
        .filter((mark): mark is PerformanceMark => mark.name.startsWith('preview:'))
        .map(
          (mark) =>
            `${mark.name.slice('preview:'.length)} ${mark.startTime.toFixed(0)}` +
            (typeof mark.detail === 'number' ? ` (in the worker ${mark.detail.toFixed(0)})` : ''),
        ),
    );
    console.log(`run ${run + 1}: ms after navigation: ${marks.join(', ')}`);
    readable.push(times.readable);
    pdf.push(times.pdf);
    bytes.push(received);
    await context.close();
  }
  const r = summarise(readable);
  const p = summarise(pdf);
  const kb = Math.round(summarise(bytes).p50 / 1000);
  console.log(
    `Chromium, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}; ${RUNS} cold loads of /dashboard at ${MBIT} Mbit/s, 40 ms latency`,
  );
  console.log(`readable preview: p50 ${ms(r.p50)}, max ${ms(r.max)}`);
  console.log(`real PDF:         p50 ${ms(p.p50)}, max ${ms(p.max)}`);
  console.log(`bytes fetched until then, the workers' included: ${kb} KB (median)`);
  reportSummary({
    'first readable preview at 10 Mbit/s': `p50 ${ms(r.p50)}`,
    'first real PDF at 10 Mbit/s': `p50 ${ms(p.p50)}`,
  });
} finally {
  await browser.close();
  await server.stop();
}
