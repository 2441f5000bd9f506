import { Font } from '@react-pdf/renderer';

/**
 * Work-around for a fontkit 2 glyph cache bug that corrupts text.
 *
 * fontkit caches one glyph object per glyph id, with the code points it was first asked
 * for. A composite glyph (e.g. Greek capital Epsilon in Noto Sans) loads its component
 * (Latin 'E') with no code points, and that empty entry is then reused for every later
 * 'E' in this and every later document. The layout engine maps glyphs back to the string
 * through those code points, so letters vanish from the extracted text and lines break
 * one character off ('K' / 'ategorie'). The fix fills in the code points when a glyph is
 * next requested with them.
 */
interface Glyph {
  codePoints: number[];
}
interface FontkitFont {
  getGlyph: (id: number, characters?: number[]) => Glyph | null;
  __shortlistPatched?: boolean;
}
interface LoadableSource {
  data: unknown;
  load: () => Promise<void>;
  __shortlistPatched?: boolean;
}

const patchFont = (font: FontkitFont): void => {
  if (font.__shortlistPatched) return;
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && characters.length > 0 && glyph.codePoints.length === 0)
      glyph.codePoints = characters;
    return glyph;
  };
  font.__shortlistPatched = true;
};

const isFontkitFont = (data: unknown): data is FontkitFont =>
  typeof data === 'object' && data !== null && typeof (data as FontkitFont).getGlyph === 'function';

/** Patch every registered font of the given families as soon as it has loaded. */
export const patchGlyphCache = (families: Iterable<string>): void => {
  const registered = Font.getRegisteredFonts();
  for (const family of families) {
    // The store's public type hides the sources; they are plain objects with load() and data.
    const sources =
      (registered[family] as unknown as { sources: LoadableSource[] } | undefined)?.sources ?? [];
    for (const source of sources) {
      if (source.__shortlistPatched) continue;
      const load = source.load.bind(source);
      source.load = async () => {
        await load();
        if (isFontkitFont(source.data)) patchFont(source.data);
      };
      source.__shortlistPatched = true;
    }
  }
};
