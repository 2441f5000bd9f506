import type { ResumeView } from './resume-view';

/** Section headings, in the order of spec section 9 (certifications as in the spec's preview). */
export const SECTION_TITLES = {
  summary: 'Professional Summary',
  experience: 'Professional Experience',
  education: 'Education',
  certifications: 'Certifications',
  skills: 'Skills',
  interests: 'Interests',
  additionalInfo: 'Additional Information',
} as const;

/** A heading for every fixed section, in one language. */
export type SectionTitles = Record<keyof typeof SECTION_TITLES, string>;

/** The section headings for a resume's language (English when unset). */
export const sectionTitles = (_locale?: string): SectionTitles => SECTION_TITLES;

export type SectionKey = keyof typeof SECTION_TITLES | 'custom';

export const SECTION_ORDER: readonly SectionKey[] = [
  'summary',
  'experience',
  'education',
  'certifications',
  'skills',
  'interests',
  'custom',
  'additionalInfo',
];

/** Whether a section has anything to show (empty sections are hidden). */
export const hasSection = (view: ResumeView, key: SectionKey): boolean => {
  switch (key) {
    case 'summary':
      return view.summary.length > 0;
    case 'custom':
      return view.customSections.length > 0;
    default:
      return view[key].length > 0;
  }
};
