import { formatDateRange } from '../rules/dates';
import type { Resume } from '../schema/resume';

/**
 * What every renderer shows, with the spec's preview rules applied once (spec section 2):
 * empty sections and entries hidden, 'Present' for an empty end date (dates in the resume's
 * language, `locale`), an additional section only when title and content are both non-empty,
 * achievements only when the first one is non-empty. PDF, DOCX, TXT and print HTML all render this.
 */
export interface ContactItem {
  kind: 'email' | 'phone' | 'location' | 'url';
  text: string;
}
export interface ExperienceView {
  position: string;
  company: string;
  dates: string;
  description: string[];
  achievements: string[];
}
export interface EducationView {
  /** Degree and field of study, e.g. 'Master of Science, Computer Science'. */
  title: string;
  school: string;
  year: string;
  /** GPA and honors, e.g. 'GPA 3.9 · Summa cum laude'. */
  details: string;
  description: string[];
}
export interface CustomSectionView {
  title: string;
  content: string[];
}
export interface ResumeView {
  name: string;
  /** The job title or headline under the name; '' when none. */
  title: string;
  contact: ContactItem[];
  summary: string[];
  experience: ExperienceView[];
  education: EducationView[];
  certifications: string[];
  skills: string[];
  interests: string[];
  customSections: CustomSectionView[];
  additionalInfo: string[];
}

/**
 * Tabs become spaces (a tab has no width in a PDF text run and would glue words together),
 * and text is put in Unicode NFC, so an accented letter typed as base plus combining mark
 * is set with the font's precomposed glyph (docs/decisions/0104).
 */
const untab = (value: string): string => value.replace(/\t/g, ' ').normalize('NFC');
const text = (value: string | undefined): string => untab(value ?? '').trim();
const items = (values: readonly string[]): string[] => values.map(text).filter(Boolean);
/** Paragraphs: one per non-blank line, inner whitespace kept as typed. */
export const paragraphs = (value: string | undefined): string[] =>
  untab(value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
const joined = (values: (string | undefined)[], separator: string): string =>
  items(values.map((v) => v ?? '')).join(separator);

export const toResumeView = (resume: Resume): ResumeView => {
  const info = resume.personalInfo;
  const contact: ContactItem[] = (
    [
      ['email', info.email],
      ['phone', info.phone],
      ['location', info.location],
      ['url', info.portfolioUrl],
    ] as const
  )
    .map(([kind, value]) => ({ kind, text: text(value) }))
    .filter((item) => item.text !== '');
  return {
    name: text(info.fullName),
    title: text(info.jobTitle),
    contact,
    summary: paragraphs(info.aboutMe),
    experience: resume.experience
      .filter((job) => text(job.position) || text(job.company) || text(job.description))
      .map((job) => ({
        position: text(job.position),
        company: text(job.company),
        dates: formatDateRange(job.startDate, job.endDate, resume.locale),
        description: paragraphs(job.description),
        achievements: text(job.achievements[0]) ? items(job.achievements) : [],
      })),
    education: resume.education
      .filter((school) => text(school.school) || text(school.degree) || text(school.fieldOfStudy))
      .map((school) => ({
        title: joined([school.degree, school.fieldOfStudy], ', '),
        school: text(school.school),
        year: text(school.graduationYear),
        details: joined([text(school.gpa) && `GPA ${text(school.gpa)}`, school.honors], ' · '),
        description: paragraphs(school.description),
      })),
    certifications: items(resume.certifications),
    skills: items(resume.skills),
    interests: items(resume.interests),
    customSections: resume.additionalSections
      .filter((section) => text(section.title) && text(section.content))
      .map((section) => ({ title: text(section.title), content: paragraphs(section.content) })),
    additionalInfo: paragraphs(info.additionalDetails),
  };
};

/** Every text of the view in one string, e.g. to choose the fonts it needs. */
export const viewText = (view: ResumeView): string => JSON.stringify(view);

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(strings)
        : [];

/** The view's values alone (no field names), one per line: what the resume says. */
export const viewValues = (view: ResumeView): string => strings(view).join('\n');
