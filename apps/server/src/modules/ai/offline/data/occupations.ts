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

/** Words that name no occupation on their own; left out of matching. */
export const GENERIC_TITLE_WORDS = ['senior', 'junior', 'lead', 'head', 'assistant', 'associate', 'intern', 'trainee', 'manager', 'specialist'];

/** Skills useful in any occupation, for a resume that names none of the above. */
export const GENERAL_SKILLS = ['Communication', 'Teamwork', 'Problem Solving', 'Time Management', 'Adaptability', 'Attention to Detail', 'Critical Thinking', 'Organization', 'Customer Service', 'Leadership', 'Microsoft Office', 'Project Coordination', 'Conflict Resolution', 'Decision Making', 'Creativity'];

/** Certifications that serve most careers. */
export const GENERAL_CERTIFICATIONS = ['First Aid and CPR Certification', 'Microsoft Office Specialist (MOS)', 'Google Project Management Professional Certificate', 'Lean Six Sigma Yellow Belt', 'Certified Associate in Project Management (CAPM)', 'Mental Health First Aid'];

/** Achievements true of most jobs, phrased without figures. */
export const GENERAL_ACHIEVEMENTS = ['Took on new responsibilities and learned them quickly', 'Improved a daily process so the team worked faster', 'Earned recognition from managers for reliable, careful work', 'Trained new colleagues and shared what I knew'];
