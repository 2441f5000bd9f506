import { dateSchema, resumeSchema } from '@shortlist/resume/schema/resume';
import { z } from 'zod';
import { defineRoute } from './define';

/**
 * AI writing help (issue 12): every call goes through our server, which asks an
 * OpenAI-compatible provider or, with no key, the offline engine. Each answer says which.
 * Texts sent here are bounded; the server caps them again before they reach a model.
 */
export const AI_ENGINES = ['offline', 'openai'] as const;
export const aiEngineSchema = z.enum(AI_ENGINES);
export type AiEngine = z.infer<typeof aiEngineSchema>;

/** The longest text a field of an AI request may carry. */
export const AI_INPUT_LIMITS = { short: 200, text: 5_000 } as const;

const shortText = z.string().trim().max(AI_INPUT_LIMITS.short);
const longText = z.string().max(AI_INPUT_LIMITS.text, {
  message: `Text is too long for AI help (at most ${AI_INPUT_LIMITS.text} characters).`,
});
const needsText = (what: string) =>
  longText.refine((v) => v.trim() !== '', { message: `Write ${what} first.` });

export const achievementBody = z
  .object({
    text: longText.default(''),
    position: shortText.optional(),
    company: shortText.optional(),
    /** The job's other achievements, so that no suggestion repeats one. */
    existing: z.array(longText).max(50).optional(),
  })
  .refine((b) => b.text.trim() !== '' || (b.position ?? '') !== '', {
    message: 'Write an achievement or a position first.',
    path: ['text'],
  });

export const descriptionBody = z.object({
  position: shortText,
  company: shortText,
  startDate: dateSchema.unwrap(),
  endDate: dateSchema.optional(),
  description: needsText('a description'),
});

export const educationBody = z
  .object({
    degree: shortText,
    fieldOfStudy: shortText,
    school: shortText.optional(),
    description: longText.optional(),
  })
  .refine((b) => b.degree !== '' || b.fieldOfStudy !== '', {
    message: 'Enter a degree or a field of study first.',
    path: ['degree'],
  });

export const resumeContextBody = z.object({ resume: resumeSchema });

export const suggestionsAnswer = z.object({
  suggestions: z.array(z.string()),
  engine: aiEngineSchema,
});
export type SuggestionsAnswer = z.infer<typeof suggestionsAnswer>;

/** One field the enhancement changed: its path in the resume, and both texts. */
export const aiChangeSchema = z.object({
  field: z.string(),
  before: z.string(),
  after: z.string(),
});
export type AiChange = z.infer<typeof aiChangeSchema>;

export const enhanceAnswer = z.object({
  resume: resumeSchema,
  changes: z.array(aiChangeSchema),
  engine: aiEngineSchema,
});
export type EnhanceAnswer = z.infer<typeof enhanceAnswer>;

export const aiStatusAnswer = z.object({ engine: aiEngineSchema, model: z.string().nullable() });
export type AiStatus = z.infer<typeof aiStatusAnswer>;

const tags = ['ai'];
const suggest = <B extends z.ZodType>(path: `/${string}`, summary: string, body: B) =>
  defineRoute({
    method: 'POST',
    path,
    summary,
    tags,
    access: 'public',
    body,
    responses: { 200: suggestionsAnswer },
    errors: [400, 429],
  });

export const ai = {
  status: defineRoute({
    method: 'GET',
    path: '/ai/status',
    summary: 'Which engine answers AI requests (offline or an OpenAI-compatible model)',
    tags,
    access: 'public',
    responses: { 200: aiStatusAnswer },
    errors: [],
  }),
  achievement: suggest('/ai/achievement', 'Three achievement suggestions', achievementBody),
  description: suggest(
    '/ai/description',
    'Three rewrites of a job description, in the tense of the job',
    descriptionBody,
  ),
  education: suggest(
    '/ai/education',
    "Three education descriptions starting 'I learned'",
    educationBody,
  ),
  skills: suggest('/ai/skills', 'Up to 15 skills the resume lacks', resumeContextBody),
  interests: suggest('/ai/interests', 'Up to 15 interests the resume lacks', resumeContextBody),
  certifications: suggest(
    '/ai/certifications',
    'At least 5 certifications for the resume',
    resumeContextBody,
  ),
  enhance: defineRoute({
    method: 'POST',
    path: '/ai/enhance',
    summary: 'The resume with its descriptions, lists and about-me enhanced, and what changed',
    tags,
    access: 'public',
    body: resumeContextBody,
    responses: { 200: enhanceAnswer },
    errors: [400, 429],
  }),
};
