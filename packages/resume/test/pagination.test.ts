import { describe, expect, it } from 'vitest';
import { nodeFontResolver } from '../src/fonts/node';
import { renderPdf } from '../src/render/pdf';
import type { Resume } from '../src/schema/resume';
import { templates } from '../src/templates/catalog';
import { toResumeView } from '../src/view/resume-view';
import { SECTION_TITLES } from '../src/view/sections';
import { fixture } from './helpers/fixtures';
import { compact } from './helpers/in-order';
import { pdfText, withoutFooters } from './helpers/pdf-text';

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
});
