import { OCCUPATIONS } from './offline/data/occupations.js';

/**
 * The skills of the offline engine's curated occupations, each once: the job match knows
 * them by name besides its own lexicon (decision 0310).
 */
export const curatedSkillNames = (): string[] => [...new Set(OCCUPATIONS.flatMap((o) => o.skills))];
