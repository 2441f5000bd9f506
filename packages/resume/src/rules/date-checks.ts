import type { Resume } from '../schema/resume';

export const END_BEFORE_START = 'End date is before start date';
export const FIRST_GRADUATION_YEAR = 1950;
/** The latest graduation year accepted: this year plus ten (a planned degree). */
export const lastGraduationYear = (now: Date = new Date()) => now.getUTCFullYear() + 10;
export const graduationYearMessage = (now: Date = new Date()) =>
  `Graduation year must be between ${FIRST_GRADUATION_YEAR} and ${lastGraduationYear(now)}`;

/** A graduation year the builder accepts: four digits from 1950 to this year + 10. */
export const graduationYearOk = (text: string, now: Date = new Date()) => {
  const year = /^\d{4}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return year >= FIRST_GRADUATION_YEAR && year <= lastGraduationYear(now);
};

/** One date that cannot be right, at its form path. */
export interface DateProblem {
  step: 2 | 3;
  field: string;
  label: string;
  message: string;
}

/** 'YYYY-MM' or 'YYYY-MM-DD' as a comparable 'YYYY-MM-DD'; null when empty or not a date. */
const comparable = (value: string | undefined) => {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value?.trim() ?? '');
  return match ? `${match[1]}-${match[2]}-${match[3] ?? '01'}` : null;
};

/**
 * Dates that contradict themselves: an end date before its start date, a graduation year
 * outside 1950 to this year + 10 (or not a year at all). Empty fields are not problems here
 * (they are missing, which `missingFields` reports).
 */
export function dateProblems(resume: Resume, now: Date = new Date()): DateProblem[] {
  const problems: DateProblem[] = [];
  resume.experience.forEach((job, index) => {
    const start = comparable(job.startDate);
    const end = comparable(job.endDate);
    if (start && end && end < start)
      problems.push({
        step: 2,
        field: `experience.${index}.endDate`,
        label: `Position ${index + 1}: End Date`,
        message: END_BEFORE_START,
      });
  });
  resume.education.forEach((school, index) => {
    const text = school.graduationYear?.trim() ?? '';
    if (text === '') return;
    if (!graduationYearOk(text, now))
      problems.push({
        step: 3,
        field: `education.${index}.graduationYear`,
        label: `Education ${index + 1}: Graduation Year`,
        message: graduationYearMessage(now),
      });
  });
  return problems;
}
