import { describe, expect, it } from 'vitest';
import { nodeFontResolver } from '../src/fonts/node';
import { renderPdf } from '../src/render/pdf';
import type { Resume } from '../src/schema/resume';
import { templates } from '../src/templates/catalog';
import { PAGE_MARGIN } from '../src/templates/parts/look';
import { toResumeView } from '../src/view/resume-view';
import { SECTION_TITLES } from '../src/view/sections';
import { fixture } from './helpers/fixtures';
import { compact } from './helpers/in-order';
import { pdfLines, pdfText, withoutFooters } from './helpers/pdf-text';

// Sweep the page breaks across the document by growing the summary one line at a time,
// so headings and entry titles land at every position near the bottom of a page.
const base = fixture('amelie-dubois-fr');
const LINE = 'Une ligne de plus pour déplacer les sauts de page vers le bas du document.';
const variant = (extra: number): Resume => ({
  ...base,
  personalInfo: {
    ...base.personalInfo,
    aboutMe: [base.personalInfo.aboutMe, ...Array<string>(extra).fill(LINE)].join('\n'),
  },
});

const headingLines = (resume: Resume): Set<string> => {
  const view = toResumeView(resume);
  return new Set(
    [
      ...Object.values(SECTION_TITLES),
      ...view.experience.flatMap((job) => [
        job.position,
        job.company,
        job.dates,
        `${job.position} ${job.dates}`,
      ]),
      ...view.education.flatMap((school) => [
        school.title,
        school.school,
        school.year,
        `${school.title} ${school.year}`,
      ]),
      ...view.customSections.map((section) => section.title),
    ].map(compact),
  );
};

describe.each(templates)('page breaks in $name', (template) => {
  it('never leave a section heading or an entry title as the last line of a page', async () => {
    const offenders: string[] = [];
    for (let extra = 0; extra < 36; extra += 1) {
      const resume = variant(extra);
      const headings = headingLines(resume);
      const bytes = await renderPdf(resume, { template: template.slug, fonts: nodeFontResolver });
      const pages = withoutFooters(pdfText(bytes, 'reading'))
        .split('\f')
        .filter((page) => page.trim());
      for (const [index, page] of pages.slice(0, -1).entries()) {
        const last =
          page
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
            .at(-1) ?? '';
        if (headings.has(compact(last)))
          offenders.push(`+${extra} lines, page ${index + 1}: ${last}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('never move a short section to the next page when it fits at the foot of this one', async () => {
    const listTitles = new Set(
      [SECTION_TITLES.summary, SECTION_TITLES.skills, SECTION_TITLES.interests].map(compact),
    );
    const allTitles = new Set(Object.values(SECTION_TITLES).map(compact));
    const offenders: string[] = [];
    for (let extra = 0; extra < 36; extra += 1) {
      const bytes = await renderPdf(variant(extra), {
        template: template.slug,
        fonts: nodeFontResolver,
      });
      const pages = pdfLines(bytes);
      for (const [index, page] of pages.slice(0, -1).entries()) {
        const next = pages[index + 1]!.lines;
        const first = next[0];
        if (!first || !listTitles.has(compact(first.text))) continue;
        // The moved section: its heading and body, up to the next heading on that page.
        const end = next.findIndex((line, i) => i > 0 && allTitles.has(compact(line.text)));
        const body = end === -1 ? next : next.slice(0, end);
        const height = body.at(-1)!.bottom - first.top;
        const room =
          page.height - PAGE_MARGIN.bottom - Math.max(...page.lines.map((l) => l.bottom));
        // Margins around a heading and line leading are not in the text boxes: 30 pt covers them.
        if (height + 30 < room)
          offenders.push(
            `+${extra}, page ${index + 1}: ${first.text} (${height} pt) left ${room} pt`,
          );
      }
    }
    expect(offenders).toEqual([]);
  });
});
