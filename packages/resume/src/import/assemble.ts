import { emptyResume } from '../schema/empty';
import type { Resume, ResumeLocale } from '../schema/resume';
import { uniqueItems } from '../rules/skills';
import { toEntries } from './entries';
import { bodyStyle } from './sections';
import { fitResume } from './fit';
import { readHeader } from './header';
import { headingLocales } from './headings';
import { toJob, toSchool } from './jobs';
import { lineItems, listItems } from './lists';
import { describeRead, quote } from './report';
import type { Block, FileImportReport, Section } from './types';

const text = (blocks: Block[]) => blocks.map((block) => block.text).join('\n');

/** The resume's language, when most of its headings are ours in one language other than English. */
const localeOf = (sections: Section[]): ResumeLocale | undefined => {
  const votes = new Map<ResumeLocale, number>();
  for (const section of sections)
    for (const locale of headingLocales(section.title))
      votes.set(locale, (votes.get(locale) ?? 0) + 1);
  const [best] = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  if (!best || best[0] === 'en' || (votes.get('en') ?? 0) >= best[1] || best[1] < 2)
    return undefined;
  return best[0];
};

/**
 * Sections → our resume, and the report of what was read and what was left out. Headings we
 * have no field for (Languages, Projects, Conférences, …) become additional sections under
 * their own title; nothing is dropped without a line in the report.
 */
export const sectionsToResume = (
  sections: Section[],
): { resume: Resume; report: FileImportReport } => {
  const leftOut: string[] = [];
  const resume: Resume = { ...emptyResume(), experience: [], education: [] };
  const body = bodyStyle(sections.flatMap((section) => section.blocks.flatMap((b) => b.lines)));
  const of = (kind: Section['kind']) => sections.filter((section) => section.kind === kind);
  const header = readHeader(
    of('header').flatMap((section) => section.blocks),
    of('contact').flatMap((section) => section.blocks),
  );
  resume.personalInfo = {
    fullName: header.fullName,
    jobTitle: header.jobTitle || undefined,
    email: header.email,
    phone: header.phone,
    location: header.location,
    portfolioUrl: header.portfolioUrl,
    aboutMe: [...header.about, ...of('summary').map((section) => text(section.blocks))]
      .filter(Boolean)
      .join('\n'),
    additionalDetails: of('additionalInfo')
      .map((section) => text(section.blocks))
      .join('\n'),
  };
  for (const value of header.leftOut) leftOut.push(`${quote(value)} at the top`);
  for (const section of sections) {
    switch (section.kind) {
      case 'header':
      case 'contact':
      case 'summary':
      case 'additionalInfo':
        break;
      case 'experience':
      case 'education': {
        const jobs = section.kind === 'experience';
        const { entries, before } = toEntries(section.blocks, { single: !jobs, body });
        for (const block of before)
          leftOut.push(
            `${quote(block.text)} in ${section.title} (before the first ${jobs ? 'dated position' : 'school'})`,
          );
        for (const entry of entries)
          if (jobs) resume.experience.push(toJob(entry, leftOut));
          else resume.education.push(toSchool(entry, leftOut));
        break;
      }
      case 'skills':
        resume.skills.push(...listItems(section.blocks, leftOut, section.title));
        break;
      case 'interests':
        resume.interests.push(...listItems(section.blocks, leftOut, section.title));
        break;
      case 'certifications':
        resume.certifications.push(...lineItems(section.blocks));
        break;
      default:
        if (section.blocks.length)
          resume.additionalSections.push({ title: section.title, content: text(section.blocks) });
        else leftOut.push(`The heading ${quote(section.title)} with nothing under it`);
    }
  }
  resume.skills = uniqueItems(resume.skills);
  resume.interests = uniqueItems(resume.interests);
  const locale = localeOf(sections);
  if (locale) resume.locale = locale;
  const fitted = fitResume(resume, leftOut);
  return { resume: fitted, report: { read: describeRead(fitted), leftOut } };
};
