import {
  AI_MAX_SUGGESTIONS,
  AI_TEXT_LIMITS,
  cleanAiText,
  cleanAiTexts,
  withoutPresent,
} from '@shortlist/resume/rules/ai-text';
import { isCurrentJob } from '@shortlist/resume/rules/dates';
import { uniqueItems } from '@shortlist/resume/rules/skills';
import { type Resume } from '@shortlist/resume/schema/resume';
import { CERTIFICATIONS_BY_OCCUPATION } from './data/certifications-by-occupation.js';
import { GENERAL_INTERESTS } from './data/language.js';
import { type Occupation } from './data/occupations.js';
import { fitOf, fitOfPosition, type Fit } from './fit.js';
import { type TaxonomyOccupation } from './taxonomy.js';
import { article, listing, type Tense } from './language.js';
import { actionLed, corrected, rewrites, skillAsAchievement } from './writing.js';
import type {
  AchievementInput,
  AiProvider,
  DescriptionInput,
  EducationInput,
  Enhancement,
} from '../provider.js';

const isCurated = (o: Occupation | TaxonomyOccupation): o is Occupation => 'keywords' in o;

/** Skills of the fitting occupations, the best-fitting occupation's first. */
const skillsOf = (fit: Fit) => fit.order.flatMap((o) => o.skills);

const certificationsOf = (fit: Fit) =>
  fit.order.flatMap((o) =>
    isCurated(o) ? o.certifications : (CERTIFICATIONS_BY_OCCUPATION[o.title] ?? []),
  );

/** Achievement patterns of the fitting occupations; none of them has a figure in it. */
const achievementsOf = (fit: Fit) =>
  fit.order.flatMap((o) =>
    isCurated(o)
      ? o.achievements
      : o.practices.map(skillAsAchievement).filter((a): a is string => a !== undefined),
  );

/** A certification the resume already names (its text contains it, or it contains the text). */
const alreadyCertified = (certifications: readonly string[]) => {
  const have = certifications.map((c) => c.trim().toLowerCase()).filter(Boolean);
  return (name: string) => {
    const lower = name.toLowerCase();
    return have.some((c) => c.includes(lower) || lower.includes(c));
  };
};

const tenseOf = (endDate: string | undefined, now: Date): Tense =>
  isCurrentJob(endDate, now) ? 'present' : 'past';

const same = (a: string, b: string) =>
  a.trim().replace(/[.!]$/, '').toLowerCase() === b.trim().replace(/[.!]$/, '').toLowerCase();

/**
 * The offline engine: corrections by a real grammar checker (Harper) and verb tables
 * (compromise), suggestions from the curated occupations and the ESCO taxonomy, matched to
 * the resume's job title and positions. Rewrites keep the user's words, numbers and names;
 * nothing is made up, and where a figure would help the text says '[number]'.
 */
