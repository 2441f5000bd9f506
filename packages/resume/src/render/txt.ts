import { parseResume, type ResumeInput } from '../schema/resume';
import { toResumeView, type ResumeView } from '../view/resume-view';
import { orderedFlow, outlineTitles } from '../view/outline';
import { SECTION_ORDER, hasSection, type SectionKey } from '../view/sections';

const block = (title: string, lines: string[]): string =>
  [title, '='.repeat([...title].length), ...lines].join('\n');

const sectionLines = (view: ResumeView, key: Exclude<SectionKey, 'custom'>): string[] => {
  switch (key) {
    case 'summary':
      return view.summary;
    case 'experience':
      return view.experience.flatMap((job, index) => [
        ...(index > 0 ? [''] : []),
        [job.position, job.company].filter(Boolean).join(' — '),
        job.dates,
        ...job.description,
        ...job.achievements.map((item) => `  • ${item}`),
      ]);
    case 'education':
      return view.education.flatMap((school, index) => [
        ...(index > 0 ? [''] : []),
        [school.title, school.school].filter(Boolean).join(' — '),
        ...[school.year, school.details].filter(Boolean),
        ...school.description,
      ]);
    case 'certifications':
      return view.certifications.map((item) => `  • ${item}`);
    case 'skills':
    case 'interests':
      return [view[key].join(', ')];
    case 'additionalInfo':
      return view.additionalInfo;
  }
};

/** The resume as clean plain text: name, contact line, then each section under an underlined heading. */
export const renderTxt = (resume: ResumeInput): string => {
  const parsed = parseResume(resume);
  const view = toResumeView(parsed);
  const titles = outlineTitles(parsed);
  const blocks = orderedFlow(SECTION_ORDER, parsed)
    .filter((key) => hasSection(view, key))
    .flatMap((key) =>
      key === 'custom'
        ? view.customSections.map((section) => block(section.title, section.content))
        : [block(titles[key], sectionLines(view, key))],
    );
  const head = [view.name, view.title, view.contact.map((item) => item.text).join(' | ')]
    .filter(Boolean)
    .join('\n');
  return `${[head, ...blocks].filter(Boolean).join('\n\n')}\n`;
};
