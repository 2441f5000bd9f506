// Live-preview benchmark: typing into the builder with a four-page resume in every template,
// in Chromium. Measures main-thread long tasks (PerformanceObserver 'longtask') while typing
// and the keystroke-to-preview latency: from the last key of a word to that word appearing in
// the preview's PDF text layer. Prints the load average before and after, since the machine
// is shared. Run: npx tsx bench/preview.ts [--quick] [--template=classic,split]  (results:
// docs/benchmarks.md). BENCH_URL=http://host:port uses a running server; otherwise
// `npm start`'s script builds what is stale and starts one on a free port. BENCH_TRACE=/tmp/t
// also writes a Chromium trace of each template's typing (/tmp/t-template-N.json) for
// finding where main-thread time goes; starting the trace's CPU profiler itself makes one
// long task, so a traced run's figures are not results.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseResume, renderPdf, templates, type Resume } from '@shortlist/resume';
import { nodeFontResolver } from '@shortlist/resume/fonts/node';
import type { Browser } from 'playwright-core';
import { launchChromium, startApp } from './browser';
import { ms, quick, reportSummary, summarise } from './stats';

const WORDS = quick ? 3 : 6; // 5 letters and a space each: 18 or 36 keystrokes per template
const PAGES = 4;
const KEY_DELAY_MS = 90; // a brisk typist: about 130 words per minute
const PAUSE_MS = 700; // between words, so each word's latency is measured on its own
const root = join(import.meta.dirname, '..');
const only = process.argv
  .find((arg) => arg.startsWith('--template='))
  ?.slice('--template='.length)
  .split(',');

const fixture = parseResume(
  JSON.parse(
    readFileSync(join(root, 'packages/resume/test/fixtures/jurgen-weiss-de.json'), 'utf8'),
  ),
);

const pageCount = (pdf: Uint8Array) =>
  (new TextDecoder('latin1').decode(pdf).match(/\/Type\s*\/Page[^s]/g) ?? []).length;

