import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paper } from '../src/schema/resume';
import { findTemplate, templates } from '../src/templates/catalog';
import { toResumeView } from '../src/view/resume-view';
import { sectionTitles } from '../src/view/sections';
import { controlPdf } from './helpers/control-pdf';
import { expectedFlows } from './helpers/expected';
import { LONG_FIXTURE, fixture, fixtures } from './helpers/fixtures';
import { missingInOrder } from './helpers/in-order';
import { pageCount, pageSizes } from './helpers/pdf-text';
import { launchPrinter, type Printer } from './helpers/print-pdf';
import { readBackTests, textStore } from './helpers/read-back-tests';

// The print page (render/html/print-html.ts) of every fixture in every template, printed to
// PDF by the system Chromium as a user's "Save as PDF" does, and read back like the PDFs in
// render-pdf.test.ts: pdftotext -raw, pdftotext (layout) and pdf.js. docs/decisions/0103.
const { read, textOf } = textStore();

const ONE_PAGE = 'kim-minjun-ko';
const PAPERS: { paper: Paper; width: number; height: number }[] = [
  { paper: 'a4', width: 595.28, height: 841.89 },
  { paper: 'letter', width: 612, height: 792 },
];
const sizes = new Map<string, { width: number; height: number }[]>();

let printer: Printer | undefined;

beforeAll(async () => {
  printer = await launchPrinter();
  for (const { name, resume } of fixtures) {
    for (const template of templates) {
      await read(name, template.slug, await printer.print(resume, template.slug));
    }
    await read(name, 'control', await controlPdf(resume));
  }
  for (const template of templates)
    for (const { paper } of PAPERS)
      sizes.set(
        `${template.slug}/${paper}`,
        pageSizes(await printer.print({ ...fixture(ONE_PAGE), paper }, template.slug)),
      );
}, 240_000);

afterAll(async () => {
  await printer?.close();
});

describe.each(fixtures)('printed $name', ({ name, resume }) => {
  readBackTests(name, resume, textOf);
});

describe('printed Split', () => {
  // The sidebar first (on the left), then the main column, on one page or (one column) over
  // several.
  it.each(fixtures)(
    'reads the whole sidebar before the main column in $name',
    ({ name, resume }) => {
      const [sidebar = [], main = []] = findTemplate('split').flows;
      const [flow = []] = expectedFlows(
        toResumeView(resume),
        [[...sidebar, ...main]],
        sectionTitles(resume.locale),
      );
      for (const extractor of ['raw', 'pdfjs'] as const)
        expect(missingInOrder(textOf(name, 'split', extractor), flow)).toEqual([]);
    },
  );
});

describe('printed pages', () => {
  it.each(templates)('a one-page resume prints on one page in $name', (template) => {
    expect(pageCount(textOf(ONE_PAGE, template.slug))).toBe(1);
  });

  it.each(templates)('the long resume prints on at least three pages in $name', (template) => {
    expect(pageCount(textOf(LONG_FIXTURE, template.slug))).toBeGreaterThanOrEqual(3);
  });

  it.each(templates.flatMap((t) => PAPERS.map((p) => ({ ...p, template: t.slug }))))(
    '$template prints on $paper paper',
    ({ template, paper, width, height }) => {
      const found = sizes.get(`${template}/${paper}`) ?? [];
      expect(found.length).toBe(1);
      for (const size of found) {
        expect(Math.abs(size.width - width)).toBeLessThan(1);
        expect(Math.abs(size.height - height)).toBeLessThan(1);
      }
    },
  );
});
