import { dateProblems } from '../rules/date-checks';
import type { Education, Experience, Resume } from './resume';

/** Builder steps (spec section 2): 1 Personal Details ... 7 Review. */
export type Step = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One required field the review step should point at. `field` is a dotted form path. */
export interface MissingField {
  step: Step;
  field: string;
  label: string;
  reason: 'missing' | 'invalid';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (value: string | undefined): boolean => !value || value.trim() === '';

const EXPERIENCE_FIELDS: [keyof Experience, string][] = [
  ['company', 'Company'],
  ['position', 'Position'],
  ['startDate', 'Start Date'],
  ['description', 'Description'],
];
const EDUCATION_FIELDS: [keyof Education, string][] = [
  ['school', 'School'],
  ['degree', 'Degree'],
  ['fieldOfStudy', 'Field of Study'],
  ['graduationYear', 'Graduation Year'],
  ['description', 'Description'],
];

const cardFields = <T extends Experience | Education>(
  step: Step,
  key: 'experience' | 'education',
  cardLabel: string,
  cards: T[],
  fields: [keyof T, string][],
): MissingField[] =>
  cards.flatMap((card, index) =>
    fields
      .filter(([name]) => blank(card[name] as string | undefined))
      .map(([name, label]) => ({
        step,
        field: `${key}.${index}.${String(name)}`,
        label: `${cardLabel} ${index + 1}: ${label}`,
        reason: 'missing' as const,
      })),
  );

/**
 * Required fields (spec sections 2 and 5) that are still empty, in builder order.
 * An empty list means the resume is complete. The builder never blocks on this; the
 * review step shows it.
 */
export const missingFields = (resume: Resume): MissingField[] => {
  const info = resume.personalInfo;
  const missing: MissingField[] = [];
  const personal: [keyof typeof info, string][] = [
    ['fullName', 'Full Name'],
    ['email', 'Email Address'],
    ['phone', 'Phone Number'],
    ['location', 'Location'],
  ];
  for (const [name, label] of personal) {
    if (blank(info[name]))
      missing.push({ step: 1, field: `personalInfo.${name}`, label, reason: 'missing' });
  }
  if (!blank(info.email) && !EMAIL.test(info.email)) {
    missing.push({
      step: 1,
      field: 'personalInfo.email',
      label: 'Email Address',
      reason: 'invalid',
    });
  }
  if (resume.experience.length === 0) {
    missing.push({ step: 2, field: 'experience', label: 'Work History', reason: 'missing' });
  }
  missing.push(...cardFields(2, 'experience', 'Position', resume.experience, EXPERIENCE_FIELDS));
  if (resume.education.length === 0) {
    missing.push({ step: 3, field: 'education', label: 'Education', reason: 'missing' });
  }
  missing.push(...cardFields(3, 'education', 'Education', resume.education, EDUCATION_FIELDS));
  // Contradictory dates make their step incomplete too (issue 10).
  for (const problem of dateProblems(resume)) {
    missing.push({
      step: problem.step,
      field: problem.field,
      label: problem.label,
      reason: 'invalid',
    });
  }
  if (!resume.skills.some((skill) => !blank(skill))) {
    missing.push({ step: 4, field: 'skills', label: 'At least one skill', reason: 'missing' });
  }
  if (!resume.interests.some((interest) => !blank(interest))) {
    missing.push({
      step: 5,
      field: 'interests',
      label: 'At least one interest',
      reason: 'missing',
    });
  }
  return missing.sort((a, b) => a.step - b.step);
};
