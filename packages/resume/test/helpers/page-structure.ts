import type { ResumeView } from '../../src/view/resume-view';
import type { BoxLine } from './poppler-lines';

/**
 * Layout checks of issue 24 on poppler's lines (./poppler-lines.ts): what a parser that
 * splits entries by space and reads page after page relies on.
 */

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Lines of one column: starting within 30 pt of each other. */
const sameColumn = (a: BoxLine, b: BoxLine) => Math.abs(a.x - b.x) < 30;

/** Headings that are the last line of their column on their page (none may be). */
export const headingsLastOnPage = (lines: readonly BoxLine[], headings: string[]): string[] =>
  lines
    .filter((line) => headings.includes(squash(line.text)))
    .filter(
      (heading) =>
        !lines.some(
          (line) =>
            line.page === heading.page &&
            line.top > heading.bottom - 1 &&
            sameColumn(line, heading),
        ),
    )
    .map((heading) => `${heading.text} (page ${heading.page + 1})`);

/**
 * The largest space between two lines inside an entry and the smallest between two
 * entries, in the experience and education sections: an entry starts at the line holding a
 * job's title (a school's degree). Only lines that follow each other down one column of one
 * page are measured.
 */
export const entryGaps = (
  lines: readonly BoxLine[],
  view: ResumeView,
  headings: string[],
): { inside: number; between: number } => {
  const starts = new Set([
    ...view.experience.map((job) => job.position || job.company),
    ...view.education.map((school) => school.title || school.school),
  ]);
  let inside = 0;
  let between = Infinity;
  let inEntry = false;
  let previous: BoxLine | undefined;
  for (const line of lines) {
    const text = squash(line.text);
    const flows =
      previous !== undefined &&
      previous.page === line.page &&
      line.top > previous.bottom - 1 &&
      sameColumn(line, previous);
    const gap = previous ? line.top - previous.bottom : 0;
    if (headings.includes(text)) inEntry = false;
    else if (starts.has(text)) {
      if (inEntry && flows) between = Math.min(between, gap);
      inEntry = true;
    } else if (inEntry && flows) inside = Math.max(inside, gap);
    previous = line;
  }
  return { inside, between };
};

/**
 * Entries read, in poppler's order, under another section's heading: a job's title must come
 * after the Experience heading with no other heading between (a school's after Education's),
 * as a parser that reads lines in order and files them under the last heading needs it.
 */
export const entriesUnderOtherHeadings = (
  lines: readonly BoxLine[],
  view: ResumeView,
  titles: { experience: string; education: string },
): string[] => {
  const headings = new Set(Object.values(titles));
  const owners = new Map<string, string>([
    ...view.experience.map((job) => [job.position || job.company, titles.experience] as const),
    ...view.education.map((school) => [school.title || school.school, titles.education] as const),
  ]);
  let last = '';
  const wrong: string[] = [];
  for (const line of lines) {
    const text = squash(line.text);
    if (headings.has(text)) last = text;
    const owner = owners.get(text);
    // Before the first heading is the header, whose headline may be a job's title.
    if (owner && last !== '' && owner !== last)
      wrong.push(`${text} (under "${last}", page ${line.page + 1})`);
  }
  return wrong;
};
