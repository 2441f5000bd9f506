import type { Resume } from '../../src/schema/resume';
import { toResumeView, type ResumeView } from '../../src/view/resume-view';
import { sectionTitles } from '../../src/view/sections';
import { expectedAnywhere, visibleRawValues } from './expected';
import { compact } from './in-order';
import type { ExpectedResume } from './resume-parser';

// What every document of a resume (the PDF, the printed page) must give a text extractor,
// shared by render-pdf.test.ts and render-print.test.ts. Each check returns what is wrong
// ([] or '' when all is well), so a failure shows the values at fault.

/** The text's non-empty lines, spaces squashed; form feeds (page breaks) end lines too. */
export const lines = (text: string): string[] =>
  text
    .split(/[\n\f]/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** What a reader must find: every value typed, the headings, the derived dates and details. */
export const allValues = (view: ResumeView, values: string[]): string[] => [
  ...values,
  ...expectedAnywhere(view),
  view.title,
  ...view.education.map((school) => school.details),
];

/** What the heuristic parser (resume-parser.ts) must find in a resume's text. */
export const expectedParse = (view: ResumeView): ExpectedResume => ({
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

/** The values the text lacks (compared without whitespace). */
export const missingValues = (text: string, resume: Resume): string[] => {
  const found = compact(text);
  return allValues(toResumeView(resume), visibleRawValues(resume)).filter(
    (value) => !found.includes(compact(value)),
  );
};

/**
 * What is left once every value and heading is taken out, but the commas of the skill
 * lists and the bullets that start list items (a real '•' since issue 24: parsers find list
 * items by it): '' unless the text holds something else (a bar, hyphen, page number or footer).
 */
export const extraText = (text: string, resume: Resume): string => {
  const values = allValues(toResumeView(resume), visibleRawValues(resume));
  const titles = Object.values(sectionTitles(resume.locale));
  let rest = compact(text);
  for (const value of [...values, ...titles].map(compact).sort((a, b) => b.length - a.length))
    rest = rest.split(value).join('');
  return rest.replace(/[,•]/g, '');
};

/** The date ranges that are not whole on one line. */
export const splitDateRanges = (text: string, view: ResumeView): string[] => {
  const found = lines(text);
  return view.experience
    .map((job) => job.dates)
    .filter((date) => !found.some((line) => line.includes(date)));
};

/** The headings of the sections shown that are not lines of their own. */
export const headingsNotOnOwnLine = (text: string, resume: Resume): string[] => {
  const view = toResumeView(resume);
  const titles = sectionTitles(resume.locale);
  const found = new Set(lines(text));
  const shown = [
    view.summary.length && titles.summary,
    view.experience.length && titles.experience,
    view.education.length && titles.education,
    view.skills.length && titles.skills,
  ].filter((title): title is string => typeof title === 'string');
  return shown.filter((title) => !found.has(title));
};

/** Words joined by a hyphen at a line end ('foo-\nbar') where no such hyphen was typed. */
export const untypedHyphens = (text: string, resume: Resume): string[] => {
  const typed = compact(allValues(toResumeView(resume), visibleRawValues(resume)).join('\n'));
  return [...text.matchAll(/(\S+)-\n(\S+)/gu)]
    .map((m) => `${m[1]}-${m[2]}`)
    .filter((join) => !typed.includes(join));
};
