import { afterFontLoad, type FontkitFont } from './load-hooks';

/**
 * Work-around for a fontkit 2 glyph cache bug that corrupts text.
 *
 * fontkit caches one glyph object per glyph id, with the code points it was first asked
 * for, and hands that object out for every later use of the glyph. The layout engine maps
 * glyphs back to the string through those code points, so a glyph cached with other code
 * points than the current text has shifts every later character:
 * - a composite glyph (e.g. Greek capital Epsilon in Noto Sans) loads its component (Latin
 *   'E') with no code points, and every later 'E' then had none: letters vanished from
 *   `pdftotext` and lines broke one character off ('K' / 'ategorie');
 * - in Devanagari, a conjunct or vowel-sign glyph first met in one syllable kept that
 *   syllable's code points: lines broke inside a syllable ('क' / 'ा') and the last
 *   characters of a line were not drawn ('शर्मा' lost its 'र्').
 * - the layout engine counts a glyph's code points as string positions, which are UTF-16
 *   units: after an emoji or another character beyond U+FFFF every later position was one
 *   off, and a line lost its last characters ('x 😀😀😀 y' came out 'x 😀 y').
 * The fix gives each request with code points a glyph that carries exactly those code
 * points, a character beyond U+FFFF as its two UTF-16 units (the PDF's text map writes
 * them as the same bytes): the cached one when they match (or it has none yet), else an
 * object that inherits everything else (metrics, outline) from it.
 */
const PATCHED = new WeakSet<FontkitFont>();

const sameCodePoints = (a: number[], b: number[]): boolean =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** Code points as UTF-16 units: U+1F600 becomes 0xD83D, 0xDE00. */
const utf16Units = (codePoints: number[]): number[] =>
  codePoints.some((codePoint) => codePoint > 0xffff)
    ? [...String.fromCodePoint(...codePoints)].flatMap((char) =>
        char.length === 2 ? [char.charCodeAt(0), char.charCodeAt(1)] : [char.charCodeAt(0)],
      )
    : codePoints;

const patchFont = (font: FontkitFont): void => {
  if (PATCHED.has(font)) return;
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, requested = []) => {
    const glyph = getGlyph(id, requested);
    const characters = utf16Units(requested);
    if (!glyph || characters.length === 0) return glyph;
    if (glyph.codePoints.length === 0) glyph.codePoints = characters;
    if (sameCodePoints(glyph.codePoints, characters)) return glyph;
    return Object.create(glyph, { codePoints: { value: characters, writable: true } });
  };
  PATCHED.add(font);
};

/** Patch every registered font of the given families as soon as it has loaded. */
export const patchGlyphCache = (families: Iterable<string>): void =>
  afterFontLoad(families, 'glyph-cache', patchFont);
