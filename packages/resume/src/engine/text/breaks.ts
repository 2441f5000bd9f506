// @ts-expect-error -- linebreak (UAX #14, MIT) ships no types; its one class is typed below.
import UntypedLineBreaker from 'linebreak';
import { breakWords } from './word-breaks';

const LineBreaker = UntypedLineBreaker as new (text: string) => {
  nextBreak(): { position: number; required: boolean } | null;
};
const THAI = /\p{Script=Thai}/u;
const HYPHENS = new Set(['-', '\u00ad', '\u2010']);

/**
 * Whether a line ending at `position` would end in a hyphen ('Automobil-, Pharma-' / 'und'):
 * extractors join such a line to the next and drop the hyphen ('Pharmaund').
 */
const endsWithHyphen = (text: string, position: number): boolean => {
  let end = position;
  while (end > 0 && /\s/u.test(text[end - 1]!)) end--;
  return HYPHENS.has(text[end - 1] ?? '');
};
const SPACE = /\s/u;
let thaiWords: Intl.Segmenter | undefined;

/** Where Thai text (written without spaces) may break: between its words. */
const thaiBreaks = (text: string, into: Set<number>): void => {
  if (!THAI.test(text)) return;
  thaiWords ??= new Intl.Segmenter('th', { granularity: 'word' });
  for (const { index, segment } of thaiWords.segment(text))
    if (index > 0 && THAI.test(segment) && THAI.test(text[index - 1] ?? '')) into.add(index);
};

/**
 * Where a line may start anew in `text` (UTF-16 indices): the Unicode line breaking
 * algorithm (UAX #14), never right after a hyphen (extractors join a line that ends in '-'
 * to the next and drop the hyphen), Thai between words, and inside a long word or web
 * address where word-breaks.ts allows it. `nowrap` ranges keep no break inside them.
 */
export const breakOpportunities = (
  text: string,
  nowrap: readonly (readonly [number, number])[] = [],
): Set<number> => {
  const found = new Set<number>();
  const breaker = new LineBreaker(text);
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak())
    if (next.position > 0 && next.position < text.length && !endsWithHyphen(text, next.position))
      found.add(next.position);
  // Inside each space-free token, the chances word-breaks.ts gives (CJK, long words, links).
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && !SPACE.test(text[i]!)) continue;
    if (i > start) {
      let at = start;
      for (const piece of breakWords(text.slice(start, i))) {
        if (piece === '') found.add(at);
        at += piece.length;
      }
    }
    start = i + 1;
  }
  thaiBreaks(text, found);
  for (const [from, to] of nowrap) for (let i = from + 1; i < to; i++) found.delete(i);
  return found;
};
