import type { AiChange } from '@shortlist/contract';
import { AI_TEXT_LIMITS, cleanAiText } from '@shortlist/resume/rules/ai-text';
import { uniqueItems } from '@shortlist/resume/rules/skills';
import { type Resume } from '@shortlist/resume/schema/resume';
import { keepsFacts, numbersIn } from './checks.js';
import type { Enhancement } from './provider.js';

/**
 * The enhanced resume and the list of what changed, field by field. A field whose new text
 * drops or adds a number, or drops a name, keeps the user's text (no change is proposed).
 */
export function applyEnhancement(
  resume: Resume,
  e: Enhancement,
): { resume: Resume; changes: AiChange[] } {
  const changes: AiChange[] = [];
  const text = (field: string, before: string, proposed: string | undefined, limit: number) => {
    const after = proposed === undefined ? before : cleanAiText(proposed, limit);
    const allowed = before.trim() === '' ? after.trim() === '' : keepsFacts(before, after);
    if (!allowed || after === before) return before;
    changes.push({ field, before, after });
    return after;
  };
  const experience = resume.experience.map((job, i) => {
    const description = text(
      `experience.${i}.description`,
      job.description,
      e.experience[i],
      AI_TEXT_LIMITS.jobDescription,
    );
    const achievements = job.achievements.map((a, j) =>
      text(
        `experience.${i}.achievements.${j}`,
        a,
        e.achievements?.[i]?.[j],
        AI_TEXT_LIMITS.achievement,
      ),
    );
    return { ...job, description, achievements };
  });
  const education = resume.education.map((entry, i) => ({
    ...entry,
    description: text(
      `education.${i}.description`,
      entry.description,
      e.education[i],
      AI_TEXT_LIMITS.education,
    ),
  }));
  const list = (name: string, before: string[], after: string[]) => {
    const clean = uniqueItems(after).slice(0, 50);
    if (clean.join('\n') === before.join('\n')) return before;
    changes.push({ field: name, before: before.join(', '), after: clean.join(', ') });
    return clean;
  };
  const skills = list('skills', resume.skills, e.skills);
  const interests = list('interests', resume.interests, e.interests);
  const certifications = list('certifications', resume.certifications, e.certifications);
  const aboutMe = aboutMeOf(resume, e.aboutMe, changes);
  return {
    resume: {
      ...resume,
      personalInfo: { ...resume.personalInfo, aboutMe },
      experience,
      education,
      skills,
      interests,
      certifications,
    },
    changes,
  };
}

/**
 * The about-me: the user's own, corrected (its facts kept); or, when there is none, a new
 * one starting 'I am' that has no figure the resume does not have.
 */
function aboutMeOf(resume: Resume, proposed: string, changes: AiChange[]): string {
  const before = resume.personalInfo.aboutMe ?? '';
  const after = cleanAiText(proposed, AI_TEXT_LIMITS.aboutMe);
  const known = numbersIn(JSON.stringify(resume));
  const allowed =
    before.trim() === ''
      ? /^I am\b/.test(after) && numbersIn(after).every((n) => known.includes(n))
      : keepsFacts(before, after);
  if (!allowed || after === '' || after === before) return before;
  changes.push({ field: 'personalInfo.aboutMe', before, after });
  return after;
}
