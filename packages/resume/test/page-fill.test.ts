import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { nodeFontResolver } from '../src/fonts/node';
import { renderPdf } from '../src/render/pdf';
import type { ResumeInput } from '../src/schema/resume';
import { templates } from '../src/templates/catalog';
import { PAGE_MARGIN } from '../src/templates/parts/look';
import { SECTION_TITLES } from '../src/view/sections';

/** A resume with `jobs` experience entries: it grows by about a fifth of a page per job. */
const resume = (jobs: number): ResumeInput => ({
  personalInfo: {
    fullName: 'Morgan Page',
    jobTitle: 'Platform Engineer',
    email: 'morgan.page@example.com',
    location: 'Leeds, UK',
    aboutMe: 'Platform engineer who builds the paved road: CI, deploys and observability.',
  },
  experience: Array.from({ length: jobs }, (_, index) => ({
    position: `Senior Engineer ${index + 1}`,
    company: `Company number ${index + 1}`,
    startDate: `${2010 + index}-01`,
    endDate: `${2011 + index}-01`,
    description:
      'Owned the build and release pipeline for forty services, cut the median build from ' +
      'twelve minutes to four and moved every team to trunk-based development.',
    achievements: ['Led the migration to Kubernetes', 'Mentored four engineers'],
  })),
  education: [{ school: 'University of Leeds', degree: 'BSc', graduationYear: '2009' }],
  skills: ['Go', 'Kubernetes', 'Terraform', 'PostgreSQL', 'Grafana', 'Bazel'],
  interests: ['Climbing', 'Chess'],
});

interface PageLines {
  height: number;
  /** Lines of text, top to bottom: text, baseline (pt from the bottom) and font size. */
  lines: { text: string; y: number; size: number }[];
}

const pagesOf = async (bytes: Uint8Array): Promise<PageLines[]> => {
  const document = await getDocument({ data: bytes.slice() }).promise;
  const pages: PageLines[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const lines = new Map<number, { text: string; y: number; size: number }>();
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5] as number);
      const line = lines.get(y) ?? { text: '', y, size: 0 };
      line.text += item.str;
      line.size = Math.max(line.size, Math.abs(item.transform[3] as number));
      lines.set(y, line);
    }
    pages.push({ height: page.view[3] ?? 0, lines: [...lines.values()].sort((a, b) => b.y - a.y) });
  }
  await document.destroy();
  return pages;
};

const HEADINGS = new Set<string>(Object.values(SECTION_TITLES));
/** Room a heading's spacing takes that its text line does not show (margins and rule). */
const HEADING_ROOM = 40;

describe.each(templates)('pages of $name', (template) => {
  it('sets a one-page resume on one page, and never leaves a page blank or nearly so', async () => {
    const problems: string[] = [];
    let previousCount = 1;
    for (let jobs = 0; jobs <= 9; jobs++) {
      const pages = await pagesOf(
        await renderPdf(resume(jobs), { template: template.slug, fonts: nodeFontResolver }),
      );
      if (jobs <= 1 && pages.length !== 1) problems.push(`${jobs} jobs: ${pages.length} pages`);
      if (pages.length < previousCount) problems.push(`${jobs} jobs: fewer pages than before`);
      previousCount = pages.length;
      for (const [index, page] of pages.entries()) {
        // No blank page and none holding only headings.
        if (!page.lines.some((line) => !HEADINGS.has(line.text.trim())))
          problems.push(`${jobs} jobs, page ${index + 1}: ${page.lines.length} heading lines only`);
      }
      // What the last page holds would not have fitted at the foot of the page before it.
      const [before, last] = pages.slice(-2);
      if (pages.length > 1 && before && last) {
        const top = last.lines[0];
        const bottom = last.lines.at(-1);
        const lowest = before.lines.at(-1);
        if (!top || !bottom || !lowest) continue;
        const needed = top.y + top.size - (bottom.y - bottom.size * 0.3);
        const free = lowest.y - lowest.size * 0.3 - PAGE_MARGIN.bottom;
        if (needed + HEADING_ROOM < free)
          problems.push(
            `${jobs} jobs: ${Math.round(needed)} pt on page ${pages.length}, ${Math.round(free)} pt free before`,
          );
      }
    }
    expect(problems).toEqual([]);
    // The sweep reached more than one page.
    expect(previousCount).toBeGreaterThan(1);
  });
});
