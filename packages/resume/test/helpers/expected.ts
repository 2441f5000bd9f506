import type { Resume } from '../../src/schema/resume';
import type { ResumeView } from '../../src/view/resume-view';
import {
  SECTION_TITLES,
  hasSection,
  type SectionKey,
  type SectionTitles,
} from '../../src/view/sections';

/** Heading and values of one section, in the order a reader meets them. */
const sectionValues = (view: ResumeView, key: SectionKey, titles: SectionTitles): string[] => {
  if (!hasSection(view, key)) return [];
  switch (key) {
    case 'summary':
      return [titles.summary, ...view.summary];
    case 'experience':
      return [
        titles.experience,
        ...view.experience.flatMap((job) => [
          job.position,
          job.company,
          ...job.description,
          ...job.achievements,
        ]),
      ];
    case 'education':
      return [
        titles.education,
        ...view.education.flatMap((school) => [
          school.title,
          school.school,
          school.details,
          ...school.description,
        ]),
      ];
    case 'custom':
      return view.customSections.flatMap((section) => [section.title, ...section.content]);
    default:
      return [titles[key], ...view[key]];
  }
};

/** Expected text of each flow (column) of a template, in reading order. */
export const expectedFlows = (
  view: ResumeView,
  flows: readonly (readonly SectionKey[])[],
  titles: SectionTitles = SECTION_TITLES,
): string[][] =>
  flows.map((keys) =>
    keys.flatMap((key) => sectionValues(view, key, titles)).filter((value) => value !== ''),
  );

/** Values whose position depends on the layout (dates beside titles, contact details). */
export const expectedAnywhere = (view: ResumeView): string[] => [
  view.name,
  ...view.contact.map((item) => item.text),
  ...view.experience.map((job) => job.dates),
  ...view.education.map((school) => school.year),
];

/**
 * Every value a reader must find, taken from the raw resume (not from the view, so a view
 * bug cannot hide itself): all non-empty fields except what the spec's preview rules hide.
 */
export const visibleRawValues = (resume: Resume): string[] => {
  const info = resume.personalInfo;
  const lines = (value: string | undefined) => (value ?? '').split('\n');
  const values = [
    info.fullName,
    info.email,
    info.phone,
    info.location,
    info.portfolioUrl,
    ...lines(info.aboutMe),
    ...lines(info.additionalDetails),
    ...resume.experience.flatMap((job) => [
      job.company,
      job.position,
      ...lines(job.description),
      ...(job.achievements[0]?.trim() ? job.achievements : []),
    ]),
    ...resume.education.flatMap((school) => [
      school.school,
      school.degree,
      school.fieldOfStudy,
      school.graduationYear,
      school.gpa,
      school.honors,
      ...lines(school.description),
    ]),
    ...resume.skills,
    ...resume.interests,
    ...resume.certifications,
    ...resume.additionalSections
      .filter((s) => s.title.trim() && s.content.trim())
      .flatMap((s) => [s.title, ...lines(s.content)]),
  ];
  return values.map((value) => value?.trim() ?? '').filter(Boolean);
};
