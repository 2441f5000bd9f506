// Ideographs and kana may break between any two characters (Korean breaks at spaces)...
const BREAKABLE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
// ...except before closing punctuation and small kana (kinsoku shori).
const NO_BREAK_BEFORE =
  /[、。，．：；！？）］｝」』】〕〉》〙ー・ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ”’)\].,;:!?]/u;

// Long URLs and e-mail addresses would overflow a narrow column. They may break after '/'
// (not inside 'https://'), '@', '?', '&', '=' or '#', through empty syllables (no hyphen
// added). Only a part between those that is itself too long for a line may also break after
// '.' or '_', or before '-': 'example.' / 'gr' is no place to break an address that has a
// better one. Never after '-': extractors join a line that ends in '-' to the next one and
// drop the hyphen ('payments-gateway-' / 'failover' reads 'payments-gatewayfailover').
const LINK = /^(?=.{25,})(?:https?:\/\/|www\.|[^@\s]+@)/;
const LONG_PART = 30;
/** A word this long (code points) may not fit a column: it may break between any letters. */
export const LONG_WORD = 30;

/** Break chances between every two characters of an over-long part, except after '-'. */
const anywhere = (part: string): string[] => {
  const chars = [...part];
  return chars
    .flatMap((char, index) =>
      index === 0 || chars[index - 1] === '-' || NO_BREAK_BEFORE.test(char) ? [char] : ['', char],
    )
    .reduce<string[]>((parts, piece) => {
      // Merge consecutive characters into one syllable; '' stays a break chance.
      if (piece !== '' && parts.length > 0 && parts[parts.length - 1] !== '')
        parts[parts.length - 1] += piece;
      else parts.push(piece);
      return parts;
    }, []);
};

/** A long word: break chances before each '-', and anywhere inside a part still too long. */
const breakLong = (word: string): string[] =>
  word
    .split(/(?=-)/)
    .flatMap((part, index) => [
      ...(index > 0 ? [''] : []),
      ...([...part].length >= LONG_WORD ? anywhere(part) : [part]),
    ]);

const breakLink = (word: string): string[] => {
  const [, scheme = '', rest = word] = /^(https?:\/\/)?(.*)$/s.exec(word) ?? [];
  const parts = rest
    .split(/(?<=[/@?&=#])(?!\/)/)
    .flatMap((part) => (part.length > LONG_PART ? part.split(/(?<=[._])|(?=-)/) : [part]));
  parts[0] = scheme + (parts[0] ?? '');
  return parts.flatMap((part, index) => {
    const pieces = [...part].length > LONG_PART ? anywhere(part) : [part];
    return index === 0 ? pieces : ['', ...pieces];
  });
};

/**
 * The renderer's hyphenation callback. It never splits a Latin, Greek or Cyrillic word
 * (a split would insert a '-' and corrupt the extracted text), except one of LONG_WORD
 * characters or more, which may not fit its column: it may break between letters, with
 * no hyphen added. In CJK text, which has no
 * spaces, it marks a break opportunity between characters with an empty syllable: the
 * line breaker treats it as zero-width glue, so the line can break there without a hyphen.
 */
export const breakWords = (word: string): string[] => {
  if (LINK.test(word)) return breakLink(word);
  if (!BREAKABLE.test(word)) return [...word].length >= LONG_WORD ? breakLong(word) : [word];
  const parts: string[] = [];
  let current = '';
  for (const char of word) {
    const breakHere =
      current !== '' &&
      !NO_BREAK_BEFORE.test(char) &&
      (BREAKABLE.test(char) || BREAKABLE.test(current.slice(-1)));
    if (breakHere) {
      parts.push(current, '');
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts;
};
