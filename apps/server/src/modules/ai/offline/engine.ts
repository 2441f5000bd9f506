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
import { GENERAL_INTERESTS } from './data/language.js';
import {
  GENERAL_ACHIEVEMENTS,
  GENERAL_CERTIFICATIONS,
  GENERAL_SKILLS,
  OCCUPATIONS,
  type Occupation,
} from './data/occupations.js';
import {
  article,
  listing,
  lowerFirst,
  sentences,
  startsWithVerb,
  strengthen,
  type Tense,
} from './language.js';
import type {
  AchievementInput,
  AiProvider,
  DescriptionInput,
  EducationInput,
  Enhancement,
} from '../provider.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEYWORD_PATTERNS = new Map<string, RegExp>();
const keywordPattern = (keyword: string) => {
  let pattern = KEYWORD_PATTERNS.get(keyword);
  if (!pattern) {
    pattern = new RegExp(`(^|[^a-z0-9+#])${escape(keyword)}($|[^a-z0-9+#])`, 'i');
    KEYWORD_PATTERNS.set(keyword, pattern);
  }
  return pattern;
};

type Source = { text: string; weight: number };

/**
 * Occupations named by the sources, best first. A keyword counts by its length in words
 * (a 'registered nurse' beats a 'nurse' elsewhere), times the weight of the source.
 */
export function rankOccupations(sources: readonly Source[]): Occupation[] {
  const scores = new Map<Occupation, number>();
  for (const { text, weight } of sources) {
    if (text.trim() === '') continue;
    for (const occupation of OCCUPATIONS) {
      let best = 0;
      for (const keyword of occupation.keywords) {
        if (keywordPattern(keyword).test(text)) best = Math.max(best, keyword.split(' ').length);
      }
      if (best > 0) scores.set(occupation, (scores.get(occupation) ?? 0) + best * weight);
    }
  }
  return [...scores]
    .sort((a, b) => b[1] - a[1] || OCCUPATIONS.indexOf(a[0]) - OCCUPATIONS.indexOf(b[0]))
    .map(([occupation]) => occupation);
}

/** The resume's positions (the latest counts most), degrees and skills, as match sources. */
function resumeSources(resume: Resume): Source[] {
  return [
    ...resume.experience.map((job, i) => ({ text: job.position, weight: i === 0 ? 6 : 4 })),
    ...resume.education.flatMap((e) => [
      { text: e.degree, weight: 2 },
      { text: e.fieldOfStudy, weight: 3 },
    ]),
    ...resume.skills.map((skill) => ({ text: skill, weight: 1 })),
    ...resume.certifications.map((c) => ({ text: c, weight: 1 })),
  ];
}

/** Items from each list in turn, without repeats or the ones `present`, at most `max`. */
function pick(lists: readonly (readonly string[])[], present: readonly string[], max: number) {
  return withoutPresent(uniqueItems(lists.flat()), present).slice(0, max);
}

/** A certification the resume already names (its text contains it, or it contains the text). */
const alreadyCertified = (certifications: readonly string[]) => {
  const have = certifications.flatMap((c) => c.split(',')).map((c) => c.trim().toLowerCase());
  return (name: string) => {
    const lower = name.toLowerCase();
    return have.some((c) => c !== '' && (c.includes(lower) || lower.includes(c)));
  };
};

const descriptionTense = (endDate: string | undefined, now: Date): Tense =>
  isCurrentJob(endDate, now) ? 'present' : 'past';

const rewrite = (text: string, tense: Tense, variant: 0 | 1 | 2) =>
  sentences(text)
    .map((s) => strengthen(s, tense, variant))
    .join(' ');

/** 'I managed ...' from 'Managed ...': the sentences that start with a verb get a subject. */
const firstPerson = (text: string) =>
  sentences(text)
    .map((s) => (startsWithVerb(s) ? `I ${lowerFirst(s)}` : s))
    .join(' ');

const inRole = (position: string, company: string) => {
  if (position && company) return `As ${position} at ${company}`;
  if (position) return `As ${position}`;
  if (company) return `At ${company}`;
  return 'In this role';
};

/**
 * The offline engine: deterministic suggestions from the curated dataset, matched to the
 * resume's positions, degrees and skills. Rewrites only reorder and strengthen the user's
 * own words; no figure or name is ever made up.
 */
