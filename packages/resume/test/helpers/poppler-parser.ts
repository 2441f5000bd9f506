/**
 * A second resume parser, of another design than our import (issue 24, docs/decisions/0112):
 * the heuristic line parser many applicant-tracking systems run on the text a PDF library
 * gives them. Written for these tests (no code taken from OpenResume or any other parser).
 * It reads poppler's lines (./poppler-lines.ts), not pdf.js's, and uses only their text and
 * boxes:
 * - section headings: a line that is a standard section name (any case), or, after the
 *   first such heading, a short line in capitals, at least body size, with space above it
 *   (poppler gives no font weight, so 'bold' is not seen: size and space stand in for it);
 * - a heading rules the lines below it that start in its column band (a quarter of a page
 *   wide), whatever order poppler reads the columns in;
 * - the header is what comes before the first heading: the name is its first line of two to
 *   five words of letters, e-mail and phone by pattern;
 * - entries of Experience and Education: split where two lines are a third further apart
 *   than the section's usual line pitch; at a page break, a new entry starts only where the next
 *   lines hold a date range;
 * - in an entry, bullets by their character; the lines before the first bullet and before
 *   the first sentence hold title and company (degree and school by their words), a date
 *   range is taken out of whichever line has it;
 * - skills: the section's lines split at commas, semicolons, bars and bullets.
 */
import type { AtsJob, AtsRead, AtsSchool } from '../../src/import/ats-check';
import type { BoxLine } from './poppler-lines';

type Kind = 'summary' | 'experience' | 'education' | 'skills' | 'other';

// prettier-ignore
const SECTION_NAMES: Record<Kind, string[]> = {
  summary: ['summary', 'professional summary', 'profile', 'professional profile', 'about me', 'objective', 'career objective'],
  experience: ['experience', 'work experience', 'professional experience', 'employment', 'employment history', 'work history', 'career history', 'relevant experience'],
  education: ['education', 'education and training', 'academic background'],
  skills: ['skills', 'key skills', 'core skills', 'technical skills', 'core competencies', 'competencies', 'areas of expertise', 'skills and abilities'],
  other: ['certifications', 'certificates', 'licenses', 'licenses and certifications', 'interests', 'hobbies', 'additional information', 'languages', 'projects', 'awards', 'volunteering', 'references', 'publications'],
};
const sectionOf = new Map<string, Kind>(
  Object.entries(SECTION_NAMES).flatMap(([kind, names]) => names.map((n) => [n, kind as Kind])),
);

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const ONE_DATE = `(?:${MONTH}\\s+\\d{4}|\\d{1,2}/\\d{4}|(?<![\\d.])\\d{4}(?![\\d.]))`;
const RANGE = new RegExp(
  `(${ONE_DATE})\\s*(?:–|—|-|to)\\s*(${ONE_DATE}|present|current|now)|(${ONE_DATE})`,
  'i',
);
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** 'Mar 2021' → '2021-03', '03/2021' → '2021-03', '2019' → '2019', 'Present' → 'present'. */
const isoOf = (date: string): string => {
  if (/^(present|current|now)$/i.test(date)) return 'present';
  const slash = /^(\d{1,2})\/(\d{4})$/.exec(date);
  if (slash) return `${slash[2]}-${slash[1]?.padStart(2, '0')}`;
  const named = /^(\p{L}+)\.?\s+(\d{4})$/u.exec(date);
  const month = MONTHS.indexOf(named?.[1]?.slice(0, 3).toLowerCase() ?? '');
  if (named && month >= 0) return `${named[2]}-${String(month + 1).padStart(2, '0')}`;
  return date;
};

/** A date range (or one date) in a line: its normalised value and the line without it. */
const findDates = (text: string): { dates: string; rest: string } | null => {
  const match = RANGE.exec(text);
  if (!match) return null;
  const dates = match[3] ? isoOf(match[3]) : `${isoOf(match[1] ?? '')}|${isoOf(match[2] ?? '')}`;
  const rest = (text.slice(0, match.index) + ' ' + text.slice(match.index + match[0].length))
    .replace(/\s*[|·,–—]\s*$|^\s*[|·,–—]\s*/g, '')
    .trim();
  return { dates, rest };
};

const BULLET = /^[•▪◦●‣∙*–-]\s+/;
const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/u;
const PHONE = /\+?\(?\d[\d\s().-]{6,}\d/;
const DEGREE =
  /\b(?:bachelor|master|associate|doctor|diploma|certificate|degree|b\.?sc?|m\.?sc?|b\.?a|m\.?a|mba|ph\.?d|b\.?eng|m\.?eng|a\.?a\.?s|high school)\b/i;
const SCHOOL = /\b(?:university|college|school|institute|academy|polytechnic|universit\p{L}*)\b/iu;
/** Parts of one line: 'Engineer | Acme', 'Engineer — Acme'. */
const PARTS = /\s+(?:\||·|—|–|@)\s+/;

/** Columns told apart by where their lines start: a quarter of an A4 page wide. */
const COLUMN_BAND = 150;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const isSentence = (text: string) => /[.!?]$/.test(text) || text.split(' ').length > 12;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

interface Placed extends BoxLine {
  /** Space above the line in pt; null at the top of a page or where the flow moves up. */
  gap: number | null;
  /** From the line above's top to this one's (null where gap is). */
  rise: number | null;
}

const LONE_BULLET = /^[•▪◦●‣∙*–-]$/;

/** A bullet poppler set apart from its text (a wide space after it) joins the text's line. */
const withBullets = (lines: readonly BoxLine[]): BoxLine[] => {
  const joined = lines.map((line) => ({ ...line, text: squash(line.text) }));
  return joined.flatMap((line) => {
    if (LONE_BULLET.test(line.text)) return [];
    const bullet = joined.find(
      (other) =>
        LONE_BULLET.test(other.text) &&
        other.page === line.page &&
        Math.abs(other.top - line.top) < 3 &&
        other.right <= line.x &&
        line.x - other.right < 20,
    );
    return [bullet ? { ...line, text: `${bullet.text} ${line.text}`, x: bullet.x } : line];
  });
};

const withGaps = (lines: readonly BoxLine[]): Placed[] =>
  withBullets(lines).map((line, index, all) => {
    const previous = all[index - 1];
    const flows = previous && previous.page === line.page && line.top > previous.top + 1;
    return {
      ...line,
      text: squash(line.text),
      gap: flows ? line.top - previous.bottom : null,
      rise: flows ? line.top - previous.top : null,
    };
  });

const headingKind = (line: Placed, seen: boolean, body: number): Kind | null => {
  const key = line.text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[:\s]+$/, '');
  const named = sectionOf.get(key);
  if (named) return named;
  const letters = line.text.replace(/[^\p{L}]/gu, '');
  const capitals =
    letters.length >= 4 && letters === letters.toUpperCase() && !/\d/.test(line.text);
  const spaced = line.gap === null || line.gap > body * 0.6;
  const big = line.height >= body * 0.95;
  return seen && capitals && spaced && big && line.text.split(' ').length <= 4 ? 'other' : null;
};

