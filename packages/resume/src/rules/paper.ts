import type { Paper } from '../schema/resume';

/** Regions that use US Letter paper: the United States and Canada (issue 15). */
const LETTER_REGIONS = new Set(['US', 'CA']);

/**
 * The paper a resume gets when it has none: US Letter for a browser language of the United
 * States or Canada ('en-US', 'fr-CA'), A4 everywhere else and when the language is unknown.
 */
export const defaultPaper = (language: string | undefined): Paper => {
  try {
    const region = language ? new Intl.Locale(language).maximize().region : undefined;
    return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
  } catch {
    return 'a4';
  }
};
