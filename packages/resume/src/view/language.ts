import { scriptOf } from '../engine/text/script';
import type { ResumeLocale } from '../schema/resume';

/** BCP 47 tags for a resume's locale where the bare code is not enough (Simplified Chinese). */
const TAGS: Partial<Record<string, string>> = { zh: 'zh-Hans' };

/** The language a script names (or the one a resume in it is most likely in). */
const SCRIPT_LANGUAGES: Partial<Record<string, string>> = {
  Hang: 'ko',
  Hani: 'zh',
  Arab: 'ar',
  Hebr: 'he',
  Thai: 'th',
  Deva: 'hi',
  Grek: 'el',
  Cyrl: 'ru',
  Latn: 'latin',
};
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Frequent short words of the Latin-script languages a resume may be written in. */
const WORDS: Record<string, readonly string[]> = {
  en: ['the', 'and', 'of', 'to', 'in', 'with', 'for', 'on', 'at', 'from', 'my'],
  de: ['und', 'der', 'die', 'das', 'mit', 'von', 'für', 'im', 'auf', 'eine', 'den', 'bei'],
  fr: ['et', 'les', 'des', 'le', 'la', 'pour', 'dans', 'avec', 'une', 'du', 'sur', 'au'],
  es: ['y', 'los', 'las', 'el', 'la', 'para', 'con', 'una', 'del', 'en', 'por'],
  pt: ['e', 'os', 'as', 'para', 'com', 'uma', 'do', 'da', 'em', 'no', 'na', 'dos'],
  it: ['e', 'il', 'di', 'per', 'con', 'una', 'della', 'nel', 'alla', 'gli', 'dei'],
  nl: ['en', 'de', 'het', 'van', 'voor', 'met', 'een', 'op', 'bij', 'naar'],
  pl: ['i', 'w', 'z', 'na', 'do', 'dla', 'oraz', 'się', 'od', 'przy'],
};
// Letters only Vietnamese uses (French and Portuguese share â, ê and ô).
const VIETNAMESE = /[ăđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu;

/** How many letters of a text name each language (kana: Japanese, whatever Han is with it). */
const byScript = (text: string): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const char of text) {
    const key = KANA.test(char) ? 'ja' : SCRIPT_LANGUAGES[scriptOf(char)];
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  // Japanese text is mostly Han: a tenth of kana makes it Japanese.
  const ja = counts.get('ja') ?? 0;
  if (ja > 0 && ja >= 0.1 * (ja + (counts.get('zh') ?? 0))) {
    counts.set('ja', ja + (counts.get('zh') ?? 0));
    counts.delete('zh');
  }
  return counts;
};

/** The Latin-script language whose common words a text uses most; English when unclear. */
const latinLanguage = (text: string): string => {
  if ([...text].filter((char) => VIETNAMESE.test(char)).length >= 3) return 'vi';
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best = 'en';
  let bestCount = 0;
  for (const [language, common] of Object.entries(WORDS)) {
    const set = new Set(common);
    const count = words.filter((word) => set.has(word)).length;
    if (count > bestCount) [best, bestCount] = [language, count];
  }
  return bestCount >= 3 ? best : 'en';
};

/**
 * The language of a resume as a BCP 47 tag, for the PDF's /Lang (what a screen reader reads
 * it in): its locale when set, else the script most of its letters are in and, for Latin
 * letters, the language whose common words it uses most.
 */
export const documentLanguage = (text: string, locale?: ResumeLocale): string => {
  if (locale) return TAGS[locale] ?? locale;
  const counts = [...byScript(text)].sort((a, b) => b[1] - a[1]);
  const [script] = counts[0] ?? ['latin'];
  const language = script === 'latin' ? latinLanguage(text) : script;
  return TAGS[language] ?? language;
};
