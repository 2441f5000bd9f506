/**
 * The script of each character, as HarfBuzz needs it to pick a shaper (ISO 15924 tags).
 * Characters of no script (spaces, punctuation, digits, combining marks) take the script
 * of the letters around them.
 */
const SCRIPTS: [string, RegExp][] = [
  ['Latn', /\p{Script=Latin}/u],
  ['Grek', /\p{Script=Greek}/u],
  ['Cyrl', /\p{Script=Cyrillic}/u],
  ['Arab', /\p{Script=Arabic}/u],
  ['Hebr', /\p{Script=Hebrew}/u],
  ['Deva', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Hang', /\p{Script=Hangul}/u],
  // Kana and Han share HarfBuzz's default shaper: one run for a line of Japanese.
  ['Hani', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u],
];
const OTHER_LETTER = /[\p{L}\p{M}]/u;
const COMMON = 'Zyyy';

/** The script tag of one character, 'Zyyy' when it has none of its own. */
export const scriptOf = (char: string): string => {
  for (const [tag, pattern] of SCRIPTS) if (pattern.test(char)) return tag;
  return OTHER_LETTER.test(char) && !/\p{M}/u.test(char) ? 'Zzzz' : COMMON;
};

/**
 * A script per UTF-16 index of `text`: each character's own, characters of no script
 * taking the one before them (or, at the start, the first one after them).
 */
export const resolveScripts = (text: string): string[] => {
  const scripts: string[] = new Array<string>(text.length).fill(COMMON);
  let last = COMMON;
  let index = 0;
  for (const char of text) {
    const own = scriptOf(char);
    const script = own === COMMON ? last : own;
    for (let k = 0; k < char.length; k++) scripts[index + k] = script;
    if (own !== COMMON) last = own;
    index += char.length;
  }
  const first = scripts.find((script) => script !== COMMON) ?? 'Latn';
  for (let i = 0; i < scripts.length && scripts[i] === COMMON; i++) scripts[i] = first;
  return scripts;
};
