import { beforeAll, describe, expect, it } from 'vitest';
import { nodeFontResolver } from '../src/fonts/node';
import { renderPdf } from '../src/render/pdf';
import { templates } from '../src/templates/catalog';
import { toResumeView, type ResumeView } from '../src/view/resume-view';
import { sectionTitles } from '../src/view/sections';
import { controlPdf } from './helpers/control-pdf';
import { expectedAnywhere, expectedFlows, visibleRawValues } from './helpers/expected';
import { LONG_FIXTURE, fixtures } from './helpers/fixtures';
import { compact, missingInOrder } from './helpers/in-order';
import { pdfjsText } from './helpers/pdfjs-text';
import { pageCount, pdfText } from './helpers/pdf-text';
import { maxScore, parseResumeText, score, type ExpectedResume } from './helpers/resume-parser';

// Render every fixture with every template once and read each PDF with three extractors:
// pdftotext -raw (content-stream order), pdftotext (layout-guessed order, as many ATS do)
// and pdf.js. All assertions share the results.
const EXTRACTORS = ['raw', 'reading', 'pdfjs'] as const;
type Extractor = (typeof EXTRACTORS)[number];
const texts = new Map<string, string>();
const controls = new Map<string, string>();
const key = (fixture: string, template: string, extractor: Extractor = 'raw') =>
  `${fixture}/${template}/${extractor}`;
const textOf = (fixture: string, template: string, extractor: Extractor = 'raw') =>
  texts.get(key(fixture, template, extractor)) ?? '';

beforeAll(async () => {
  for (const { name, resume } of fixtures) {
    for (const template of templates) {
      const bytes = await renderPdf(resume, { template: template.slug, fonts: nodeFontResolver });
      texts.set(key(name, template.slug, 'raw'), pdfText(bytes));
      texts.set(key(name, template.slug, 'reading'), pdfText(bytes, 'reading'));
      texts.set(key(name, template.slug, 'pdfjs'), await pdfjsText(bytes));
    }
    controls.set(name, pdfText(await controlPdf(resume), 'reading'));
  }
}, 240_000);