export function offlineEngine(now: () => Date = () => new Date()): AiProvider {
  return {
    engine: 'offline',
    model: null,

    async achievement({ text, position, company }: AchievementInput) {
      const rewrites = text.trim()
        ? ([0, 1, 2] as const).map((variant) => rewrite(text, 'past', variant))
        : [];
      const ranked = rankOccupations([
        { text: position ?? '', weight: 3 },
        { text, weight: 1 },
        { text: company ?? '', weight: 1 },
      ]);
      const patterns = [...ranked.flatMap((o) => o.achievements), ...GENERAL_ACHIEVEMENTS];
      return cleanAiTexts([...rewrites, ...patterns], AI_TEXT_LIMITS.achievement, 3);
    },

    async description({ position, company, endDate, description }: DescriptionInput) {
      const tense = descriptionTense(endDate, now());
      const first = rewrite(description, tense, 0);
      const second = rewrite(description, tense, 1);
      const role = inRole(position, company);
      const withRole = startsWithVerb(second)
        ? `${role}, ${firstPerson(second)}`
        : `${role}: ${second}`;
      const third = firstPerson(rewrite(description, tense, 2));
      const extra = `In my role${position ? ` as ${position}` : ''}, ${lowerFirst(first)}`;
      return cleanAiTexts([first, withRole, third, extra], AI_TEXT_LIMITS.jobDescription, 3);
    },

    async education({ degree, fieldOfStudy, school, description }: EducationInput) {
      const ranked = rankOccupations([
        { text: fieldOfStudy, weight: 3 },
        { text: degree, weight: 2 },
      ]);
      const topics = uniqueItems([...ranked.flatMap((o) => o.skills), ...GENERAL_SKILLS]);
      const subject = fieldOfStudy || degree;
      const programme = degree && fieldOfStudy ? `${degree} in ${fieldOfStudy}` : subject;
      const at = school ? ` at ${school}` : '';
      const own = description?.trim() ? ` ${rewrite(description, 'past', 0)}` : '';
      const texts = [
        `I learned ${listing(topics.slice(0, 3))} while earning my ${programme}${at}.${own}`,
        `I learned the foundations of ${subject}, including ${listing(topics.slice(3, 6))}, during my ${programme}${at}.${own}`,
        `I learned to apply ${subject} in practice, building skills in ${listing(topics.slice(6, 9))} through my ${programme}${at}.${own}`,
      ];
      return cleanAiTexts(texts, AI_TEXT_LIMITS.education, 3);
    },

    async skills(resume: Resume) {
      const ranked = rankOccupations(resumeSources(resume));
      return pick(
        [...ranked.map((o) => o.skills), GENERAL_SKILLS],
        resume.skills,
        AI_MAX_SUGGESTIONS,
      );
    },

    async interests(resume: Resume) {
      const ranked = rankOccupations(resumeSources(resume));
      return pick(
        [...ranked.map((o) => o.interests), GENERAL_INTERESTS],
        resume.interests,
        AI_MAX_SUGGESTIONS,
      );
    },

    async certifications(resume: Resume) {
      const ranked = rankOccupations(resumeSources(resume));
      const present = alreadyCertified(resume.certifications);
      const names = uniqueItems([
        ...ranked.flatMap((o) => o.certifications),
        ...GENERAL_CERTIFICATIONS,
      ]).filter((name) => !present(name));
      return names.slice(0, 8).map((n) => cleanAiText(n, AI_TEXT_LIMITS.certification));
    },

    async enhance(resume: Resume): Promise<Enhancement> {
      const at = now();
      const experience = resume.experience.map((job) =>
        job.description.trim()
          ? cleanAiText(
              rewrite(job.description, descriptionTense(job.endDate, at), 0),
              AI_TEXT_LIMITS.jobDescription,
            )
          : job.description,
      );
      const education = resume.education.map((e) =>
        e.description.trim()
          ? cleanAiText(rewrite(e.description, 'past', 0), AI_TEXT_LIMITS.education)
          : e.description,
      );
      return {
        experience,
        education,
        skills: uniqueItems(resume.skills.flatMap((s) => s.split(','))),
        interests: uniqueItems(resume.interests),
        certifications: uniqueItems(resume.certifications).map((c) =>
          cleanAiText(c, AI_TEXT_LIMITS.certification),
        ),
        aboutMe: aboutMe(resume),
      };
    },
  };
}

/** 'I am a Registered Nurse at City Hospital, skilled in …', then the user's own words. */
function aboutMe(resume: Resume): string {
  const own = (resume.personalInfo.aboutMe ?? '').trim();
  if (/^I am\b/.test(own)) return cleanAiText(rewrite(own, 'present', 0), AI_TEXT_LIMITS.aboutMe);
  const job = resume.experience.find((j) => j.position.trim() !== '');
  const skills = uniqueItems(resume.skills).slice(0, 3);
  const study = resume.education.find((e) => e.fieldOfStudy.trim() !== '');
  let lead: string;
  if (job) {
    const current = isCurrentJob(job.endDate);
    const where = job.company ? ` ${current ? 'at' : 'with experience at'} ${job.company}` : '';
    lead = `I am ${article(job.position)} ${job.position}${where}`;
  } else if (study) {
    lead = `I am a ${study.fieldOfStudy} graduate`;
  } else if (skills.length > 0) {
    lead = 'I am a professional';
  } else {
    return own;
  }
  const skilled = skills.length > 0 ? `, skilled in ${listing(skills)}` : '';
  const text = `${lead}${skilled}.${own ? ` ${own}` : ''}`;
  return cleanAiText(text, AI_TEXT_LIMITS.aboutMe);
}
