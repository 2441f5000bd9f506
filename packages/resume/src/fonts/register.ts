import { Font } from '@react-pdf/renderer';
import { isChunked, type ChunkedFonts } from './chunks/chunk-manifest';
import { tagReorderedClusters } from './cluster-text';
import { emojiFromEmojiFonts, withEmojiAlternates } from './emoji-runs';
import { registeredFamilies } from './families';
import { patchGlyphCache } from './glyph-fix';
import { breakWords } from './line-breaks';
import { markLogicalPositions } from './logical-order';
import { SYMBOL_GROUPS } from './fallback-scripts';
import { FONT_FAMILIES, FONT_FILES, type FontResolver } from './manifest';
import { keepNeutralsInRuns } from './neutral-runs';
import { patchThaiLayout } from './thai-layout';
import { patchArabicLayout } from './arabic-layout';

/** Where the fonts are: one file per group and weight, or chunks of them (chunks/). */
export type FontSource = FontResolver | ChunkedFonts;

let registered: string | null = null;
let lastSource: FontSource | null = null;
let ourFamilies: string[] = [];

/**
 * Drop the families registered here from the renderer's store. (Font.clear() would also drop
 * the built-in Helvetica, the renderer's last fallback, and fail the next document.)
 */
const unregister = (): void => {
  const store = Font.getRegisteredFonts();
  for (const family of ourFamilies) delete store[family];
  ourFamilies = [];
  registered = null;
  lastSource = null;
};

type Families = Map<string, { src: string; fontWeight: number }[]>;

const add = (families: Families, family: string, src: string, fontWeight: number) =>
  families.set(family, [...(families.get(family) ?? []), { src, fontWeight }]);

const familiesOf = (fonts: FontSource): Families => {
  const families: Families = new Map();
  if (isChunked(fonts)) {
    for (const chunk of fonts.chunks)
      for (const file of chunk.files) add(families, chunk.family, fonts.locate(file), file.weight);
  } else {
    for (const font of FONT_FILES) add(families, font.family, fonts(font), font.weight);
  }
  return families;
};

/**
 * Register the embedded fonts with the PDF renderer (a process-wide store). Cheap to call
 * before every render: it only registers again when the sources change.
 * Files are read or fetched lazily, the first time a document uses them.
 */
export const registerFonts = (fonts: FontSource): void => {
  if (fonts === lastSource) return;
  const families = withEmojiAlternates(familiesOf(fonts));
  const key = JSON.stringify([...families]);
  if (registered === key) {
    lastSource = fonts;
    return;
  }
  unregister();
  for (const [family, sources] of families) Font.register({ family, fonts: sources });
  ourFamilies = [...families.keys()];
  patchGlyphCache(families.keys());
  tagReorderedClusters(families.keys());
  markLogicalPositions(families.keys());
  keepNeutralsInRuns(
    new Set(
      FONT_FILES.filter((font) => !SYMBOL_GROUPS.includes(font.group)).flatMap((font) =>
        registeredFamilies(fonts, font.family),
      ),
    ),
  );
  patchThaiLayout(registeredFamilies(fonts, FONT_FAMILIES.thai));
  patchArabicLayout(registeredFamilies(fonts, FONT_FAMILIES.arabic));
  emojiFromEmojiFonts(families.keys());
  Font.registerHyphenationCallback(breakWords);
  registered = key;
  lastSource = fonts;
};

/** Our font files (paths or URLs) the renderer has read since they were registered. */
export const loadedFontFiles = (): string[] => {
  const store = Font.getRegisteredFonts();
  return ourFamilies.flatMap((family) =>
    // The store's public type hides the sources; each has its src and, once read, its data.
    (
      (store[family] as unknown as { sources: { src: string; data: unknown }[] } | undefined)
        ?.sources ?? []
    )
      .filter((source) => source.data)
      .map((source) => source.src),
  );
};

/** Forget the registered fonts: the next registerFonts starts with nothing read. */
export const resetFonts = unregister;