/** Entries: split where lines are a third further apart than usual; at a page break only before dates. */
const entriesOf = (lines: Placed[]): Placed[][] => {
  // The usual distance from one line's top to the next one's; an entry starts a third further.
  const pitch = median(lines.flatMap((line) => (line.rise === null ? [] : [line.rise])));
  const entries: Placed[][] = [];
  lines.forEach((line, index) => {
    const current = entries[entries.length - 1];
    const ahead = lines.slice(index, index + 4).map((l) => l.text);
    const newEntry =
      !current ||
      (line.rise !== null
        ? line.rise > pitch * 1.3
        : !BULLET.test(line.text) && ahead.some((text) => findDates(text) && !isSentence(text)));
    if (newEntry) entries.push([line]);
    else current.push(line);
  });
  return entries;
};

/** The lines before the first bullet and the first sentence, the date range taken out. */
const headOf = (entry: Placed[]): { fields: string[]; dates: string } => {
  let dates = '';
  const fields: string[] = [];
  for (const line of entry) {
    if (BULLET.test(line.text)) break;
    const found = dates ? null : findDates(line.text);
    if (found) dates = found.dates;
    const rest = found ? found.rest : line.text;
    if (isSentence(rest) && (dates || fields.length >= 2)) break;
    if (rest) fields.push(...rest.split(PARTS).map(squash).filter(Boolean));
  }
  return { fields, dates };
};

const jobOf = (entry: Placed[]): AtsJob => {
  const { fields, dates } = headOf(entry);
  return { title: fields[0] ?? '', company: fields[1] ?? '', dates };
};

const schoolOf = (entry: Placed[]): AtsSchool => {
  const { fields } = headOf(entry);
  const degree = fields.find((field) => DEGREE.test(field) && !SCHOOL.test(field));
  const school = fields.find((field) => field !== degree && SCHOOL.test(field));
  const rest = fields.filter((field) => field !== degree && field !== school);
  return { degree: degree ?? rest.shift() ?? '', school: school ?? rest.shift() ?? '' };
};

/** Parse a PDF's poppler lines into the fields an ATS keeps. */
export const parseBoxLines = (input: readonly BoxLine[]): AtsRead => {
  const lines = withGaps(input.filter((line) => squash(line.text) !== ''));
  const body = median(lines.map((line) => line.height));
  const header: Placed[] = [];
  const sections = new Map<Kind, Placed[]>();
  // A heading rules the lines below it in its own column band: a side column's items that
  // poppler reads after the main column's heading still go under the side column's heading.
  let current: Kind | null = null;
  const byBand = new Map<number, Kind>();
  const band = (line: Placed) => Math.floor(line.x / COLUMN_BAND);
  for (const line of lines) {
    const kind = headingKind(line, current !== null, body);
    if (kind) {
      current = kind;
      byBand.set(band(line), kind);
      if (!sections.has(kind)) sections.set(kind, []);
      continue;
    }
    if (current === null) header.push(line);
    else sections.get(byBand.get(band(line)) ?? current)?.push(line);
  }
  const all = lines.map((line) => line.text).join('\n');
  const headerText = header.map((line) => line.text).join('\n');
  const name =
    header.find(
      (line) => /^[\p{L}.'’-]+(?: [\p{L}.'’-]+){1,4}$/u.test(line.text) && !EMAIL.test(line.text),
    )?.text ?? '';
  const contact = (pattern: RegExp) =>
    pattern.exec(headerText.replace(EMAIL, ''))?.[0] ?? pattern.exec(all.replace(EMAIL, ''))?.[0];
  // A paragraph of items wraps anywhere: its lines are joined; else a line is an item.
  const skillLines = (sections.get('skills') ?? []).map((line) => line.text.replace(BULLET, ''));
  const paragraph = skillLines.some((line) => /[,;|•·]/.test(line));
  const skills = (paragraph ? [skillLines.join(' ')] : skillLines)
    .flatMap((line) => line.split(/[,;|•·]/))
    .map(squash)
    .filter(Boolean);
  return {
    name,
    email: EMAIL.exec(all)?.[0] ?? '',
    phone: squash(contact(PHONE) ?? ''),
    jobs: entriesOf(sections.get('experience') ?? []).map(jobOf),
    schools: entriesOf(sections.get('education') ?? []).map(schoolOf),
    skills,
  };
};
