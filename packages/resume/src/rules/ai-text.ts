/** Spec section 9: character limits on AI output. */
export const AI_TEXT_LIMITS = {
  jobDescription: 1000,
  aboutMe: 400,
  achievement: 100,
  certification: 250,
  education: 600,
} as const;

/** Spec section 9: the description AI button needs at least this many words. */
export const AI_MIN_DESCRIPTION_WORDS = 15;

const BULLETS = /[•●○◦▪▫■□◆◇►▶➤➢✓✔∙·‣⁃]/g;
const LEADING_DASH = /(^|\n)\s*[-*]\s+/g;

/**
 * Spec section 5, AI text clean-up: bullet symbols dropped, whitespace collapsed; when
 * longer than `limit`, cut at the last full stop if it falls after 75 % of the limit,
 * otherwise at the last space with '...' added.
 */
export const cleanAiText = (text: string, limit: number): string => {
  const clean = text.replace(LEADING_DASH, '$1').replace(BULLETS, ' ').replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const head = clean.slice(0, limit);
  const stop = head.lastIndexOf('.');
  if (stop + 1 > limit * 0.75) return head.slice(0, stop + 1);
  const space = head.lastIndexOf(' ', limit - 3);
  const cut = space > 0 ? head.slice(0, space) : head.slice(0, limit - 3);
  return `${cut.trimEnd()}...`;
};

export const wordCount = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;

/** Whether 'Correct Your Description with AI' is enabled (spec section 5). */
export const canImproveDescription = (description: string): boolean =>
  wordCount(description) >= AI_MIN_DESCRIPTION_WORDS;
