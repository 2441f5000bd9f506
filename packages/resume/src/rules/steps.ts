import { missingFields, type Step } from '../schema/complete';
import type { Resume } from '../schema/resume';

const filled = (value: string | undefined): boolean => !!value && value.trim() !== '';

/**
 * The step the builder jumps to when it loads a draft (spec section 4): 1 if name or
 * email is missing, 2 if no experience, 3 if no education, 4 if no skills, 5 if no
 * interests, otherwise 7 (review).
 */
export const firstIncompleteStep = (resume: Resume): Step => {
  const info = resume.personalInfo;
  if (!filled(info.fullName) || !filled(info.email)) return 1;
  if (!resume.experience.some((job) => filled(job.company) || filled(job.position))) return 2;
  if (!resume.education.some((school) => filled(school.school) || filled(school.degree))) return 3;
  if (!resume.skills.some(filled)) return 4;
  if (!resume.interests.some(filled)) return 5;
  return 7;
};

const TOTAL_STEPS = 7;

/**
 * How many of the seven builder steps are complete: a content step (1 to 5) when none of
 * its required fields is missing; the optional step 6 and the review step 7 once 1 to 5
 * are all complete.
 */
export const completedSteps = (resume: Resume): number => {
  const open = new Set(missingFields(resume).map((field) => field.step));
  const done = ([1, 2, 3, 4, 5] as const).filter((step) => !open.has(step)).length;
  return done === 5 ? TOTAL_STEPS : done;
};

/** Whole-number progress from 0 to 100 of `completed` steps (`completedSteps`). */
export const progressOfSteps = (completed: number): number =>
  Math.round((completed / TOTAL_STEPS) * 100);

/** Whole-number progress from 0 to 100 (the admin list shows a check at 100). */
export const progressPercentage = (resume: Resume): number =>
  progressOfSteps(completedSteps(resume));
