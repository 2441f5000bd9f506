import { contract, type AiStatus, type BodyInput } from '@shortlist/contract';
import type { Resume } from '@shortlist/resume';
import { ApiError, call } from './client';

const routes = contract.ai;

/** The spec's failure texts for the AI buttons (section 8). */
export const AI_FAILED = 'Failed to fetch AI suggestion. Please try again.';
export const AI_CERTIFICATION_FAILED =
  'Failed to fetch certification AI suggestion. Please try again.';
export const AI_INTERESTS_FAILED = 'Failed to fetch AI interests suggestion. Please try again.';
export const AI_SKILLS_FAILED = 'Failed to fetch suggestions. Please try again.';
export const AI_SKILLS_EMPTY = 'No suggestions available. Please try again.';
export const AI_SKILLS_NEED_ONE =
  'Please enter at least one professional skill to get AI suggestions.';

/** The spec's alert: its text, then the error's own message when there is one. */
export const aiFailure = (base: string, error: unknown): string => {
  const detail =
    error instanceof ApiError ? (error.serverMessage ?? error.message) : (error as Error)?.message;
  return detail ? `${base} ${detail}` : base;
};

/** Every AI call goes to our server; the provider's key never reaches the browser. */
export const aiApi = {
  status: (): Promise<AiStatus> => call(routes.status),
  achievement: async (body: BodyInput<typeof routes.achievement>) =>
    (await call(routes.achievement, { body })).suggestions,
  description: async (body: BodyInput<typeof routes.description>) =>
    (await call(routes.description, { body })).suggestions,
  education: async (body: BodyInput<typeof routes.education>) =>
    (await call(routes.education, { body })).suggestions,
  skills: async (resume: Resume) => (await call(routes.skills, { body: { resume } })).suggestions,
  interests: async (resume: Resume) =>
    (await call(routes.interests, { body: { resume } })).suggestions,
  certifications: async (resume: Resume) =>
    (await call(routes.certifications, { body: { resume } })).suggestions,
  enhance: (resume: Resume) => call(routes.enhance, { body: { resume } }),
};

let status: Promise<AiStatus | null> | undefined;
/** The engine answering AI requests, asked once per page load (null when unknown). */
export function aiStatus(): Promise<AiStatus | null> {
  status ??= aiApi.status().catch(() => {
    status = undefined;
    return null;
  });
  return status;
}
