import { Font } from '@react-pdf/renderer';

/** The parts of a fontkit font our patches touch. */
export interface FontkitFont {
  getGlyph: (id: number, characters?: number[]) => { codePoints: number[] } | null;
  hasGlyphForCodePoint: (codePoint: number) => boolean;
  layout: (string: string, features?: unknown, ...rest: unknown[]) => unknown;
}
interface LoadableSource {
  data: unknown;
  load: () => Promise<void>;
  __shortlistPatches?: Set<string>;
}

const isFontkitFont = (data: unknown): data is FontkitFont =>
  typeof data === 'object' && data !== null && typeof (data as FontkitFont).getGlyph === 'function';

/**
 * Run `patch` on every registered font of the given families as soon as it has loaded
 * (react-pdf loads a file the first time a document uses it). Each patch, by `name`, is
 * applied once per font source, however often this is called.
 */
export const afterFontLoad = (
  families: Iterable<string>,
  name: string,
  patch: (font: FontkitFont) => void,
): void => {
  const registered = Font.getRegisteredFonts();
  for (const family of families) {
    // The store's public type hides the sources; they are plain objects with load() and data.
    const sources =
      (registered[family] as unknown as { sources: LoadableSource[] } | undefined)?.sources ?? [];
    for (const source of sources) {
      const patches = (source.__shortlistPatches ??= new Set());
      if (patches.has(name)) continue;
      const load = source.load.bind(source);
      source.load = async () => {
        await load();
        if (isFontkitFont(source.data)) patch(source.data);
      };
      patches.add(name);
    }
  }
};

/** The OpenType features a layout call asks for (textkit passes an object), with `overrides`. */
export const featuresWith = (
  features: unknown,
  overrides: Record<string, boolean>,
): Record<string, boolean> => ({
  ...(Array.isArray(features)
    ? Object.fromEntries(features.map((tag) => [String(tag), true]))
    : typeof features === 'object' && features !== null
      ? (features as Record<string, boolean>)
      : {}),
  ...overrides,
});

type Layout = FontkitFont['layout'];
const WRAPPED = new Map<string, WeakSet<FontkitFont>>();

/**
 * Wrap the layout of every registered font of `families` as soon as it has loaded, once per
 * font object and `name` (a font file registered twice is one object).
 */
export const wrapLayout = (
  families: Iterable<string>,
  name: string,
  wrap: (layout: Layout, font: FontkitFont) => Layout,
): void => {
  const wrapped = WRAPPED.get(name) ?? new WeakSet<FontkitFont>();
  WRAPPED.set(name, wrapped);
  afterFontLoad(families, name, (font) => {
    if (wrapped.has(font)) return;
    font.layout = wrap(font.layout.bind(font), font);
    wrapped.add(font);
  });
};
