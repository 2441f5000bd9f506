import { isCurrentJob } from '../rules/dates';
import type { Resume } from '../schema/resume';
import { matchResume } from './match';
import type { LexiconTerm } from './lexicon';

export type LetterJob = { company: string; role: string; jobDescription: string };

/** 'a', 'a and b', 'a, b and c'. */
const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** A sentence of the user's own text, closed with a full stop, first letter kept as typed. */
const sentence = (text: string) => {
  const t = text.trim().replace(/\s+/g, ' ');
  return t === '' ? '' : /[.!?]$/.test(t) ? t : `${t}.`;
};
const firstSentence = (text: string) => sentence(text.split(/(?<=[.!?])\s+|\n/)[0] ?? '');

/**
 * A first draft of a cover letter for a job, from the resume's own facts only: the latest
 * positions and what the user wrote about them (quoted, never rephrased into new claims),
 * the posting's terms the resume really names, the degree and credentials it lists. Nothing
 * the resume lacks is claimed; the user edits the draft before using it.
 */
export function draftCoverLetter(
  resume: Resume,
  job: LetterJob,
  extra: readonly LexiconTerm[] = [],
): string {
  const role = job.role.trim() || 'this';
  const company = job.company.trim() || 'your company';
  const name = resume.personalInfo.fullName.trim();
  const jobs = resume.experience.filter((e) => e.position.trim() !== '');
  const paragraphs: string[] = [];

  const opening = [`I am writing to apply for the ${role} position at ${company}.`];
  const latest = jobs[0];
  if (latest) {
    const at = latest.company.trim() ? ` at ${latest.company.trim()}` : '';
    opening.push(
      isCurrentJob(latest.endDate)
        ? `I currently work as ${latest.position.trim()}${at}.`
        : `Most recently I worked as ${latest.position.trim()}${at}.`,
    );
  } else if (resume.personalInfo.jobTitle?.trim()) {
    opening.push(`I am a ${resume.personalInfo.jobTitle.trim()}.`);
  }
  paragraphs.push(opening.join(' '));

  const shown = jobs
    .slice(0, 2)
    .map((e) => {
      const said =
        sentence(e.achievements.find((a) => a.trim() !== '') ?? '') || firstSentence(e.description);
      if (!said) return '';
      const where = e.company.trim()
        ? `As ${e.position.trim()} at ${e.company.trim()}`
        : `As ${e.position.trim()}`;
      return `${where}: ${said}`;
    })
    .filter(Boolean);
  if (shown.length > 0) paragraphs.push(shown.join(' '));

  if (job.jobDescription.trim().length > 0) {
    const found = matchResume(resume, job.jobDescription, extra)
      .terms.filter((t) => t.found && t.kind !== 'title')
      .map((t) => t.term)
      .slice(0, 6);
    if (found.length > 0)
      paragraphs.push(`The role asks for ${listed(found)}, all of which my resume shows.`);
  }

  const school = resume.education.find((e) => e.degree.trim() || e.fieldOfStudy.trim());
  const creds = resume.certifications.filter((c) => c.trim() !== '').slice(0, 3);
  const background: string[] = [];
  if (school) {
    const degree = [school.degree.trim(), school.fieldOfStudy.trim()].filter(Boolean).join(' in ');
    background.push(
      `I hold a ${degree}${school.school.trim() ? ` from ${school.school.trim()}` : ''}.`,
    );
  }
  if (creds.length > 0) background.push(`I also hold ${listed(creds)}.`);
  if (background.length > 0) paragraphs.push(background.join(' '));

  paragraphs.push(
    `I would welcome the chance to discuss how I can contribute to ${company}. Thank you for your time and consideration.`,
  );
  return ['Dear Hiring Manager,', ...paragraphs, name ? `Sincerely,\n${name}` : 'Sincerely,'].join(
    '\n\n',
  );
}
