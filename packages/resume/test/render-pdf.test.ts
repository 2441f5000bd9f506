import { beforeAll, describe, expect, it } from 'vitest';
import { nodeFontResolver } from '../src/fonts/node';
import { renderPdf } from '../src/render/pdf';
import { templates } from '../src/templates/catalog';
import { toResumeView } from '../src/view/resume-view';
import { expectedAnywhere, expectedFlows, visibleRawValues } from './helpers/expected';
import { LONG_FIXTURE, fixtures } from './helpers/fixtures';
import { compact, missingInOrder } from './helpers/in-order';
import { pageCount, pdfText, withoutFooters } from './helpers/pdf-text';

// Render every fixture with every template once; all assertions share the results.
const texts = new Map<string, string>();
const readingTexts = new Map<string, string>();
const ONE_COLUMN = templates.filter((template) => template.flows.length === 1);
const key = (fixture: string, template: string) => `${fixture}/${template}`;

beforeAll(async () => {
  for (const { name, resume } of fixtures) {
    for (const template of templates) {
      const bytes = await renderPdf(resume, { template: template.slug, fonts: nodeFontResolver });
      texts.set(key(name, template.slug), withoutFooters(pdfText(bytes)));
      if (template.flows.length === 1)
        readingTexts.set(key(name, template.slug), withoutFooters(pdfText(bytes, 'reading')));
    }
  }
}, 120_000);

describe.each(fixtures)('PDF of $name', ({ name, resume }) => {
  const view = toResumeView(resume);

  it.each(templates)('$name holds every visible field value', (template) => {
    const text = compact(texts.get(key(name, template.slug)) ?? '');
    const absent = [...visibleRawValues(resume), ...expectedAnywhere(view)].filter(
      (value) => !text.includes(compact(value)),
    );
    expect(absent).toEqual([]);
  });

  it.each(templates)('$name shows the sections and entries in reading order', (template) => {
    const text = texts.get(key(name, template.slug)) ?? '';
    for (const flow of expectedFlows(view, template.flows)) {
      expect(missingInOrder(text, flow)).toEqual([]);
    }
  });

  it.each(ONE_COLUMN)(
    '$name reads in order even when the extractor guesses the layout',
    (template) => {
      const text = readingTexts.get(key(name, template.slug)) ?? '';
      for (const flow of expectedFlows(view, template.flows)) {
        expect(missingInOrder(text, flow)).toEqual([]);
      }
    },
  );

  it.each(templates)(
    '$name never breaks a word with a hyphen nor hides hidden content',
    (template) => {
      const text = texts.get(key(name, template.slug)) ?? '';
      expect(text).not.toMatch(/\p{L}-\n\p{L}/u);
      expect(text).not.toContain('Section sans titre');
    },
  );
});

describe('multi-page', () => {
  it.each(templates)('the long resume takes at least three pages in $name', (template) => {
    expect(pageCount(texts.get(key(LONG_FIXTURE, template.slug)) ?? '')).toBeGreaterThanOrEqual(3);
  });

  it.each(templates)(
    '$name never leaves a section or entry heading as the last line of a page',
    (template) => {
      const view = toResumeView(
        fixtures.find((item) => item.name === LONG_FIXTURE)?.resume ?? fixtures[0]!.resume,
      );
      const headings = new Set(
        [
          ...[
            'Professional Summary',
            'Professional Experience',
            'Education',
            'Certifications',
            'Skills',
            'Interests',
          ],
          ...view.experience.flatMap((job) => [job.position, job.company, job.dates]),
          ...view.education.flatMap((school) => [school.title, school.school, school.year]),
          ...view.customSections.map((section) => section.title),
        ].map(compact),
      );
      const pages = (texts.get(key(LONG_FIXTURE, template.slug)) ?? '')
        .split('\f')
        .filter((page) => page.trim());
      for (const page of pages.slice(0, -1)) {
        const lines = page
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
        expect(headings.has(compact(lines.at(-1) ?? ''))).toBe(false);
      }
    },
  );
});
