// Font download benchmark: the bytes of fonts the live preview fetches for a Latin, a
// Vietnamese, a Chinese, a Japanese and a Korean resume, in Chromium with an empty cache each.
// Counts every font response (the preview's Web Worker fetches them): bytes on the wire
// (brotli where the server has a .br copy) and bytes as files. Run: npx tsx bench/fonts.ts
// (results: docs/benchmarks.md). BENCH_URL=http://host:port uses a running server; otherwise
// `npm start`'s script builds what is stale and starts one on a free port.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseResume, type Resume } from '@shortlist/resume';
import type { Browser } from 'playwright-core';
import { launchChromium, startApp } from './browser';
import { reportSummary } from './stats';

const root = join(import.meta.dirname, '..');
const read = (path: string): Resume =>
  parseResume(JSON.parse(readFileSync(join(root, 'packages/resume/test', path), 'utf8')));

const RESUMES: [label: string, resume: Resume][] = [
  ['Latin (German)', read('fixtures/jurgen-weiss-de.json')],
  ['Vietnamese', read('font-resumes/nguyen-thi-lan-vi.json')],
  ['Chinese', read('fixtures/wang-xiaoming-zh.json')],
  ['Japanese', read('fixtures/sato-yuki-ja.json')],
  ['Korean', read('fixtures/kim-minjun-ko.json')],
];
const FONT = /\.(ttf|otf|woff2?)(\?|$)/;

/** Opens the builder on a resume in a fresh context and counts font responses until its name shows. */
async function measure(browser: Browser, url: string, resume: Resume) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const fonts: { url: string; wire: number; file: number }[] = [];
  const pending: Promise<void>[] = [];
  context.on('requestfinished', (request) => {
    if (!FONT.test(request.url())) return;
    pending.push(
      (async () => {
        const sizes = await request.sizes();
        const body = await (await request.response())?.body();
        fonts.push({ url: request.url(), wire: sizes.responseBodySize, file: body?.length ?? 0 });
      })(),
    );
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.addInitScript(
    (draft) => localStorage.setItem('shortlist:draft', draft),
    JSON.stringify({ resume, step: 1, updatedAt: new Date().toISOString() }),
  );
  const started = performance.now();
  await page.goto(`${url}/dashboard`);
  const name = (resume.personalInfo.fullName ?? '').replace(/\s+/g, '');
  await page.waitForFunction(
    (wanted) =>
      (document.querySelector('[data-testid="pdf-pages"]')?.textContent ?? '')
        .replace(/\s+/g, '')
        .includes(wanted),
    name,
    { timeout: 120_000 },
  );
  const seconds = (performance.now() - started) / 1000;
  await page.waitForTimeout(500);
  await Promise.all(pending);
  await context.close();
  const sum = (key: 'wire' | 'file') => fonts.reduce((total, font) => total + font[key], 0);
  return { files: fonts.length, wire: sum('wire'), file: sum('file'), seconds };
}

const kb = (bytes: number) =>
  bytes >= 1e6 ? `${(bytes / 1e6).toFixed(2)} MB` : `${(bytes / 1e3).toFixed(0)} KB`;

const server = await startApp();
const browser = await launchChromium();
try {
  console.log(
    `Chromium, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}); empty cache per resume`,
  );
  const figures: Record<string, string> = {};
  for (const [label, resume] of RESUMES) {
    const result = await measure(browser, server.url, resume);
    const line = `${result.files} files, ${kb(result.wire)} on the wire, ${kb(result.file)} as files (preview shown in ${result.seconds.toFixed(1)} s)`;
    console.log(`${label}: ${line}`);
    figures[`fonts for a ${label} resume`] = `${kb(result.wire)} sent, ${kb(result.file)} files`;
  }
  reportSummary(figures);
} finally {
  await browser.close();
  await server.stop();
}
