import type { Resume } from '../schema/resume';
import type { FileImportReport } from './types';

/** A text for the report: quoted, and cut to one short line. */
export const quote = (text: string): string => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return `"${chars.length > 80 ? `${chars.slice(0, 79).join('')}…` : chars.join('')}"`;
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What an import read, one line per part of the resume that has something. */
export const describeRead = (resume: Resume): string[] => {
  const info = resume.personalInfo;
  const contact = [
    info.email && 'e-mail',
    info.phone && 'phone',
    info.location && 'location',
    info.portfolioUrl && 'link',
  ].filter(Boolean);
  const jobs = resume.experience.filter((job) => job.position || job.company);
  const schools = resume.education.filter((school) => school.school || school.degree);
  return [
    info.fullName && `Name: ${info.fullName}`,
    info.jobTitle && `Job title: ${info.jobTitle}`,
    contact.length > 0 && `Contact: ${contact.join(', ')}`,
    info.aboutMe && 'Summary',
    jobs.length > 0 &&
      `Experience: ${count(jobs.length, 'position', 'positions')} (${jobs
        .map((job) => job.position || job.company)
        .join('; ')})`,
    schools.length > 0 &&
      `Education: ${count(schools.length, 'school', 'schools')} (${schools
        .map((school) => school.school || school.degree)
        .join('; ')})`,
    resume.skills.length > 0 && `Skills: ${resume.skills.length}`,
    resume.certifications.length > 0 && `Certifications: ${resume.certifications.length}`,
    resume.interests.length > 0 && `Interests: ${resume.interests.length}`,
    resume.additionalSections.length > 0 &&
      `Other sections: ${resume.additionalSections.map((section) => section.title).join(', ')}`,
    info.additionalDetails && 'Additional information',
  ].filter((line): line is string => Boolean(line));
};

/** The report as the CLI prints it (and the builder shows it): what was read, then what was left out. */
export const reportLines = (report: FileImportReport): string[] => [
  'Read:',
  ...report.read.map((line) => `  - ${line}`),
  ...(report.leftOut.length
    ? ['Left out:', ...report.leftOut.map((line) => `  - ${line}`)]
    : ['Left out: nothing']),
];
