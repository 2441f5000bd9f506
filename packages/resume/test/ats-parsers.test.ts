import { beforeAll, describe, expect, it } from 'vitest';
import { nodeFontResolver } from '../src/fonts/node';
import {
  ATS_FIELDS,
  atsReadOfResume,
  compareAts,
  fieldScores,
  type AtsField,
  type AtsRead,
} from '../src/import/ats-check';
import { importFile } from '../src/import/import-file';
import { nodeOpenPdf } from '../src/import/node';
import { renderPdfDocument } from '../src/render/pdf';
import type { Resume } from '../src/schema/resume';
import { templates } from '../src/templates/catalog';
import { toResumeView } from '../src/view/resume-view';
import { sectionTitles } from '../src/view/sections';
import { atsResumes, withEarlierJobs } from './helpers/ats-resumes';
import { entriesUnderOtherHeadings, entryGaps, headingsLastOnPage } from './helpers/page-structure';
import { plainPagePdf } from './helpers/plain-page-pdf';
import { boxLines, type BoxLine } from './helpers/poppler-lines';
import { parseBoxLines } from './helpers/poppler-parser';

/**
 * Issue 24: the seven realistic resumes, at one, two and three pages (the same people with
 * a longer career), in every template and as a plain one-column page, read back by two
 * parsers of different designs on two PDF readers:
 * - 'import': our import (pdf.js text items → lines → columns → sections → entries);
 * - 'poppler': the heuristic line parser of helpers/poppler-parser.ts on pdftotext's lines.
 * For each field (name, e-mail, phone, job title, company, dates, school, degree, skills)
 * every template reads back at least as well as the plain page, per parser and length.
 */
const LENGTHS = [
  { pages: 1, rounds: 0 },
  { pages: 2, rounds: 1 },
  { pages: 3, rounds: 3 },
] as const;
const PARSERS = ['import', 'poppler'] as const;
type Parser = (typeof PARSERS)[number];
const DOCUMENTS = ['plain', ...templates.map((template) => template.slug)];

interface Read {
  pages: number;
  lines: BoxLine[];
  scores: Record<Parser, Record<AtsField, number>>;
  bytes: Uint8Array;
}

const parsed = async (bytes: Uint8Array): Promise<Record<Parser, AtsRead>> => {
  const imported = await importFile({ name: 'resume.pdf', bytes }, { openPdf: nodeOpenPdf });
  return { import: atsReadOfResume(imported.resume), poppler: parseBoxLines(boxLines(bytes)) };
};

const reads = new Map<string, Read>();
const key = (name: string, pages: number, document: string) => `${name}/${pages}/${document}`;
const variants = LENGTHS.flatMap(({ pages, rounds }) =>
  atsResumes.map(({ name, resume }) => ({ name, pages, resume: withEarlierJobs(resume, rounds) })),
);

const readDocument = async (resume: Resume, document: string): Promise<Read> => {
  const rendered =
    document === 'plain'
      ? { bytes: await plainPagePdf(resume), pages: 0 }
      : await renderPdfDocument(resume, { template: document, fonts: nodeFontResolver });
  const lines = boxLines(rendered.bytes);
  const expected = atsReadOfResume(resume);
  const found = await parsed(rendered.bytes);
  return {
    pages: rendered.pages,
    lines,
    bytes: rendered.bytes,
    scores: {
      import: fieldScores(compareAts(expected, found.import)),
      poppler: fieldScores(compareAts(expected, found.poppler)),
    },
  };
};

beforeAll(async () => {
  for (const { name, pages, resume } of variants)
    for (const document of DOCUMENTS)
      reads.set(key(name, pages, document), await readDocument(resume, document));
}, 600_000);

const read = (name: string, pages: number, document: string): Read => {
  const found = reads.get(key(name, pages, document));
  if (!found) throw new Error(`not read: ${key(name, pages, document)}`);
  return found;
};

describe.each(LENGTHS)('resumes of $pages page(s)', ({ pages }) => {
  it('are that long in Classic, the reference template', () => {
    for (const { name } of atsResumes) expect(read(name, pages, 'classic').pages).toBe(pages);
  });

  it.each(PARSERS)('the plain page reads back well enough to compare with (%s)', (parser) => {
    for (const { name } of atsResumes) {
      const scores = read(name, pages, 'plain').scores[parser];
      for (const field of ATS_FIELDS)
        expect(scores[field], `${name} ${field}`).toBeGreaterThanOrEqual(0.8);
    }
  });

  const cases = templates.flatMap((template) =>
    PARSERS.map((parser) => ({ template: template.slug, parser })),
  );
  it.each(cases)('$template reads back as well as the plain page by $parser', (c) => {
    for (const { name } of atsResumes) {
      const plain = read(name, pages, 'plain').scores[c.parser];
      const mine = read(name, pages, c.template).scores[c.parser];
      for (const field of ATS_FIELDS)
        expect(mine[field], `${name}: ${field}`).toBeGreaterThanOrEqual(plain[field]);
    }
  });
});

const headingsOf = (resume: Resume) => Object.values(sectionTitles(resume.locale));

describe.each(templates.map((template) => template.slug))('%s: page structure', (template) => {
  it('keeps every entry together: no space inside an entry larger than between two', () => {
    for (const { name, pages, resume } of variants) {
      const gaps = entryGaps(
        read(name, pages, template).lines,
        toResumeView(resume),
        headingsOf(resume),
      );
      expect(gaps.inside, `${name}, ${pages} page(s)`).toBeLessThanOrEqual(gaps.between);
    }
  });

  it("reads each job and school under its own section's heading, in poppler's order", () => {
    for (const { name, pages, resume } of variants) {
      const lines = read(name, pages, template).lines;
      const titles = sectionTitles(resume.locale);
      expect(entriesUnderOtherHeadings(lines, toResumeView(resume), titles), name).toEqual([]);
    }
  });

  it('never leaves a heading as the last line of a page', () => {
    for (const { name, pages, resume } of variants)
      expect(headingsLastOnPage(read(name, pages, template).lines, headingsOf(resume))).toEqual([]);
  });
});
