import type { Resume } from '../schema/resume';

/**
 * "What an ATS sees" (issue 24, docs/decisions/0112): the fields applicant-tracking systems
 * pull out of a resume, as the user wrote them and as a parser read them back from the
 * exported file, compared field by field. Pure, so the builder's panel, the tests and the
 * benchmark share it; any parser's result can be put in the `AtsRead` shape.
 */
export type AtsField =
  'name' | 'email' | 'phone' | 'title' | 'company' | 'dates' | 'school' | 'degree' | 'skills';

export const ATS_FIELDS: readonly AtsField[] = [
  'name',
  'email',
  'phone',
  'title',
  'company',
  'dates',
  'school',
  'degree',
  'skills',
];

export interface AtsJob {
  title: string;
  company: string;
  /** 'YYYY-MM|present', 'YYYY|YYYY' (normalizeDates), '' when none. */
  dates: string;
}
export interface AtsSchool {
  school: string;
  degree: string;
}
export interface AtsRead {
  name: string;
  email: string;
  phone: string;
  jobs: AtsJob[];
  schools: AtsSchool[];
  skills: string[];
}

const squash = (value: string | undefined) =>
  (value ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();

/** 'YYYY-MM' (or 'YYYY-MM-DD', 'YYYY') kept to month precision; empty = present. */
const isoDate = (value: string | undefined, empty: string) => {
  const text = squash(value);
  if (!text) return empty;
  return /^(\d{4})(?:-(\d{2}))?/.exec(text)?.slice(1).filter(Boolean).join('-') ?? text;
};

/** A stored job's dates as one comparable value. */
export const resumeDates = (start: string | undefined, end: string | undefined): string => {
  if (!squash(start) && !squash(end)) return '';
  const to = isoDate(end, 'present');
  return squash(start) ? `${isoDate(start, '')}|${to}` : to;
};

/** A resume (ours, or what an import read) in the fields an ATS reads. */
export const atsReadOfResume = (resume: Resume): AtsRead => {
  const info = resume.personalInfo;
  return {
    name: squash(info.fullName),
    email: squash(info.email),
    phone: squash(info.phone),
    jobs: resume.experience
      .filter((job) => squash(job.position) || squash(job.company))
      .map((job) => ({
        title: squash(job.position),
        company: squash(job.company),
        dates: resumeDates(job.startDate, job.endDate),
      })),
    schools: resume.education
      .filter((school) => squash(school.school) || squash(school.degree))
      .map((school) => ({ school: squash(school.school), degree: squash(school.degree) })),
    skills: resume.skills.map(squash).filter(Boolean),
  };
};

export interface AtsItem {
  field: AtsField;
  /** Which entry: 'Job 1', 'School 2'; '' for the name, contact and skills. */
  entry: string;
  expected: string;
  read: string;
  ok: boolean;
}

const same = (a: string, b: string) => squash(a).toLowerCase() === squash(b).toLowerCase();
const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Every field of `expected` (what the user wrote) with what `read` holds in its place and
 * whether they agree: names, titles, companies and schools whole (case aside), the degree
 * when the read one holds it (a parser may keep the field of study with it), the phone by
 * its digits, each skill as an item of the read list. Empty expected fields are left out.
 */
export const compareAts = (expected: AtsRead, read: AtsRead): AtsItem[] => {
  const items: AtsItem[] = [];
  const add = (field: AtsField, entry: string, want: string, got: string, ok: boolean) => {
    if (squash(want)) items.push({ field, entry, expected: want, read: got, ok });
  };
  add('name', '', expected.name, read.name, same(expected.name, read.name));
  add('email', '', expected.email, read.email, same(expected.email, read.email));
  add(
    'phone',
    '',
    expected.phone,
    read.phone,
    digits(expected.phone) !== '' && digits(expected.phone) === digits(read.phone),
  );
  const whole = (field: AtsField, entry: string, want: string, got = '') =>
    add(field, entry, want, got, same(want, got));
  expected.jobs.forEach((job, index) => {
    const found = read.jobs[index];
    const entry = `Job ${index + 1}`;
    whole('title', entry, job.title, found?.title);
    whole('company', entry, job.company, found?.company);
    add('dates', entry, job.dates, found?.dates ?? '', job.dates === found?.dates);
  });
  expected.schools.forEach((school, index) => {
    const found = read.schools[index];
    const entry = `School ${index + 1}`;
    whole('school', entry, school.school, found?.school);
    const degree = squash(found?.degree).toLowerCase();
    const wanted = squash(school.degree).toLowerCase();
    add(
      'degree',
      entry,
      school.degree,
      found?.degree ?? '',
      degree !== '' && degree.includes(wanted),
    );
  });
  const readSkills = new Set(read.skills.map((skill) => squash(skill).toLowerCase()));
  for (const skill of expected.skills)
    add(
      'skills',
      '',
      skill,
      readSkills.has(skill.toLowerCase()) ? skill : '',
      readSkills.has(skill.toLowerCase()),
    );
  return items;
};

/** The share of each field's items read right (1 when the resume has none of that field). */
export const fieldScores = (items: readonly AtsItem[]): Record<AtsField, number> => {
  const scores = {} as Record<AtsField, number>;
  for (const field of ATS_FIELDS) {
    const mine = items.filter((item) => item.field === field);
    scores[field] = mine.length ? mine.filter((item) => item.ok).length / mine.length : 1;
  }
  return scores;
};

/** What to change when a field is not read, in plain words. */
export const ATS_ADVICE: Record<AtsField, string> = {
  name: 'Put your full name alone on the first line, in letters only (no title or symbols).',
  email: 'Write the e-mail address in full on the contact line (name@example.com).',
  phone: 'Write the phone number with digits, spaces and + ( ) - only, on the contact line.',
  title: 'Keep the job title short and on a line of its own; leave out dates and symbols from it.',
  company:
    'Write the company name on its own, without the job title or dates in the same field; avoid names in all capitals.',
  dates:
    'Give both dates as month and year (e.g. Mar 2021); leave the end date empty for a current job.',
  school: 'Write the full name of the school (e.g. "University of Texas at Austin").',
  degree: 'Write the degree in words (e.g. "Bachelor of Science"), with the field of study apart.',
  skills: 'List each skill as a short item (one to three words), without commas inside an item.',
};

export const ATS_FIELD_LABELS: Record<AtsField, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  title: 'Job title',
  company: 'Company',
  dates: 'Dates',
  school: 'School',
  degree: 'Degree',
  skills: 'Skills',
};
