import { CARE_AND_TRADES_OCCUPATIONS } from './occupations-care-and-trades.js';
import { OFFICE_OCCUPATIONS } from './occupations-office.js';

/**
 * The offline engine's curated dataset: for each occupation, the words that name it in a
 * job title, degree or skill list (`keywords`, matched as whole words, case-insensitive),
 * the skills and certifications a resume in it usually lists, achievement patterns (no
 * figures: the engine never invents numbers) and related interests.
 * Certifications are real credentials; achievements stay at most 100 characters.
 */
export type Occupation = {
  id: string;
  title: string;
  keywords: readonly string[];
  skills: readonly string[];
  certifications: readonly string[];
  achievements: readonly string[];
  interests: readonly string[];
};

/** Every occupation of the dataset, in the order that breaks ties between equal matches. */
export const OCCUPATIONS: readonly Occupation[] = [...OFFICE_OCCUPATIONS, ...CARE_AND_TRADES_OCCUPATIONS];
