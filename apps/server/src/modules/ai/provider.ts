import type { AiEngine } from '@shortlist/contract';
import { type Resume } from '@shortlist/resume/schema/resume';

export type AchievementInput = {
  text: string;
  position?: string;
  company?: string;
  /** The job's other achievements: a suggestion never repeats one. */
  existing?: string[];
};
export type DescriptionInput = {
  position: string;
  company: string;
  startDate: string;
  endDate?: string;
  description: string;
};
export type EducationInput = {
  degree: string;
  fieldOfStudy: string;
  school?: string;
  description?: string;
};

/** What the enhancement makes of each field (same order as the resume's lists). */
export type Enhancement = {
  experience: string[];
  /** Each job's achievements, when the provider improves them (same order). */
  achievements?: string[][];
  education: string[];
  skills: string[];
  interests: string[];
  certifications: string[];
  aboutMe: string;
};

/**
 * Where AI text comes from: the offline engine or an OpenAI-compatible model. Each method
 * answers raw suggestions; the service cleans them (spec section 5) and removes what the
 * resume already has. A provider that fails throws; the service then asks the offline engine.
 */
export interface AiProvider {
  readonly engine: AiEngine;
  readonly model: string | null;
  achievement(input: AchievementInput): Promise<string[]>;
  description(input: DescriptionInput): Promise<string[]>;
  education(input: EducationInput): Promise<string[]>;
  skills(resume: Resume): Promise<string[]>;
  interests(resume: Resume): Promise<string[]>;
  certifications(resume: Resume): Promise<string[]>;
  enhance(resume: Resume): Promise<Enhancement>;
}
