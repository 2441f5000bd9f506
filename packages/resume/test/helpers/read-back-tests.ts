import { expect, it } from 'vitest';
import type { Resume } from '../../src/schema/resume';
import { templates } from '../../src/templates/catalog';
import { toResumeView } from '../../src/view/resume-view';
import { sectionTitles } from '../../src/view/sections';
import { expectedFlows } from './expected';
import { missingInOrder } from './in-order';
import { pdfjsText } from './pdfjs-text';
import { pdfText } from './pdf-text';
import {
  expectedParse,
  extraText,
  headingsNotOnOwnLine,
  lines,
  missingValues,
  splitDateRanges,
  untypedHyphens,
} from './read-back';
import { maxScore, parseResumeText, score } from './resume-parser';

/**
 * pdftotext -raw (content-stream order), pdftotext (layout-guessed order, as many ATS do)
 * and pdf.js (content order, as Firefox and web-based ATS read it).
 */
export const EXTRACTORS = ['raw', 'reading', 'pdfjs'] as const;
export type Extractor = (typeof EXTRACTORS)[number];

/** The texts of PDFs read once by each extractor, by fixture and template (or 'control'). */
export const textStore = () => {
  const texts = new Map<string, string>();
  const key = (fixture: string, template: string, extractor: Extractor) =>
    `${fixture}/${template}/${extractor}`;
  return {
    read: async (fixture: string, template: string, bytes: Uint8Array) => {
      texts.set(key(fixture, template, 'raw'), pdfText(bytes));
      texts.set(key(fixture, template, 'reading'), pdfText(bytes, 'reading'));
      texts.set(key(fixture, template, 'pdfjs'), await pdfjsText(bytes));
    },
    textOf: (fixture: string, template: string, extractor: Extractor = 'raw') =>
      texts.get(key(fixture, template, extractor)) ?? '',
  };
};

/**
 * The read-back tests of one resume's documents in every template (PDF or print), run in a
 * describe block: the name first, every value verbatim and nothing else, each date range on
 * one line, headings on lines of their own, the heuristic parser as good as on the plain
 * control PDF ('control' in the store), the sections in reading order, no untyped hyphen.
 */
export const readBackTests = (
  name: string,
  resume: Resume,
  textOf: ReturnType<typeof textStore>['textOf'],
): void => {
  const view = toResumeView(resume);
  const cases = templates.flatMap((template) =>
    EXTRACTORS.map((extractor) => ({ template: template.slug, extractor })),
  );
  // pdftotext's layout guess may interleave a two-column template's columns line by line
  // (docs/decisions/0103); the content order (-raw, pdf.js) is what those templates guarantee.
  const twoColumns = new Set(templates.filter((t) => t.flows.length > 1).map((t) => t.slug));
  const ordered = cases.filter((c) => !(twoColumns.has(c.template) && c.extractor === 'reading'));

  it.each(cases)('$template, read by $extractor, starts with the name', (c) => {
    expect(lines(textOf(name, c.template, c.extractor))[0]).toBe(view.name);
  });

  it.each(ordered)('$template, read by $extractor, holds every value verbatim', (c) => {
    const text = textOf(name, c.template, c.extractor);
    expect(missingValues(text, resume)).toEqual([]);
    // Nothing else: no bullet, bar, hyphen, page number or footer.
    expect(extraText(text, resume)).toBe('');
  });

  it.each(cases)('$template, read by $extractor, sets each date range on one line', (c) => {
    expect(splitDateRanges(textOf(name, c.template, c.extractor), view)).toEqual([]);
  });

  it.each(ordered)('$template, read by $extractor, has headings on lines of their own', (c) => {
    expect(headingsNotOnOwnLine(textOf(name, c.template, c.extractor), resume)).toEqual([]);
  });

  it.each(ordered)(
    '$template, read by $extractor, parses as well as a plain one-column PDF',
    (c) => {
      const expected = expectedParse(view);
      const controlParse = parseResumeText(textOf(name, 'control', 'reading'));
      const control = score(controlParse, expected);
      const parsed = parseResumeText(textOf(name, c.template, c.extractor));
      expect(control).toBe(maxScore(expected));
      expect({ ...parsed, sections: [] }).toEqual({ ...controlParse, sections: [] });
      expect(score(parsed, expected)).toBeGreaterThanOrEqual(control);
    },
  );

  it.each(templates)('$name shows the sections and entries in reading order', (template) => {
    const text = textOf(name, template.slug);
    for (const flow of expectedFlows(view, template.flows, sectionTitles(resume.locale)))
      expect(missingInOrder(text, flow)).toEqual([]);
  });

  it.each(templates)('$name shows no hyphen at a line end that was not typed there', (template) => {
    for (const extractor of EXTRACTORS)
      expect(untypedHyphens(textOf(name, template.slug, extractor), resume)).toEqual([]);
  });
};
