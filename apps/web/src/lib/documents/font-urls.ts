import latin400 from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';
import latin600 from '@expo-google-fonts/noto-sans/600SemiBold/NotoSans_600SemiBold.ttf?url';
import latin700 from '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url';
import jp400 from '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf?url';
import jp700 from '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf?url';
import kr400 from '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf?url';
import kr700 from '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf?url';
import sc400 from '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url';
import sc700 from '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf?url';
import { FONT_FILES, urlFontResolver } from '@shortlist/resume';
import { SCRIPT_FONT_URLS } from './script-font-urls';

/**
 * The PDF fonts, served from our own origin (CSP: connect-src 'self'): Vite copies each file
 * into the build and gives its URL. Keyed by the ids of the package's FONT_FILES; the CJK
 * files (and those of script-font-urls.ts) are only fetched when a resume uses those scripts.
 */
export const FONT_URLS: Readonly<Record<string, string>> = {
  'latin-400': latin400,
  'latin-600': latin600,
  'latin-700': latin700,
  'sc-400': sc400,
  'sc-700': sc700,
  'jp-400': jp400,
  'jp-700': jp700,
  'kr-400': kr400,
  'kr-700': kr700,
  ...SCRIPT_FONT_URLS,
};

/** The package's font ids without a URL here; font-urls.test.ts checks that there are none. */
export const missingFontUrls = (): string[] =>
  FONT_FILES.map((font) => font.id).filter((id) => !FONT_URLS[id]);

export const fontResolver = () => urlFontResolver(FONT_URLS);
