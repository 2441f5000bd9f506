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
/** Suggestions fit the job: without a job title, a position or an education there is none. */
export const AI_NEEDS_A_JOB =
  'Add your job title (step 1) or a position (step 2) first, so the suggestions fit your job.';
/** The description's answer when the text needs no change. */
export const AI_NO_CORRECTIONS = 'No changes to suggest: your description reads well as it is.';

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
