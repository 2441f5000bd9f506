// "What an ATS sees" benchmark (decision 0112): a two-page resume (the nurse of issue 24 with
// a longer career), checked by the builder's panel on step 7 in headless Chromium: time from
// "Check my files" to the PDF's report (its PDF and Word files made in the document worker,
// both read back by the import's parsers, compared). In Node, the parse alone: importFile on
// the PDF (pdf.js) and on the DOCX, and the comparison. Run: npx tsx bench/ats-check.ts
// [--quick]  (results: docs/benchmarks.md). BENCH_URL=http://host:port uses a running server.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseResume, renderDocx, renderPdf, type Resume } from '@shortlist/resume';
import { nodeFontResolver } from '@shortlist/resume/fonts/node';
import { atsReadOfResume, compareAts } from '@shortlist/resume/import/ats-check';
import { importFile } from '@shortlist/resume/import/import-file';
import { nodeOpenPdf } from '@shortlist/resume/import/node';
import { launchChromium, startApp } from './browser';
import { ms, quick, reportSummary, timeRuns } from './stats';

const RUNS = quick ? 3 : 10;
const root = join(import.meta.dirname, '..');
const nurse = parseResume(
  JSON.parse(readFileSync(join(root, 'packages/resume/test/ats-resumes/nurse.json'), 'utf8')),
);
// Two pages: each job again, eight years earlier (as the ATS tests' two-page variant).
const resume: Resume = {
  ...nurse,
  experience: [
    ...nurse.experience,
    ...nurse.experience.map((job) => ({
      ...job,
      startDate: job.startDate.replace(/^\d{4}/, (y) => String(Number(y) - 8)),
      endDate: (job.endDate || '2026-01').replace(/^\d{4}/, (y) => String(Number(y) - 8)),
    })),
  ],
};

const timed = (run: () => Promise<unknown>) => timeRuns(run, RUNS);
const median = ({ p50, p95 }: { p50: number; p95: number }) => `median ${ms(p50)}, p95 ${ms(p95)}`;

console.log(
  `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load ${loadavg()[0]?.toFixed(1)}, ${RUNS} runs after a warm-up`,
);
const pdf = await renderPdf(resume, { fonts: nodeFontResolver });
const docx = await renderDocx(resume);
const expected = atsReadOfResume(resume);
const parse = async (name: string, bytes: Uint8Array) => {
  const read = await importFile({ name, bytes }, { openPdf: nodeOpenPdf });
  return compareAts(expected, atsReadOfResume(read.resume));
};
const pdfParse = await timed(() => parse('resume.pdf', pdf));
const docxParse = await timed(() => parse('resume.docx', docx));
console.log(`Node, parse and compare: PDF ${median(pdfParse)}; DOCX ${median(docxParse)}`);

const app = await startApp();
const browser = await launchChromium();
try {
  const context = await browser.newContext();
  const api = context.request;
  const email = `ats-bench-${Date.now()}@example.com`;
  const password = 'bench password 123';
  await api.post(`${app.url}/resume/users/register`, { data: { email, password, name: 'Bench' } });
  const login = await api.post(`${app.url}/resume/users/login`, { data: { email, password } });
  const { userID } = (await login.json()) as { userID: string };
  const saved = await api.post(`${app.url}/resume/addresume/save`, { data: resume });
  const { _id } = (await saved.json()) as { _id: string };
  const page = await context.newPage();
  await page.addInitScript(
    (user) => {
      localStorage.setItem('user', user);
      localStorage.setItem('sessionExpiry', String(Date.now() + 86_400_000));
    },
    JSON.stringify({ id: userID, email, name: 'Bench', role: 'person' }),
  );
  await page.goto(`${app.url}/dashboard?resume=${_id}&step=7`);
  const panel = page.getByRole('region', { name: 'What an ATS sees' });
  const report = panel.getByRole('region', { name: 'Read from the PDF' });
  const check = async () => {
    await panel.getByRole('button', { name: /Check my files|Check again/ }).click();
    await panel.getByRole('status').waitFor({ state: 'detached', timeout: 60_000 });
    await report.waitFor({ timeout: 60_000 });
  };
  const started = performance.now();
  await check();
  const first = performance.now() - started;
  const again = await timed(check);
  const fields = await report.locator('h4').innerText();
  console.log(
    `Chromium, click to report (PDF and DOCX made and read): first ${ms(first)} (loads the parsers and pdf.js), then ${median(again)}; ${fields}`,
  );
  reportSummary({
    'ATS check, 2 pages, first (browser)': ms(first),
    'ATS check, 2 pages (browser)': median(again),
    'ATS parse PDF (Node)': median(pdfParse),
    'ATS parse DOCX (Node)': median(docxParse),
  });
} finally {
  await browser.close();
  await app.stop();
}
