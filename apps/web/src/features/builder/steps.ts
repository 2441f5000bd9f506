import type { Step } from '@shortlist/resume';

export interface StepInfo {
  step: Step;
  title: string;
  /** Short name for the step indicator. */
  short: string;
  hint: string;
}

/** The seven builder steps (spec section 2), with the hints the spec gives them. */
export const STEPS: readonly StepInfo[] = [
  {
    step: 1,
    title: 'Personal Details',
    short: 'Personal',
    hint: 'How employers reach you. Fields marked * are needed for a complete resume.',
  },
  {
    step: 2,
    title: 'Work History',
    short: 'Work',
    hint: 'Add your relevant work experience, starting with the most recent.',
  },
  {
    step: 3,
    title: 'Education',
    short: 'Education',
    hint: 'Add your educational background, starting with the most recent.',
  },
  {
    step: 4,
    title: 'Skills',
    short: 'Skills',
    hint: 'Add your key skills and expertise. Separate them with commas.',
  },
  {
    step: 5,
    title: 'Interests',
    short: 'Interests',
    hint: 'Add your hobbies and interests to create a more personal connection.',
  },
  {
    step: 6,
    title: 'Additional Sections',
    short: 'More',
    hint: 'Certifications and any other section you want on your resume. All optional.',
  },
  {
    step: 7,
    title: 'Review',
    short: 'Review',
    hint: 'Check what is still missing, then save and preview your resume.',
  },
];

export const stepInfo = (step: Step): StepInfo => STEPS[step - 1] as StepInfo;

export const LAST_STEP: Step = 7;
