import { Font } from '@react-pdf/renderer';
import { EMOJI_ALTERNATE, emojiFromEmojiFonts } from './emoji-runs';
import { patchGlyphCache } from './glyph-fix';
import { breakWords } from './line-breaks';
import { SYMBOL_GROUPS } from './fallback-scripts';
import { FONT_FAMILIES, FONT_FILES, type FontResolver } from './manifest';
import { keepNeutralsInRuns } from './neutral-runs';
import { patchThaiLayout } from './thai-layout';

let registered: string | null = null;

/**
 * Register the embedded fonts with the PDF renderer (a process-wide store). Cheap to call
 * before every render: it only registers again when the resolver gives other sources.
 * Files are read or fetched lazily, the first time a document uses them.
 */
export const registerFonts = (resolve: FontResolver): void => {
  const sources = FONT_FILES.map((font) => ({ font, src: resolve(font) }));
  const key = sources.map((source) => source.src).join('\n');
  if (registered === key) return;
  if (registered !== null) Font.clear();
  const families = new Map<string, { src: string; fontWeight: number }[]>();
  for (const { font, src } of sources) {
    families.set(font.family, [
      ...(families.get(font.family) ?? []),
      { src, fontWeight: font.weight },
    ]);
  }
  families.set(EMOJI_ALTERNATE, families.get(FONT_FAMILIES.emoji) ?? []);
  for (const [family, fonts] of families) Font.register({ family, fonts });
  patchGlyphCache(families.keys());
  keepNeutralsInRuns(
    new Set(FONT_FILES.filter((font) => !SYMBOL_GROUPS.includes(font.group)).map((f) => f.family)),
  );
  patchThaiLayout();
  emojiFromEmojiFonts(families.keys());
  Font.registerHyphenationCallback(breakWords);
  registered = key;
};
