/**
 * The font files the PDF renderer embeds. They come from npm (the @expo-google-fonts
 * packages, full Google Fonts TTFs under the SIL Open Font License), so Node reads them from
 * node_modules and the web app serves them as static assets. See docs/decisions/0100.
 */
export type FontGroup =
  | 'latin'
  | 'sc'
  | 'jp'
  | 'kr'
  | 'arabic'
  | 'hebrew'
  | 'thai'
  | 'math'
  | 'symbols'
  | 'emoji'
  | 'serif';

export type FontWeight = 400 | 600 | 700;

export interface FontFile {
  /** Stable key, e.g. 'latin-700'. */
  id: string;
  group: FontGroup;
  family: string;
  weight: FontWeight;
  /** File name inside the package, e.g. 'NotoSans_700Bold.ttf'. */
  fileName: string;
  /** Module specifier a bundler or require.resolve understands. */
  module: string;
}

interface GroupSource {
  family: string;
  /** npm package and the file-name prefix of its TTFs. */
  pkg: string;
  prefix: string;
  /** The weights shipped; a missing weight is set in the nearest one (e.g. bold ✓ in 400). */
  weights: readonly FontWeight[];
}

/**
 * One entry per font group, Latin (with Greek and Cyrillic) first. Only Latin loads for
 * every resume; the others load when the resume's text needs them (fonts/scripts.ts,
 * fonts/fallback-scripts.ts). All are Noto fonts under the SIL Open Font License.
 */
const GROUPS: Record<FontGroup, GroupSource> = {
  latin: { family: 'Noto Sans', pkg: 'noto-sans', prefix: 'NotoSans', weights: [400, 600, 700] },
  sc: { family: 'Noto Sans SC', pkg: 'noto-sans-sc', prefix: 'NotoSansSC', weights: [400, 700] },
  jp: { family: 'Noto Sans JP', pkg: 'noto-sans-jp', prefix: 'NotoSansJP', weights: [400, 700] },
  kr: { family: 'Noto Sans KR', pkg: 'noto-sans-kr', prefix: 'NotoSansKR', weights: [400, 700] },
  arabic: {
    family: 'Noto Sans Arabic',
    pkg: 'noto-sans-arabic',
    prefix: 'NotoSansArabic',
    weights: [400, 700],
  },
  hebrew: {
    family: 'Noto Sans Hebrew',
    pkg: 'noto-sans-hebrew',
    prefix: 'NotoSansHebrew',
    weights: [400, 700],
  },
  thai: {
    family: 'Noto Sans Thai',
    pkg: 'noto-sans-thai',
    prefix: 'NotoSansThai',
    weights: [400, 700],
  },
  math: { family: 'Noto Sans Math', pkg: 'noto-sans-math', prefix: 'NotoSansMath', weights: [400] },
  symbols: {
    family: 'Noto Sans Symbols 2',
    pkg: 'noto-sans-symbols-2',
    prefix: 'NotoSansSymbols2',
    weights: [400],
  },
  emoji: { family: 'Noto Emoji', pkg: 'noto-emoji', prefix: 'NotoEmoji', weights: [400, 700] },
  // The serif design (issue 25): Latin, Greek and Cyrillic in Noto Serif; every other script
  // falls back to the sans fonts above.
  serif: { family: 'Noto Serif', pkg: 'noto-serif', prefix: 'NotoSerif', weights: [400, 600, 700] },
};

export const FONT_FAMILIES = Object.fromEntries(
  Object.entries(GROUPS).map(([group, source]) => [group, source.family]),
) as Record<FontGroup, string>;

const WEIGHT_NAMES = { 400: '400Regular', 600: '600SemiBold', 700: '700Bold' } as const;

const file = (group: FontGroup, weight: FontWeight): FontFile => {
  const { family, pkg, prefix } = GROUPS[group];
  const folder = WEIGHT_NAMES[weight];
  const fileName = `${prefix}_${folder}.ttf`;
  return {
    id: `${group}-${weight}`,
    group,
    family,
    weight,
    fileName,
    module: `@expo-google-fonts/${pkg}/${folder}/${fileName}`,
  };
};

/** Every file, Latin first; the others load only when a resume uses them. */
export const FONT_FILES: readonly FontFile[] = (Object.keys(GROUPS) as FontGroup[]).flatMap(
  (group) => GROUPS[group].weights.map((weight) => file(group, weight)),
);

/**
 * Where the renderer gets a font file: a URL (http:, https: or data:) in the browser and
 * in a Web Worker, a file path in Node. Called once per file when fonts are registered.
 */
export type FontResolver = (file: FontFile) => string;

/**
 * For the web app: fonts served from one folder (e.g. copied to `/fonts/`), or a map from
 * file id to URL (e.g. built with Vite `?url` imports). Relative URLs are made absolute
 * against `base`, because the renderer fetches only absolute URLs.
 */
export const urlFontResolver =
  (
    urls: string | Readonly<Record<string, string>>,
    base: string = globalThis.location?.href ?? 'http://localhost/',
  ) =>
  (font: FontFile): string => {
    const url =
      typeof urls === 'string' ? new URL(font.fileName, new URL(urls, base)).href : urls[font.id];
    if (!url) throw new Error(`No URL given for font ${font.id} (${font.fileName})`);
    return new URL(url, base).href;
  };