export function offlineEngine(now: () => Date = () => new Date()): AiProvider {
  return {
    engine: 'offline',
    model: null,

    async achievement({ text, position, existing = [] }: AchievementInput) {
      const own = text.trim()
        ? await rewrites(text, 'past')
        : achievementsOf(fitOfPosition(position ?? ''));
      const fresh = own.filter((a) => !existing.some((e) => same(e, a)));
      return cleanAiTexts(fresh, AI_TEXT_LIMITS.achievement, 3);
    },

    async description({ endDate, description }: DescriptionInput) {
      const texts = await rewrites(description, tenseOf(endDate, now()));
      return cleanAiTexts(texts, AI_TEXT_LIMITS.jobDescription, 3);
    },

    async education({ degree, fieldOfStudy, school, description }: EducationInput) {
      const fit = fitOfPosition(fieldOfStudy, degree);
      const topics = uniqueItems(skillsOf(fit));
      const subject = fieldOfStudy || degree;
      const programme = degree && fieldOfStudy ? `${degree} in ${fieldOfStudy}` : subject;
      const at = school ? ` at ${school}` : '';
      const own = description?.trim() ? ` ${await corrected(description)}` : '';
      const some = (from: number) => listing(topics.slice(from, from + 3));
      const texts =
        topics.length >= 3
          ? [
              `I learned ${some(0)} while earning my ${programme}${at}.${own}`,
              `I learned the foundations of ${subject}, including ${some(3) || some(0)}, during my ${programme}${at}.${own}`,
              `I learned to apply ${subject} in practice, building skills in ${some(6) || some(0)} through my ${programme}${at}.${own}`,
            ]
          : [
              `I learned the foundations of ${subject} while earning my ${programme}${at}.${own}`,
              `I learned to apply ${subject} in practice through my ${programme}${at}.${own}`,
              `I learned ${subject} in depth during my ${programme}${at}.${own}`,
            ];
      return cleanAiTexts(texts, AI_TEXT_LIMITS.education, 3);
    },

    async skills(resume: Resume) {
      return withoutPresent(uniqueItems(skillsOf(fitOf(resume))), resume.skills).slice(
        0,
        AI_MAX_SUGGESTIONS,
      );
    },

    async interests(resume: Resume) {
      const fit = fitOf(resume);
      const own = fit.curated.flatMap((o) => o.interests);
      return withoutPresent(uniqueItems([...own, ...GENERAL_INTERESTS]), resume.interests).slice(
        0,
        AI_MAX_SUGGESTIONS,
      );
    },

    async certifications(resume: Resume) {
      const present = alreadyCertified(resume.certifications);
      return uniqueItems(certificationsOf(fitOf(resume)))
        .filter((name) => !present(name))
        .slice(0, 8)
        .map((name) => cleanAiText(name, AI_TEXT_LIMITS.certification));
    },

    async enhance(resume: Resume): Promise<Enhancement> {
      const at = now();
      const improve = async (text: string, tense: Tense, limit: number) =>
        text.trim() ? cleanAiText(actionLed(await corrected(text), tense), limit) : text;
      const experience = await Promise.all(
        resume.experience.map((job) =>
          improve(job.description, tenseOf(job.endDate, at), AI_TEXT_LIMITS.jobDescription),
        ),
      );
      const achievements = await Promise.all(
        resume.experience.map((job) =>
          Promise.all(job.achievements.map((a) => improve(a, 'past', AI_TEXT_LIMITS.achievement))),
        ),
      );
      const education = await Promise.all(
        resume.education.map(async (e) =>
          e.description.trim()
            ? cleanAiText(await corrected(e.description), AI_TEXT_LIMITS.education)
            : e.description,
        ),
      );
      return {
        experience,
        achievements,
        education,
        skills: uniqueItems(resume.skills),
        interests: uniqueItems(resume.interests),
        certifications: uniqueItems(resume.certifications),
        aboutMe: await aboutMe(resume),
      };
    },
  };
}

/**
 * The about-me corrected as written; when there is none, one made only of the resume's own
 * facts: 'I am a Registered Nurse at City Hospital, skilled in Triage and Wound Care.'
 */
async function aboutMe(resume: Resume): Promise<string> {
  const own = (resume.personalInfo.aboutMe ?? '').trim();
  if (own) return cleanAiText(await corrected(own), AI_TEXT_LIMITS.aboutMe);
  const job = resume.experience.find((j) => j.position.trim() !== '');
  const title = resume.personalInfo.jobTitle?.trim() || job?.position.trim() || '';
  if (!title) return own;
  const skills = uniqueItems(resume.skills).slice(0, 3);
  const current = job && isCurrentJob(job.endDate);
  const where = job?.company ? ` ${current ? 'at' : 'with experience at'} ${job.company}` : '';
  const skilled = skills.length > 0 ? `, skilled in ${listing(skills)}` : '';
  return cleanAiText(`I am ${article(title)} ${title}${where}${skilled}.`, AI_TEXT_LIMITS.aboutMe);
}
