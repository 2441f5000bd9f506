/**
 * Advance widths (1/1000 em) of Noto Sans Regular for U+0020 ' ' to U+007E '~', read from
 * the embedded font file (test/measure.test.ts checks them against it).
 */
export const ASCII_WIDTHS = [
  260, 269, 408, 646, 572, 831, 732, 225, 300, 300, 551, 572, 268, 322, 268, 372, 572, 572, 572,
  572, 572, 572, 572, 572, 572, 572, 268, 268, 572, 572, 572, 434, 899, 639, 650, 632, 730, 556,
  519, 728, 741, 339, 273, 619, 524, 907, 760, 781, 605, 781, 622, 549, 556, 731, 600, 930, 586,
  566, 572, 329, 372, 329, 572, 444, 281, 561, 615, 480, 615, 564, 344, 615, 618, 258, 258, 534,
  258, 935, 618, 605, 615, 615, 413, 479, 361, 618, 508, 786, 529, 510, 470, 380, 551, 380, 572,
];
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
/** Other letters (accented Latin, Greek, Cyrillic) are estimated generously, like an 'n' plus a bit. */
const OTHER = 660;
/** Kerning and rounding may make a line a little wider than the sum of its advances. */
const SAFETY = 1.03;

/** Estimated width in pt of one line of regular-weight text. */
export const textWidth = (text: string, fontSize: number): number => {
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    units += ASCII_WIDTHS[code - 32] ?? (WIDE.test(char) ? 1000 : OTHER);
  }
  return (units * SAFETY * fontSize) / 1000;
};

/**
 * The largest font size, from `fontSize` down to `min` in quarter points, at which `text`
 * fits on one line of `width` pt. When even `min` is too wide, `min`: the text then wraps.
 */
export const fitFontSize = (text: string, width: number, fontSize: number, min: number): number => {
  const natural = textWidth(text, fontSize);
  if (natural <= width) return fontSize;
  return Math.max(min, Math.floor(((fontSize * width) / natural) * 4) / 4);
};
