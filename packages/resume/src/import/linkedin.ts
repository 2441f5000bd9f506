import { emptyResume } from '../schema/empty';
import type { Education, Experience, Resume } from '../schema/resume';
import { uniqueItems } from '../rules/skills';
import { stripBullet } from './bullets';
import { csvRecords } from './csv';
import { parseDate, yearOf } from './dates';
import { fitResume } from './fit';
import { describeRead, quote } from './report';
import type { FileImportReport } from './types';

/** The files of a LinkedIn data export that hold a resume; every other file is ignored. */
export const LINKEDIN_FILES = [
  'Profile.csv',
  'Positions.csv',
  'Education.csv',
  'Skills.csv',
  'Certifications.csv',
] as const;
export type LinkedInFile = (typeof LINKEDIN_FILES)[number];

/** LinkedIn dates: 'Mar 2021', '2021', 'Mar 1, 2021' (certifications) → '2021-03'. */
export const linkedInDate = (text: string | undefined): string => {
  const value = (text ?? '').trim();
  const withDay = /^(\p{L}+)\s+\d{1,2},\s+(\d{4})$/u.exec(value);
  return parseDate(withDay ? `${withDay[1]} ${withDay[2]}` : value);
};

/** 'https://a.example, [PORTFOLIO:https://b.example]' → the first web address. */
const firstWebsite = (text: string | undefined) =>
  /https?:\/\/[^\s,\]]+/.exec(text ?? '')?.[0] ?? '';

/** A position's description: lines that start with a bullet are its bullet points. */
const splitDescription = (text: string) => {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const bullets = lines.map(stripBullet);
  return {
    description: bullets
      .filter((line) => !line.bullet)
      .map((line) => line.text)
      .join('\n'),
    achievements: bullets.filter((line) => line.bullet).map((line) => line.text),
  };
};

const IGNORED_PROFILE = [
  'Maiden Name',
  'Address',
  'Birth Date',
  'Twitter Handles',
  'Instant Messengers',
];

/**
 * A LinkedIn data export's CSV files → our resume, field by field: Profile (name, headline,
 * summary, location, first website), Positions (company, title, description with its bullet
 * lines, dates), Education (school, degree, end year, notes and activities), Skills,
 * Certifications (name and authority). What has no place is listed in the report.
 */
export const linkedInToResume = (
  files: Partial<Record<LinkedInFile, string>>,
): { resume: Resume; report: FileImportReport } => {
  const leftOut: string[] = [];
  const resume: Resume = { ...emptyResume(), experience: [], education: [] };
  const [profile] = csvRecords(files['Profile.csv'] ?? '');
  if (profile) {
    resume.personalInfo = {
      ...resume.personalInfo,
      fullName: [profile['First Name'], profile['Last Name']].filter(Boolean).join(' '),
      jobTitle: profile.Headline || undefined,
      aboutMe: profile.Summary ?? '',
      location: profile['Geo Location'] ?? '',
      portfolioUrl: firstWebsite(profile.Websites),
    };
    for (const key of IGNORED_PROFILE)
      if (profile[key]) leftOut.push(`Profile: ${key} ${quote(profile[key])}`);
    if (profile.Industry) leftOut.push(`Profile: Industry ${quote(profile.Industry)}`);
  }
  for (const row of csvRecords(files['Positions.csv'] ?? '')) {
    const { description, achievements } = splitDescription(row.Description ?? '');
    const job: Experience = {
      company: row['Company Name'] ?? '',
      position: row.Title ?? '',
      startDate: linkedInDate(row['Started On']),
      endDate: linkedInDate(row['Finished On']),
      description,
      achievements: achievements.length ? achievements : [''],
    };
    resume.experience.push(job);
    if (row.Location)
      leftOut.push(`Position ${quote(job.position)}: location ${quote(row.Location)}`);
  }
  for (const row of csvRecords(files['Education.csv'] ?? '')) {
    const school: Education = {
      school: row['School Name'] ?? '',
      degree: row['Degree Name'] ?? '',
      fieldOfStudy: '',
      graduationYear: yearOf(row['End Date'] ?? ''),
      description: [row.Notes, row.Activities && `Activities: ${row.Activities}`]
        .filter(Boolean)
        .join('\n'),
      gpa: '',
      honors: '',
    };
    resume.education.push(school);
    if (row['Start Date'])
      leftOut.push(`School ${quote(school.school)}: start date ${quote(row['Start Date'])}`);
  }
  resume.skills = uniqueItems(csvRecords(files['Skills.csv'] ?? '').map((row) => row.Name ?? ''));
  for (const row of csvRecords(files['Certifications.csv'] ?? '')) {
    const name = [row.Name, row.Authority].filter(Boolean).join(' – ');
    if (name) resume.certifications.push(name);
    const rest = [
      row.Url && `link ${row.Url}`,
      row['License Number'] && `licence number ${row['License Number']}`,
      row['Started On'] && `from ${row['Started On']}`,
      row['Finished On'] && `until ${row['Finished On']}`,
    ].filter(Boolean);
    if (rest.length) leftOut.push(`Certification ${quote(row.Name ?? '')}: ${rest.join(', ')}`);
  }
  const fitted = fitResume(resume, leftOut);
  return { resume: fitted, report: { read: describeRead(fitted), leftOut } };
};
