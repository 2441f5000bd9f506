// Rendering benchmark: median and p95 time to render a two-page and a three-page resume
// to PDF and DOCX in Node. Run: npx tsx bench/render.ts [--quick]  (results: docs/benchmarks.md)
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseResume, renderDocx, renderPdf, type Resume } from '@shortlist/resume';
import { nodeFontResolver } from '@shortlist/resume/fonts/node';
import { ms, quick, reportSummary, timeRuns } from './stats';

const WARM_UPS = quick ? 1 : 2;
const RUNS = quick ? 5 : 15;
const fixtures = join(import.meta.dirname, '..', 'packages', 'resume', 'test', 'fixtures');
const load = (name: string): Resume =>
  parseResume(JSON.parse(readFileSync(join(fixtures, `${name}.json`), 'utf8')));

const long = load('jurgen-weiss-de');
const cases: { short: string; label: string; resume: Resume }[] = [
  { short: 'two-page', label: 'two-page (amelie-dubois-fr)', resume: load('amelie-dubois-fr') },
  {
    short: 'three-page',
    label: 'three-page (jurgen-weiss-de, 3 jobs)',
    resume: { ...long, experience: long.experience.slice(0, 3) },
  },
  {
    short: 'Chinese',
    label: 'Chinese, with the CJK font (wang-xiaoming-zh)',
    resume: load('wang-xiaoming-zh'),
  },
];

const pages = (pdf: Uint8Array) =>
  (new TextDecoder('latin1').decode(pdf).match(/\/Type\s*\/Page[^s]/g) ?? []).length;

const time = (render: () => Promise<Uint8Array>) => timeRuns(render, RUNS, WARM_UPS);
const median = ({ p50, p95 }: { p50: number; p95: number }) => `median ${ms(p50)}, p95 ${ms(p95)}`;

console.log(
  `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${RUNS} runs after ${WARM_UPS} warm-ups`,
);
const figures: Record<string, string> = {};
for (const { short, label, resume } of cases) {
  const cold = performance.now();
  const pdf = await renderPdf(resume, { template: 'classic', fonts: nodeFontResolver });
  const first = performance.now() - cold;
  console.log(`\n${label}: ${pages(pdf)} pages (Classic), first render ${ms(first)}`);
  if (short === 'two-page') figures['first render in the process'] = ms(first);
  for (const template of ['classic', 'split', 'hybrid']) {
    const pdfTime = await time(() => renderPdf(resume, { template, fonts: nodeFontResolver }));
    console.log(`  PDF ${template.padEnd(7)} ${median(pdfTime)}`);
    if (template === 'classic') figures[`${short} PDF Classic`] = median(pdfTime);
  }
  const docxTime = await time(() => renderDocx(resume));
  console.log(`  DOCX        ${median(docxTime)}`);
  figures[`${short} DOCX`] = median(docxTime);
}
reportSummary(figures);
