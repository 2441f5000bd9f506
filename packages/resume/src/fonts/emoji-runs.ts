import { alternateOf, EMOJI_CHARACTER as EMOJI, isEmojiFamily } from './alternates';
import { afterFontLoad, type FontkitFont } from './load-hooks';
import { FONT_FAMILIES } from './manifest';

/** Noto Emoji registered a second time: two emoji in a row go to alternate fonts. */
export const EMOJI_ALTERNATE = alternateOf(FONT_FAMILIES.emoji);
/** The emoji font that set the last emoji. */
let last: FontkitFont | null = null;
const PATCHED = new WeakSet<FontkitFont>();

/**
 * react-pdf splits a text after every emoji (where it would put an emoji image) and
 * textkit 7 then gives the piece after the split the paragraph's first font again: when
 * two emoji in a row were one run of one font, the second was drawn from Noto Sans as a
 * missing glyph ('⭐⭐' came out '⭐' and a box). The renderer asks the fonts in order and
 * stops at the first that has the character. Now every emoji (Emoji_Presentation) comes
 * from Noto Emoji, which a text with emoji always loads (fallback-scripts.ts): the other
 * fonts say 'no' to them (Noto Sans Symbols 2 has '⭐' too); and the two registrations of
 * Noto Emoji take turns, emoji by emoji: one says 'no' when it set the emoji before.
 */
const declineEmoji = (font: FontkitFont): void => {
  if (PATCHED.has(font)) return;
  const has = font.hasGlyphForCodePoint.bind(font);
  font.hasGlyphForCodePoint = (codePoint) =>
    !EMOJI.test(String.fromCodePoint(codePoint)) && has(codePoint);
  PATCHED.add(font);
};

const takeTurns = (font: FontkitFont): void => {
  if (PATCHED.has(font)) return;
  const has = font.hasGlyphForCodePoint.bind(font);
  font.hasGlyphForCodePoint = (codePoint) => {
    if (!has(codePoint)) return false;
    if (!EMOJI.test(String.fromCodePoint(codePoint))) return true;
    if (last === font) return false;
    last = font;
    return true;
  };
  PATCHED.add(font);
};

/** Patch the fonts of the given families as soon as they have loaded. */
export const emojiFromEmojiFonts = (families: Iterable<string>): void => {
  const all = [...families];
  afterFontLoad(
    all.filter((family) => !isEmojiFamily(family)),
    'emoji-runs',
    declineEmoji,
  );
  afterFontLoad(all.filter(isEmojiFamily), 'emoji-runs', takeTurns);
};

/** The registrations plus a second one of every emoji family (whole or chunk). */
export const withEmojiAlternates = <T>(families: Map<string, T>): Map<string, T> => {
  for (const [family, sources] of [...families])
    if (isEmojiFamily(family)) families.set(alternateOf(family), sources);
  return families;
};
