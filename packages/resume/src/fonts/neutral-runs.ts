import { afterFontLoad, type FontkitFont } from './load-hooks';

/** Characters of no script: spaces, punctuation and digits. */
const NEUTRAL = /^[\p{White_Space}\p{P}\p{Nd}]$/u;

/** The font that last said it has a character of a script: the one the renderer picked. */
let current: FontkitFont | null = null;
const PATCHED = new WeakMap<FontkitFont, (codePoint: number) => boolean>();

/**
 * Keeps spaces, punctuation and digits in the run of the script around them. The renderer
 * sets each character in the first font of the family list that has it, so in
 * '소프트웨어 엔지니어' or 'ليلى حداد.' every space and full stop went to Noto Sans, the first
 * font: the text layer then held a run per word and a run per space ('Korean text comes out
 * with spaces as separate runs'), and pdf.js read each right-to-left word as a text of its
 * own, in visual order. The renderer asks the fonts in order, character by character, and
 * stops at the first that has it; a patched font now answers 'no' for such a character when
 * the (patched) font that set the letter before it has it too. Only the script fonts are
 * patched: symbol and emoji fonts never take a space (textkit splits text after each emoji
 * and would lose the font of a run that went on past it).
 */
const patchFont = (font: FontkitFont): void => {
  if (PATCHED.has(font)) return;
  const has = font.hasGlyphForCodePoint.bind(font);
  PATCHED.set(font, has);
  font.hasGlyphForCodePoint = (codePoint) => {
    if (!NEUTRAL.test(String.fromCodePoint(codePoint))) {
      const found = has(codePoint);
      if (found) current = font;
      return found;
    }
    const previous = current ? PATCHED.get(current) : undefined;
    if (current !== font && previous?.(codePoint)) return false;
    return has(codePoint);
  };
};

/** Patch every registered font of the given families as soon as it has loaded. */
export const keepNeutralsInRuns = (families: Iterable<string>): void =>
  afterFontLoad(families, 'neutral-runs', patchFont);
