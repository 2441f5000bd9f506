import { OCCUPATIONS } from './data/occupations.js';
import { allTaxonomySkills } from './taxonomy.js';

let words: Set<string> | undefined;

/** The words of the trades: every word of the curated occupations and the taxonomy's skills. */
function vocabulary(): Set<string> {
  if (words) return words;
  const texts = [
    ...OCCUPATIONS.flatMap((o) => [...o.keywords, ...o.skills, ...o.achievements]),
    ...allTaxonomySkills(),
  ];
  words = new Set(
    texts.flatMap((t) => t.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length > 2),
  );
  return words;
}

/**
 * Whether a word the spelling check does not know is a word of some trade ('triaging',
 * 'varroa', 'decanting'), in any of its forms. Such a word is left as typed.
 */
export function isTradeWord(word: string): boolean {
  const lower = word.toLowerCase();
  const known = vocabulary();
  const stems = [
    lower,
    lower.replace(/ing$/, ''),
    lower.replace(/ing$/, 'e'),
    lower.replace(/ed$/, ''),
    lower.replace(/ed$/, 'e'),
    lower.replace(/e?s$/, ''),
  ];
  return stems.some((stem) => stem.length > 2 && known.has(stem));
}
