// Live-preview benchmark: typing into the builder with a three-page resume in Chromium.
// Measures main-thread long tasks (PerformanceObserver 'longtask') while typing and the
// keystroke-to-preview latency: from the last key of a word to that word appearing in the
// preview's PDF text layer. Run: npx tsx bench/preview.ts [--quick]  (results:
// docs/benchmarks.md). BENCH_URL=http://host:port uses a running server; otherwise
// `npm start`'s script builds what is stale and starts one on a free port.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseResume } from '@shortlist/resume';
import type { Page } from 'playwright-core';
import { launchChromium, startApp } from './browser';
import { ms, quick, reportSummary, summarise } from './stats';

const WORDS = quick ? 6 : 20;
const KEY_DELAY_MS = 90; // a brisk typist: about 130 words per minute
const PAUSE_MS = 700; // between words, so each word's latency is measured on its own
const root = join(import.meta.dirname, '..');

const fixture = parseResume(
  JSON.parse(
    readFileSync(join(root, 'packages/resume/test/fixtures/jurgen-weiss-de.json'), 'utf8'),
  ),
);
const resume = { ...fixture, experience: fixture.experience.slice(0, 3) };

/**
 * In the page: long tasks, the time of the last key, and a wait for a word in the preview.
 * A string, not a function: tsx would wrap a function's inner functions in helpers that do
 * not exist in the page.
 */
const INSTRUMENT = `
  const state = { longTasks: [], lastKey: 0, recording: false };
  new PerformanceObserver((list) => {
    if (state.recording) for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
  document.addEventListener('keydown', () => { state.lastKey = performance.now(); }, true);
  const previewText = () =>
    (document.querySelector('[data-testid="pdf-pages"]')?.textContent ?? '').replace(/\\s+/g, '');
  window.benchState = state;
  window.waitForWord = (word) => new Promise((resolve) => {
    const check = () => {
      if (!previewText().includes(word)) return requestAnimationFrame(check);
      resolve(performance.now() - state.lastKey);
    };
    check();
  });
`;

type BenchWindow = Window & {
  benchState: { longTasks: number[]; recording: boolean };
  waitForWord: (word: string) => Promise<number>;
};

async function typeWords(page: Page) {
  const latencies: number[] = [];
  const field = page.getByLabel('About Resume');
  await field.click();
  await field.press('End');
  await page.evaluate(() => ((window as unknown as BenchWindow).benchState.recording = true));
  for (let i = 0; i < WORDS; i += 1) {
    const word = `zq${i.toString(36)}w${'xyz'[i % 3]}`;
    const waiting = page.evaluate((w) => (window as unknown as BenchWindow).waitForWord(w), word);
    await page.keyboard.type(` ${word}`, { delay: KEY_DELAY_MS });
    latencies.push(await waiting);
    await page.waitForTimeout(PAUSE_MS);
  }
  const longTasks = await page.evaluate(() => {
    const state = (window as unknown as BenchWindow).benchState;
    state.recording = false;
    return state.longTasks;
  });
  return { latencies, longTasks };
}

const server = await startApp();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.addInitScript(
    (draft) =>
      localStorage.getItem('shortlist:draft') ?? localStorage.setItem('shortlist:draft', draft),
    JSON.stringify({ resume, step: 1, updatedAt: new Date().toISOString() }),
  );
  await page.addInitScript({ content: INSTRUMENT });
  await page.goto(`${server.url}/dashboard`);
  await page.getByRole('button', { name: /1\. Personal/ }).click();
  const pages = page.getByRole('complementary', { name: 'Live preview' }).getByRole('group');
  await pages.nth(2).waitFor({ timeout: 60_000 });
  console.log(
    `Chromium, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}); three-page resume (${await pages.count()} pages drawn)`,
  );
  console.log(
    `${WORDS} words typed into About Resume, ${KEY_DELAY_MS} ms between keys, ${PAUSE_MS} ms pause after each word`,
  );

  const { latencies, longTasks } = await typeWords(page);
  const latency = summarise(latencies);
  const over50 = longTasks.filter((duration) => duration > 50);
  console.log(
    `keystroke to preview: p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, max ${ms(latency.max)}`,
  );
  console.log(
    `main-thread long tasks while typing: ${longTasks.length} (over 50 ms: ${over50.length}), longest ${ms(Math.max(0, ...longTasks))}`,
  );
  reportSummary({
    [`keystroke to preview (${WORDS} words)`]: `p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, max ${ms(latency.max)}`,
    'long tasks over 50 ms while typing': String(over50.length),
  });
} finally {
  await browser.close();
  await server.stop();
}
