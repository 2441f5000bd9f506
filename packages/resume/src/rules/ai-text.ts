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

/** Spec section 9: skills and interests suggestions are capped at 15. */
export const AI_MAX_SUGGESTIONS = 15;

/**
 * Spec section 7: replies (`choices[].message.content`) trimmed, empty ones dropped, each
 * cleaned to `limit`, repeats (case-insensitive) dropped, at most `max`.
 */
export const cleanAiTexts = (texts: readonly string[], limit: number, max = 3): string[] => {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const text of texts) {
    const clean = cleanAiText(text, limit);
    const key = clean.toLocaleLowerCase();
    if (clean === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(clean);
    if (result.length >= max) break;
  }
  return result;
};

/** Strips a Markdown code fence (```json ... ```) around a reply. */
const unfence = (text: string): string =>
  text.replace(/^\s*```[a-zA-Z]*\s*\n?/, '').replace(/\n?\s*```\s*$/, '');

/** Drops list numbering ('1.', '2)') and surrounding quotes from one line of a reply. */
const unnumber = (line: string): string =>
  line
    .replace(/^\s*\d{1,2}[.)]\s+/, '')
    .replace(/^\s*["'“]|["'”],?\s*$/g, '')
    .trim();

/**
 * Spec section 7: a reply asked for a JSON array of strings is parsed as one; when that
 * fails it is split by lines (bullets and numbering removed). Items are cleaned (section 5),
 * blanks and repeats dropped, at most `max` (15).
 */
export const parseAiList = (
  reply: string,
  limit: number,
  max: number = AI_MAX_SUGGESTIONS,
): string[] => {
  const text = unfence(reply.trim());
  let items: string[] | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) items = parsed.filter((v): v is string => typeof v === 'string');
  } catch {
    items = undefined;
  }
  items ??= text
    .split(/\r?\n/)
    .map(unnumber)
    .filter((line) => !/^[[\]]$/.test(line));
  return cleanAiTexts(items, limit, max);
};

/** Leaves out the items already present (case-insensitive). */
export const withoutPresent = (items: readonly string[], present: readonly string[]): string[] => {
  const have = new Set(present.map((p) => p.trim().toLocaleLowerCase()));
  return items.filter((item) => !have.has(item.trim().toLocaleLowerCase()));
};
