// Ideographs and kana may break between any two characters (Korean breaks at spaces)...
const BREAKABLE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
// ...except before closing punctuation and small kana (kinsoku shori).
const NO_BREAK_BEFORE =
  /[、。，．：；！？）］｝」』】〕〉》〙ー・ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ”’)\].,;:!?]/u;

// Long URLs and e-mail addresses would overflow a narrow column. They may break after '/'
// (not inside 'https://'), '@', '?', '&', '=' or '#', through empty syllables (no hyphen
// added). Only a part between those that is itself too long for a line may also break after
// '.', '-' or '_': 'example.' / 'gr' is no place to break an address that has a better one.
const LINK = /^(?=.{25,})(?:https?:\/\/|www\.|[^@\s]+@)/;
const LONG_PART = 30;
const breakLink = (word: string): string[] => {
  const [, scheme = '', rest = word] = /^(https?:\/\/)?(.*)$/s.exec(word) ?? [];
  const parts = rest
    .split(/(?<=[/@?&=#])(?!\/)/)
    .flatMap((part) => (part.length > LONG_PART ? part.split(/(?<=[.\-_])/) : [part]));
  parts[0] = scheme + (parts[0] ?? '');
  return parts.flatMap((part, index) => (index === 0 ? [part] : ['', part]));
};

/**
 * The renderer's hyphenation callback. It never splits a Latin, Greek or Cyrillic word
 * (a split would insert a '-' and corrupt the extracted text). In CJK text, which has no
 * spaces, it marks a break opportunity between characters with an empty syllable: the
 * line breaker treats it as zero-width glue, so the line can break there without a hyphen.
 */
export const breakWords = (word: string): string[] => {
  if (LINK.test(word)) return breakLink(word);
  if (!BREAKABLE.test(word)) return [word];
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