/** The fixture with as many jobs (repeated) as make four A4 pages in this template. */
async function fourPages(templateId: Resume['templateId']): Promise<Resume> {
  for (let jobs = 1; jobs <= 40; jobs += 1) {
    const experience = Array.from(
      { length: jobs },
      (_, i) => fixture.experience[i % fixture.experience.length]!,
    );
    const resume: Resume = { ...fixture, templateId, paper: 'a4', experience };
    const pages = pageCount(await renderPdf(resume, { fonts: nodeFontResolver, paper: 'a4' }));
    if (pages >= PAGES) return resume;
  }
  throw new Error(`no ${PAGES}-page resume for ${templateId}`);
}

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
  // The app's User Timing marks (apps/web/src/lib/preview-timing.ts), from the last key.
  const stage = (name) => {
    const mark = performance.getEntriesByName('preview:' + name)[0];
    return mark && mark.startTime >= state.lastKey ? mark.startTime - state.lastKey : null;
  };
  // The preview's text is read when the pages change (not every frame: reading four pages'
  // text each frame would itself make long tasks), and the word counts as shown at the next
  // frame after it is in place.
  window.waitForWord = (word) => new Promise((resolve) => {
    const pages = () => document.querySelector('[data-testid="pdf-pages"]');
    const observer = new MutationObserver((mutations) => {
      const inPages = mutations.some((m) => pages()?.contains(m.target));
      if (inPages && previewText().includes(word)) {
        observer.disconnect();
        requestAnimationFrame(done);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const done = () => {
      const rendered = performance.getEntriesByName('preview:rendered')[0];
      resolve({
        latency: performance.now() - state.lastKey,
        stages: {
          renderSent: stage('render-sent'),
          rendered: stage('rendered'),
          workerMs: rendered ? rendered.detail : null,
          drawSent: stage('draw-sent'),
          pageDrawn: stage('page-drawn'),
          pagePlaced: stage('page-placed'),
        },
      });
    };
  });
`;

/** When each stage of the last render happened, in ms after the word's last key. */
type Stages = Record<
  'renderSent' | 'rendered' | 'workerMs' | 'drawSent' | 'pageDrawn' | 'pagePlaced',
  number | null
>;

type BenchWindow = Window & {
  benchState: { longTasks: number[]; recording: boolean };
  waitForWord: (word: string) => Promise<{ latency: number; stages: Stages }>;
};

/** Opens the builder on `resume` and types WORDS words into About Resume. */
async function typeInto(browser: Browser, url: string, resume: Resume) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.addInitScript(
    (draft) => localStorage.setItem('shortlist:draft', draft),
    JSON.stringify({ resume, step: 1, updatedAt: new Date().toISOString() }),
  );
  await page.addInitScript({ content: INSTRUMENT });
  await page.goto(`${url}/dashboard`);
  await page.getByRole('button', { name: /1\. Personal/ }).click();
  const pages = page.getByRole('complementary', { name: 'Live preview' }).getByRole('group');
  await pages.nth(PAGES - 1).waitFor({ timeout: 120_000 });
  const drawn = await pages.count();
  const latencies: number[] = [];
  const stages: Stages[] = [];
  const field = page.getByLabel('About Resume');
  await field.click();
  await field.press('End');
  await page.evaluate(() => ((window as unknown as BenchWindow).benchState.recording = true));
  const trace = process.env.BENCH_TRACE;
  if (trace)
    await browser.startTracing(page, {
      path: `${trace}-${resume.templateId}.json`,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
  for (let i = 0; i < WORDS; i += 1) {
    const word = `zq${i.toString(36)}w${'xyz'[i % 3]}`;
    const waiting = page.evaluate((w) => (window as unknown as BenchWindow).waitForWord(w), word);
    await page.keyboard.type(` ${word}`, { delay: KEY_DELAY_MS });
    const seen = await waiting;
    latencies.push(seen.latency);
    stages.push(seen.stages);
    await page.waitForTimeout(PAUSE_MS);
  }
  const longTasks = await page.evaluate(() => {
    const state = (window as unknown as BenchWindow).benchState;
    state.recording = false;
    return state.longTasks;
  });
  if (trace) await browser.stopTracing();
  await context.close();
  return { drawn, latencies, stages, longTasks };
}

/** The median of each stage across the words, where the app marked it. */
const stageLine = (stages: Stages[]) => {
  const median = (key: keyof Stages) => {
    const values = stages.flatMap((s) => (s[key] === null ? [] : [s[key]]));
    return values.length ? summarise(values).p50.toFixed(0) : '-';
  };
  return (
    `render sent ${median('renderSent')}, rendered ${median('rendered')} ` +
    `(worker ${median('workerMs')}), draw sent ${median('drawSent')}, ` +
    `page drawn ${median('pageDrawn')}, page placed ${median('pagePlaced')}`
  );
};

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

const cases = templates.filter((t) => !only || only.includes(t.slug));
const resumes = await Promise.all(cases.map((t) => fourPages(t.id)));
const server = await startApp();
const browser = await launchChromium();
try {
  console.log(
    `Chromium, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load ${load()}; ` +
      `${WORDS} words per template typed into About Resume, ${KEY_DELAY_MS} ms between keys, ` +
      `${PAUSE_MS} ms pause after each word`,
  );
  const figures: Record<string, string> = {};
  for (const [index, template] of cases.entries()) {
    const { drawn, latencies, stages, longTasks } = await typeInto(
      browser,
      server.url,
      resumes[index]!,
    );
    const latency = summarise(latencies);
    const over50 = longTasks.filter((duration) => duration > 50);
    const line =
      `p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, max ${ms(latency.max)}; ` +
      `long tasks over 50 ms: ${over50.length} (longest ${ms(Math.max(0, ...longTasks))})`;
    console.log(`${template.name.padEnd(8)} (${drawn} pages) keystroke to preview ${line}`);
    console.log(`         stages (median ms after the last key): ${stageLine(stages)}`);
    figures[`${template.name}, ${drawn} pages: keystroke to preview`] = line;
  }
  console.log(`load at the end ${load()}`);
  reportSummary(figures);
} finally {
  await browser.close();
  await server.stop();
}