const lines = (text: string) =>
  text
    .split(/[\n\f]/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** What a reader must find: every value typed, the headings, the derived dates and details. */
const allValues = (view: ResumeView, values: string[]): string[] => [
  ...values,
  ...expectedAnywhere(view),
  view.title,
  ...view.education.map((school) => school.details),
];

const expectedParse = (view: ResumeView): ExpectedResume => ({
  name: view.name,
  email: view.contact.find((item) => item.kind === 'email')?.text ?? '',
  jobs: view.experience.map((job) => ({
    title: job.position,
    company: job.company,
    dates: job.dates,
  })),
  // A skill with a comma in it reads as two to any parser that splits lists at commas.
  skills: view.skills.filter((skill) => !skill.includes(',')),
});

describe.each(fixtures)('PDF of $name', ({ name, resume }) => {
  const view = toResumeView(resume);
  const titles = Object.values(sectionTitles(resume.locale));
  const cases = templates.flatMap((template) =>
    EXTRACTORS.map((extractor) => ({ template: template.slug, extractor })),
  );
  // pdftotext's layout guess may interleave Split's sidebar with the main column line by
  // line (docs/decisions/0103); the content order (-raw, pdf.js) is what Split guarantees.
  const ordered = cases.filter((c) => !(c.template === 'split' && c.extractor === 'reading'));

  it.each(cases)('$template, read by $extractor, starts with the name', (c) => {
    expect(lines(textOf(name, c.template, c.extractor))[0]).toBe(view.name);
  });

  it.each(ordered)('$template, read by $extractor, holds every value verbatim', (c) => {
    const text = compact(textOf(name, c.template, c.extractor));
    const values = allValues(view, visibleRawValues(resume));
    expect(values.filter((value) => !text.includes(compact(value)))).toEqual([]);
    // Nothing else: once every value and heading is taken out, only the commas of the
    // skill lists may be left (no bullet, bar, hyphen, page number or footer).
    let rest = text;
    for (const value of [...values, ...titles].map(compact).sort((a, b) => b.length - a.length))
      rest = rest.split(value).join('');
    expect(rest.replace(/,/g, '')).toBe('');
  });

  it.each(cases)('$template, read by $extractor, sets each date range on one line', (c) => {
    const found = lines(textOf(name, c.template, c.extractor));
    const dates = view.experience.map((job) => job.dates);
    expect(dates.filter((date) => !found.some((line) => line.includes(date)))).toEqual([]);
  });

  it.each(ordered)('$template, read by $extractor, has headings on lines of their own', (c) => {
    const found = new Set(lines(textOf(name, c.template, c.extractor)));
    const shown = [
      view.summary.length && titles[0],
      view.experience.length && sectionTitles(resume.locale).experience,
      view.education.length && sectionTitles(resume.locale).education,
      view.skills.length && sectionTitles(resume.locale).skills,
    ].filter((title): title is string => typeof title === 'string');
    expect(shown.filter((title) => !found.has(title))).toEqual([]);
  });

  it.each(ordered)(
    '$template, read by $extractor, parses as well as a plain one-column PDF',
    (c) => {
      const expected = expectedParse(view);
      const control = score(parseResumeText(controls.get(name) ?? ''), expected);
      const parsed = parseResumeText(textOf(name, c.template, c.extractor));
      expect(control).toBe(maxScore(expected));
      expect({ ...parsed, sections: [] }).toEqual({
        ...parseResumeText(controls.get(name) ?? ''),
        sections: [],
      });
      expect(score(parsed, expected)).toBeGreaterThanOrEqual(control);
    },
  );

  it.each(templates)('$name shows the sections and entries in reading order', (template) => {
    const text = textOf(name, template.slug);
    for (const flow of expectedFlows(view, template.flows, sectionTitles(resume.locale))) {
      expect(missingInOrder(text, flow)).toEqual([]);
    }
  });

  it.each(templates)('$name shows no hyphen at a line end that was not typed there', (template) => {
    const typed = compact(allValues(view, visibleRawValues(resume)).join('\n'));
    for (const extractor of EXTRACTORS) {
      const text = textOf(name, template.slug, extractor);
      const joins = [...text.matchAll(/(\S+)-\n(\S+)/gu)].map((m) => `${m[1]}-${m[2]}`);
      expect(joins.filter((join) => !typed.includes(join))).toEqual([]);
    }
  });
});

describe('pages', () => {
  it.each(templates)('a one-page resume stays on one page in $name', (template) => {
    expect(pageCount(textOf('kim-minjun-ko', template.slug))).toBe(1);
  });
});

describe('multi-page', () => {
  it.each(templates)('the long resume takes at least three pages in $name', (template) => {
    expect(pageCount(textOf(LONG_FIXTURE, template.slug))).toBeGreaterThanOrEqual(3);
  });

  it.each(templates)(
    '$name never leaves a section or entry heading as the last line of a page',
    (template) => {
      const resume = fixtures.find((item) => item.name === LONG_FIXTURE)?.resume;
      if (!resume) throw new Error('no long fixture');
      const view = toResumeView(resume);
      const headings = new Set(
        [
          ...Object.values(sectionTitles(resume.locale)),
          ...view.experience.flatMap((job) => [job.position, job.company, job.dates]),
          ...view.education.flatMap((school) => [school.title, school.school, school.year]),
          ...view.customSections.map((section) => section.title),
        ].map(compact),
      );
      const pages = textOf(LONG_FIXTURE, template.slug)
        .split('\f')
        .filter((page) => page.trim());
      for (const page of pages.slice(0, -1)) {
        expect(headings.has(compact(lines(page).at(-1) ?? ''))).toBe(false);
      }
    },
  );
});
