import type { AiEngine, AiStatus } from '@shortlist/contract';
import {
  AI_MAX_SUGGESTIONS,
  AI_TEXT_LIMITS,
  cleanAiTexts,
  withoutPresent,
} from '@shortlist/resume/rules/ai-text';
import { type Resume } from '@shortlist/resume/schema/resume';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { checkedNewTexts, checkedRewrites, numbersIn } from './checks.js';
import { applyEnhancement } from './enhancement.js';
import { offlineEngine } from './offline/engine.js';
import { openAiProvider } from './openai/provider.js';
import type { AchievementInput, AiProvider, DescriptionInput, EducationInput } from './provider.js';

/** The provider the configuration names: OpenAI-compatible with a key, unless forced offline. */
export function configuredProvider(config: Config): AiProvider {
  if (config.aiProvider === 'offline' || !config.openaiApiKey) return offlineEngine();
  return openAiProvider({
    apiKey: config.openaiApiKey,
    baseUrl: config.openaiBaseUrl,
    model: config.aiModel,
    enhanceModel: config.aiModelEnhance ?? config.aiModel,
    timeoutMs: config.aiTimeoutMs,
  });
}

type Answer<T> = { result: T; engine: AiEngine };

/**
 * AI writing help: asks the configured provider and, when it fails (an error, a timeout, an
 * empty answer), the offline engine for that request, with a warning in the log. Every
 * answer is cleaned by the spec's rules (section 5) and leaves out what the resume has.
 */
export function aiService(config: Config) {
  const provider = configuredProvider(config);
  const offline = provider.engine === 'offline' ? provider : offlineEngine();

  async function run<T>(
    log: FastifyBaseLogger,
    task: string,
    ask: (p: AiProvider) => Promise<T>,
    usable: (result: T) => boolean = () => true,
  ): Promise<Answer<T>> {
    if (provider !== offline) {
      try {
        const result = await ask(provider);
        if (usable(result)) return { result, engine: provider.engine };
        log.warn({ task }, 'AI provider gave no usable answer; using the offline engine');
      } catch (err) {
        log.warn({ task, err: describe(err) }, 'AI provider failed; using the offline engine');
      }
    }
    return { result: await ask(offline), engine: 'offline' };
  }

  const suggestions = (answer: Answer<string[]>) => ({
    suggestions: answer.result,
    engine: answer.engine,
  });
  const nonEmpty = (items: string[]) => items.length > 0;

  return {
    status: (): AiStatus => ({ engine: provider.engine, model: provider.model }),

    achievement: async (log: FastifyBaseLogger, input: AchievementInput) =>
      suggestions(
        await run(
          log,
          'achievement',
          async (p) => {
            const items = cleanAiTexts(await p.achievement(input), AI_TEXT_LIMITS.achievement, 6);
            const existing = input.existing ?? [];
            const checked = input.text.trim()
              ? checkedRewrites(input.text, items, existing)
              : checkedNewTexts(items, existing);
            return checked.slice(0, 3);
          },
          nonEmpty,
        ),
      ),

    description: async (log: FastifyBaseLogger, input: DescriptionInput) =>
      suggestions(
        await run(
          log,
          'description',
          async (p) =>
            checkedRewrites(
              input.description,
              cleanAiTexts(await p.description(input), AI_TEXT_LIMITS.jobDescription, 6),
            ).slice(0, 3),
          nonEmpty,
        ),
      ),

    education: async (log: FastifyBaseLogger, input: EducationInput) =>
      suggestions(
        await run(
          log,
          'education',
          async (p) => {
            const given = [input.degree, input.fieldOfStudy, input.school, input.description];
            const known = numbersIn(given.join(' '));
            const own = numbersIn(input.description ?? '');
            return cleanAiTexts(await p.education(input), AI_TEXT_LIMITS.education, 3).filter(
              (t) =>
                /^I learned\b/.test(t) &&
                numbersIn(t).every((n) => known.includes(n)) &&
                own.every((n) => numbersIn(t).includes(n)),
            );
          },
          nonEmpty,
        ),
      ),

    skills: async (log: FastifyBaseLogger, resume: Resume) =>
      suggestions(
        await run(
          log,
          'skills',
          async (p) => fresh(await p.skills(resume), resume.skills, 100),
          nonEmpty,
        ),
      ),

    interests: async (log: FastifyBaseLogger, resume: Resume) =>
      suggestions(
        await run(
          log,
          'interests',
          async (p) => fresh(await p.interests(resume), resume.interests, 100),
          nonEmpty,
        ),
      ),

    certifications: async (log: FastifyBaseLogger, resume: Resume) =>
      suggestions(
        await run(
          log,
          'certifications',
          async (p) =>
            fresh(
              await p.certifications(resume),
              resume.certifications,
              AI_TEXT_LIMITS.certification,
            ),
          (items) => items.length >= 5,
        ),
      ),

    async enhance(log: FastifyBaseLogger, resume: Resume) {
      const { result, engine } = await run(log, 'enhance', (p) => p.enhance(resume));
      return { ...applyEnhancement(resume, result), engine };
    },
  };
}

export type AiService = ReturnType<typeof aiService>;

/** Cleaned, without repeats or what the resume already lists, at most 15. */
const fresh = (items: string[], present: readonly string[], limit: number) =>
  withoutPresent(cleanAiTexts(items, limit, AI_MAX_SUGGESTIONS * 2), present).slice(
    0,
    AI_MAX_SUGGESTIONS,
  );

/** The error's message and status, never its request (which would carry the key). */
const describe = (err: unknown) =>
  err instanceof Error
    ? { name: err.name, message: err.message, status: (err as { status?: number }).status }
    : { message: String(err) };
