/**
 * The rules every AI answer passes before anyone sees it, whichever engine wrote it: a
 * rewrite keeps every number and name the user typed and adds no figure of its own (a
 * '[number]' placeholder asks the user for one instead); a suggestion repeats neither the
 * user's text nor anything the resume already has.
 */

/** Numbers as typed: '40', '1.2', '2,500', '2019-2021', '9:30', '3/4'. */
const NUMBER = /\d+(?:[.,:/-]\d+)*/g;
export const numbersIn = (text: string): string[] =>
  text.replace(/\[number\]/g, '').match(NUMBER) ?? [];

/**
 * Words that are names: capitalised inside a sentence ('Dr. Okafor', 'St Marys', 'Shopify'),
 * or with a capital after the first letter ('TypeScript', 'iOS'). 'I' is no name.
 */
export function namesIn(text: string): string[] {
  const names: string[] = [];
  const pattern = /[\p{L}\p{N}][\p{L}\p{N}’'&+#.-]*/gu;
  for (const match of text.matchAll(pattern)) {
    const word = match[0].replace(/[.’'-]+$/, '');
    const before = text.slice(0, match.index);
    const sentenceStart =
      /(^|[.!?:;]\s+|\n\s*|[-•*]\s+)$/.test(before) && !/\b[A-Z][a-z]?\.\s+$/.test(before);
    const capitalised = /^\p{Lu}/u.test(word) && !sentenceStart;
    const inner = /^.\p{Ll}*\p{Lu}/u.test(word) && /\p{Ll}/u.test(word);
    if (word !== 'I' && (capitalised || inner)) names.push(word);
  }
  return names;
}

const counts = (items: string[]) => {
  const map = new Map<string, number>();
  for (const item of items) map.set(item, (map.get(item) ?? 0) + 1);
  return map;
};

/** Every number of `before` is in `after` as often, and `after` has no number of its own. */
export function keepsNumbers(before: string, after: string): boolean {
  const had = counts(numbersIn(before));
  const has = counts(numbersIn(after));
  for (const [n, times] of had) if ((has.get(n) ?? 0) < times) return false;
  for (const n of has.keys()) if (!had.has(n)) return false;
  return true;
}

/** Every name of `before` is in `after`, spelt the same. */
export const keepsNames = (before: string, after: string): boolean =>
  namesIn(before).every((name) => after.includes(name));

/** A rewrite keeps the user's facts: every number and name, and no figure added. */
export const keepsFacts = (before: string, after: string): boolean =>
  keepsNumbers(before, after) && keepsNames(before, after);

/** Two texts say the same thing (case, spacing and a final full stop aside). */
export const sameText = (a: string, b: string): boolean => {
  const key = (t: string) => t.trim().replace(/\s+/g, ' ').replace(/[.!]$/, '').toLowerCase();
  return key(a) === key(b);
};

/** A rewrite changes nothing (spacing and a final full stop aside; a capital is a change). */
const unchanged = (original: string, rewrite: string): boolean => {
  const key = (t: string) => t.trim().replace(/\s+/g, ' ').replace(/[.!]$/, '');
  return key(original) === key(rewrite);
};

/**
 * Rewrites of the user's `original` that may be shown: each keeps its facts, differs from
 * the original and from every text in `taken` (say, the job's other achievements).
 */
export const checkedRewrites = (
  original: string,
  suggestions: readonly string[],
  taken: readonly string[] = [],
): string[] =>
  suggestions.filter(
    (s) => keepsFacts(original, s) && !unchanged(original, s) && !taken.some((t) => sameText(t, s)),
  );

/** New texts with no original (say, achievements from the position): no figure invented. */
export const checkedNewTexts = (suggestions: readonly string[], taken: readonly string[] = []) =>
  suggestions.filter((s) => numbersIn(s).length === 0 && !taken.some((t) => sameText(t, s)));
