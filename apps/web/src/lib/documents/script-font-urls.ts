import arabic400 from '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf?url';
import arabic700 from '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf?url';
import hebrew400 from '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf?url';
import hebrew700 from '@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf?url';
import thai400 from '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf?url';
import thai700 from '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf?url';
import math400 from '@expo-google-fonts/noto-sans-math/400Regular/NotoSansMath_400Regular.ttf?url';
import symbols400 from '@expo-google-fonts/noto-sans-symbols-2/400Regular/NotoSansSymbols2_400Regular.ttf?url';
import emoji400 from '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf?url';
import emoji700 from '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf?url';

/**
 * The PDF fonts for scripts beyond Latin and CJK (Arabic, Hebrew, Thai) and for symbols and
 * emoji, keyed by the resume package's font ids. Vite copies each file into the build; the
 * renderer fetches one only when a resume has characters of its group (fonts/scripts.ts).
 */
export const SCRIPT_FONT_URLS: Readonly<Record<string, string>> = {
  'arabic-400': arabic400,
  'arabic-700': arabic700,
  'hebrew-400': hebrew400,
  'hebrew-700': hebrew700,
  'thai-400': thai400,
  'thai-700': thai700,
  'math-400': math400,
  'symbols-400': symbols400,
  'emoji-400': emoji400,
  'emoji-700': emoji700,
};
