/**
 * A small resume parser of the kind applicant-tracking systems use, for reading-order
 * tests: it reads extracted PDF text line by line, takes the first line as the name, finds
 * section headings by a dictionary (any case), takes the two lines before each date range
 * in the experience section as the job's title and company, and splits the skills section
 * at commas and line ends. It pairs each job's fields and reads names in any script, which
 * the open-source parser the tests also run (./ats-parser.ts, docs/decisions/0103) does not.
 * Each template must give it the same result as a plain one-column control PDF.
 */
import { LOCALE_SECTION_TITLES } from '../../src/view/sections';

export interface ParsedJob {
  title: string;
  company: string;
  dates: string;
}
export interface ParsedResume {
  name: string;
  email: string;
  jobs: ParsedJob[];
  skills: string[];
  /** Section keys in the order their headings were found. */
  sections: string[];
}

const squash = (line: string) => line.replace(/\s+/g, ' ').trim();
const headingKey = (() => {
  const map = new Map<string, string>();
  const extra: Record<string, string[]> = {
    summary: ['summary', 'profile'],
    experience: ['experience', 'work experience', 'employment'],
  };
  for (const titles of Object.values(LOCALE_SECTION_TITLES))
    for (const [key, title] of Object.entries(titles)) map.set(title.toLowerCase(), key);
  for (const [key, titles] of Object.entries(extra))
    for (const title of titles) map.set(title, key);
  return (line: string) => map.get(line.toLowerCase());
})();

/** A date range as one line: 'Mar 2021 – Present', '2019 – 2021'. */
export const DATE_RANGE = /^(?:\p{L}{3,9}\.? )?\d{4} – (?:(?:\p{L}{3,9}\.? )?\d{4}|\p{L}+)$/u;

export const parseResumeText = (text: string): ParsedResume => {
  const lines = text
    .split(/[\n\f]/)
    .map(squash)
    .filter(Boolean);
  const sections: string[] = [];
  const bySection = new Map<string, string[]>();
  let current = 'header';
  for (const line of lines) {
    const key = headingKey(line);
    if (key) {
      current = key;
      sections.push(key);
      continue;
    }
    bySection.set(current, [...(bySection.get(current) ?? []), line]);
  }
  const experience = bySection.get('experience') ?? [];
  const jobs = experience.flatMap((line, index) =>
    DATE_RANGE.test(line)
      ? [{ title: experience[index - 2] ?? '', company: experience[index - 1] ?? '', dates: line }]
      : [],
  );
  const skills = (bySection.get('skills') ?? [])
    .flatMap((line) => line.split(','))
    .map(squash)
    .filter(Boolean);
  return {
    name: lines[0] ?? '',
    email: /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/u.exec(text)?.[0] ?? '',
    jobs,
    skills,
    sections,
  };
};

export interface ExpectedResume {
  name: string;
  email: string;
  jobs: ParsedJob[];
  skills: string[];
}

/** How many of the expected values the parser got right (name, email, each job field, each skill). */
export const score = (parsed: ParsedResume, expected: ExpectedResume): number => {
  const jobs = expected.jobs.reduce((sum, job, index) => {
    const found = parsed.jobs[index];
    if (!found) return sum;
    return (
      sum +
      Number(found.title === job.title) +
      Number(found.company === job.company) +
      Number(found.dates === job.dates)
    );
  }, 0);
  const skills = expected.skills.filter((skill) => parsed.skills.includes(skill)).length;
  return (
    Number(parsed.name === expected.name) + Number(parsed.email === expected.email) + jobs + skills
  );
};

export const maxScore = (expected: ExpectedResume): number =>
  2 + 3 * expected.jobs.length + expected.skills.length;
