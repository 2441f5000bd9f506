import bidiFactory from 'bidi-js';

let bidi: ReturnType<typeof bidiFactory> | undefined;

/** Letters of the right-to-left scripts (as HTML's dir="auto" finds a paragraph's direction). */
const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;

/** A paragraph's direction from its first letter; 'ltr' when it has none. */
export const paragraphDirection = (text: string): 'ltr' | 'rtl' => {
  for (const char of text) if (LETTER.test(char)) return RTL.test(char) ? 'rtl' : 'ltr';
  return 'ltr';
};

/** The Unicode bidi embedding level of every UTF-16 index (odd: right to left). */
export const bidiLevels = (text: string, direction: 'ltr' | 'rtl'): Uint8Array => {
  bidi ??= bidiFactory();
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  // A surrogate pair takes the level of its first half.
  for (let i = 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xdc00 && code <= 0xdfff) levels[i] = levels[i - 1]!;
  }
  return levels;
};

/**
 * Visual order of a line's runs (UAX #9 rule L2): from the highest level down to the lowest
 * odd one, every maximal sequence of runs at that level or higher is reversed.
 */
export const visualOrder = <T extends { level: number }>(runs: readonly T[]): T[] => {
  const order = [...runs];
  if (order.length < 2) return order;
  const highest = Math.max(...order.map((run) => run.level));
  const lowestOdd = Math.min(...order.map((run) => run.level).filter((level) => level % 2 === 1));
  if (!Number.isFinite(lowestOdd)) return order;
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length;) {
      if (order[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && order[j]!.level >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order;
};
