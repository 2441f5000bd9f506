import {
  AI_MAX_SUGGESTIONS,
  AI_TEXT_LIMITS,
  cleanAiText,
  parseAiList,
} from '@shortlist/resume/rules/ai-text';
import { isCurrentJob } from '@shortlist/resume/rules/dates';
import { type Resume } from '@shortlist/resume/schema/resume';
import OpenAI from 'openai';
import { fetchAgain } from './fetch-again.js';
import type { AiProvider, Enhancement } from '../provider.js';
import { DATA_RULE, duration, field, PROMPT_CAPS, resumeContext } from './prompts.js';

export type OpenAiSettings = {
  apiKey: string;
  baseUrl?: string;
  model: string;
  enhanceModel: string;
  timeoutMs: number;
};

/**
 * The fixed request settings of every call (spec sections 7 and 9): nothing a client sends
 * changes the model, the token cap, the number of alternatives or the temperature.
 */
export const CALLS = {
  achievement: { max_tokens: 50, n: 3, temperature: 0.7 },
  description: { max_tokens: 250, n: 3, temperature: 0.7 },
  education: { max_tokens: 250, n: 3, temperature: 0.7 },
  skills: { max_tokens: 200, n: 1, temperature: 0.7 },
  interests: { max_tokens: 200, n: 1, temperature: 0.7 },
  certifications: { max_tokens: 150, n: 1, temperature: 0.7 },
  enhanceDescription: { max_tokens: 300, n: 1, temperature: 0.7 },
  enhanceEducation: { max_tokens: 250, n: 1, temperature: 0.7 },
  enhanceAboutMe: { max_tokens: 200, n: 1, temperature: 0.7 },
  enhanceList: { max_tokens: 150, n: 1, temperature: 0.6 },
} as const;
type Call = (typeof CALLS)[keyof typeof CALLS];

export class NoValidResponse extends Error {
  constructor() {
    super('No valid response from OpenAI.');
  }
}

/** Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure, OpenRouter, Ollama, vLLM). */
export function openAiProvider(
  settings: OpenAiSettings,
  now: () => Date = () => new Date(),
): AiProvider {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    ...(settings.baseUrl && { baseURL: settings.baseUrl }),
    timeout: settings.timeoutMs,
    maxRetries: 0,
    fetch: fetchAgain,
  });

  /** The trimmed, non-empty contents of the answer's choices; none at all is an error. */
  async function ask(model: string, call: Call, system: string, user: string): Promise<string[]> {
    const answer = await client.chat.completions.create({
      model,
      ...call,
      messages: [
        { role: 'system', content: `${system} ${DATA_RULE}` },
        { role: 'user', content: user },
      ],
    });
    const texts = (answer.choices ?? [])
      .map((choice) => (choice.message?.content ?? '').trim())
      .filter((text) => text !== '');
    if (texts.length === 0) throw new NoValidResponse();
    return texts;
  }
  const suggest = (call: Call, system: string, user: string) =>
    ask(settings.model, call, system, user);
  /** A reply asked for as a JSON array of strings. */
  const list = async (model: string, call: Call, system: string, user: string, limit: number) => {
    const items = parseAiList((await ask(model, call, system, user))[0]!, limit, 50);
    if (items.length === 0) throw new NoValidResponse();
    return items;
  };

  const descriptionSystem = (current: boolean) =>
    `Rewrite the job description for a resume so it is clear and starts with strong action verbs. The job is ${current ? 'current: write in the present tense' : 'finished: write in the past tense'}. Keep every number and name from the original. At most ${AI_TEXT_LIMITS.jobDescription} characters. Reply with the description only.`;

  return {
    engine: 'openai',
    model: settings.model,

    achievement: ({ text, position, company }) =>
      suggest(
        CALLS.achievement,
        `Write one achievement for a resume, starting with an action verb, under ${AI_TEXT_LIMITS.achievement} characters, based on the achievement text (improve it) or, when it is empty, on the position. Reply with the achievement only.`,
        [
          field('position', position, PROMPT_CAPS.short),
          field('company', company, PROMPT_CAPS.short),
          field('achievement', text),
        ].join('\n'),
      ),

    description: ({ position, company, startDate, endDate, description }) =>
      suggest(
        CALLS.description,
        descriptionSystem(isCurrentJob(endDate, now())),
        [
          field('position', position, PROMPT_CAPS.short),
          field('company', company, PROMPT_CAPS.short),
          field('start_date', startDate, PROMPT_CAPS.short),
          field('end_date', endDate || 'Present', PROMPT_CAPS.short),
          field('duration', duration(startDate, endDate || undefined, now()), PROMPT_CAPS.short),
          field('description', description),
        ].join('\n'),
      ),

    education: ({ degree, fieldOfStudy, school, description }) =>
      suggest(
        CALLS.education,
        `Write the description of an education entry for a resume, in the first person, starting with the words 'I learned', based on the field of study and degree. At most ${AI_TEXT_LIMITS.education} characters. Reply with the description only.`,
        [
          field('degree', degree, PROMPT_CAPS.short),
          field('field_of_study', fieldOfStudy, PROMPT_CAPS.short),
          field('school', school, PROMPT_CAPS.short),
          field('description', description),
        ].join('\n'),
      ),

    skills: (resume) =>
      list(
        settings.model,
        CALLS.skills,
        `Suggest ${AI_MAX_SUGGESTIONS} additional professional skills for this resume that it does not list yet. Reply with a JSON array of strings only.`,
        resumeContext(resume),
        100,
      ),

    interests: (resume) =>
      list(
        settings.model,
        CALLS.interests,
        `Suggest ${AI_MAX_SUGGESTIONS} interests or hobbies that suit this resume and that it does not list yet. Reply with a JSON array of strings only.`,
        resumeContext(resume),
        100,
      ),

    certifications: (resume) =>
      list(
        settings.model,
        CALLS.certifications,
        'Suggest at least 5 real professional certifications (their official names) relevant to this resume that it does not list yet. Reply with a JSON array of strings only.',
        resumeContext(resume),
        AI_TEXT_LIMITS.certification,
      ),

    async enhance(resume: Resume): Promise<Enhancement> {
      const model = settings.enhanceModel;
      const one = async (call: Call, system: string, user: string, limit: number) =>
        cleanAiText((await ask(model, call, system, user))[0]!, limit);
      const enhanceList = (name: string, items: string[], limit: number) =>
        items.length === 0
          ? Promise.resolve(items)
          : list(
              model,
              CALLS.enhanceList,
              `Polish this resume's ${name}: fix spelling and capitalisation, merge duplicates, keep every item's meaning, add nothing new. Reply with a JSON array of strings only.`,
              field(name, items.slice(0, PROMPT_CAPS.items).join('\n')),
              limit,
            );
      const [experience, education, skills, interests, certifications, aboutMe] = await Promise.all(
        [
          Promise.all(
            resume.experience.map((job) =>
              job.description.trim() === ''
                ? job.description
                : one(
                    CALLS.enhanceDescription,
                    descriptionSystem(isCurrentJob(job.endDate, now())),
                    [
                      field('position', job.position, PROMPT_CAPS.short),
                      field('company', job.company, PROMPT_CAPS.short),
                      field('description', job.description),
                    ].join('\n'),
                    AI_TEXT_LIMITS.jobDescription,
                  ),
            ),
          ),
          Promise.all(
            resume.education.map((e) =>
              e.description.trim() === ''
                ? e.description
                : one(
                    CALLS.enhanceEducation,
                    `Improve this education description for a resume, in the first person, keeping its facts. At most ${AI_TEXT_LIMITS.education} characters. Reply with the description only.`,
                    [
                      field('degree', e.degree, PROMPT_CAPS.short),
                      field('field_of_study', e.fieldOfStudy, PROMPT_CAPS.short),
                      field('description', e.description),
                    ].join('\n'),
                    AI_TEXT_LIMITS.education,
                  ),
            ),
          ),
          enhanceList('skills', resume.skills, 100),
          enhanceList('interests', resume.interests, 100),
          enhanceList('certifications', resume.certifications, AI_TEXT_LIMITS.certification),
          one(
            CALLS.enhanceAboutMe,
            `Write a short professional summary for the top of this resume, in the first person, starting with the words 'I am'. At most ${AI_TEXT_LIMITS.aboutMe} characters. Reply with the summary only.`,
            [field('about_me', resume.personalInfo.aboutMe), resumeContext(resume)].join('\n'),
            AI_TEXT_LIMITS.aboutMe,
          ),
        ],
      );
      return { experience, education, skills, interests, certifications, aboutMe };
    },
  };
}
