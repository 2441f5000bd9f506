/**
 * The font files the PDF renderer embeds. They come from npm (the @expo-google-fonts
 * packages, full Google Fonts TTFs under the SIL Open Font License), so Node reads them from
 * node_modules and the web app serves them as static assets. See docs/decisions/0100.
 */
export type FontGroup = 'latin' | 'sc' | 'jp' | 'kr';

export interface FontFile {
  /** Stable key, e.g. 'latin-700'. */
  id: string;
  group: FontGroup;
  family: string;
  weight: 400 | 600 | 700;
  /** File name inside the package, e.g. 'NotoSans_700Bold.ttf'. */
  fileName: string;
  /** Module specifier a bundler or require.resolve understands. */
  module: string;
}

export const FONT_FAMILIES: Record<FontGroup, string> = {
  latin: 'Noto Sans',
  sc: 'Noto Sans SC',
  jp: 'Noto Sans JP',
  kr: 'Noto Sans KR',
};

const PACKAGES: Record<FontGroup, [pkg: string, prefix: string]> = {
  latin: ['@expo-google-fonts/noto-sans', 'NotoSans'],
  sc: ['@expo-google-fonts/noto-sans-sc', 'NotoSansSC'],
  jp: ['@expo-google-fonts/noto-sans-jp', 'NotoSansJP'],
  kr: ['@expo-google-fonts/noto-sans-kr', 'NotoSansKR'],
};

const WEIGHT_NAMES = { 400: '400Regular', 600: '600SemiBold', 700: '700Bold' } as const;

const file = (group: FontGroup, weight: FontFile['weight']): FontFile => {
  const [pkg, prefix] = PACKAGES[group];
  const folder = WEIGHT_NAMES[weight];
  const fileName = `${prefix}_${folder}.ttf`;
  return {
    id: `${group}-${weight}`,
    group,
    family: FONT_FAMILIES[group],
    weight,
    fileName,
    module: `${pkg}/${folder}/${fileName}`,
  };
};

/** Every file, Latin (with Greek and Cyrillic) first; the CJK ones load only when used. */
export const FONT_FILES: readonly FontFile[] = [
  file('latin', 400),
  file('latin', 600),
  file('latin', 700),
  file('sc', 400),
  file('sc', 700),
  file('jp', 400),
  file('jp', 700),
  file('kr', 400),
  file('kr', 700),
];

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
