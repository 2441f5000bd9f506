import { EMOJI_ALTERNATE } from './emoji-runs';
import { scriptGroupsFor, symbolGroupsFor } from './fallback-scripts';
import { FONT_FAMILIES, type FontGroup } from './manifest';

const HANGUL = /[\p{Script=Hangul}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
// Han ideographs plus CJK punctuation and full-width forms, which Noto Sans lacks.
const HAN = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

const count = (text: string, pattern: RegExp): number =>
  [...text].filter((char) => pattern.test(char)).length;

/**
 * Whether a text is Japanese: its resume's locale says so, or (no CJK locale given) kana
 * make up a tenth or more of its kana and Han characters. A Chinese resume that names a
 * Japanese company ('ソニー') is still Chinese: Noto Sans JP lacks about a thousand common
 * Simplified Chinese characters (李华 would lose 华), and Noto Sans SC has the kana.
 */
const isJapanese = (text: string, locale?: string): boolean => {
  if (locale === 'ja') return true;
  if (locale === 'zh') return false;
  const kana = count(text, KANA);
  return kana > 0 && kana >= 0.1 * (kana + count(text, HAN));
};

/**
 * The CJK font groups a text needs, so the big CJK fonts load only when used: Japanese
 * gets Noto Sans JP, Korean (Hangul) Noto Sans KR, other Han text and kana Noto Sans SC.
 * Latin (with Vietnamese), Greek and Cyrillic are all in Noto Sans.
 */
export const cjkGroupsFor = (text: string, locale?: string): FontGroup[] => {
  const groups: FontGroup[] = [];
  const japanese = isJapanese(text, locale);
  if (japanese) groups.push('jp');
  if (HANGUL.test(text)) groups.push('kr');
  if (!japanese && (HAN.test(text) || KANA.test(text))) groups.push('sc');
  return groups;
};

/**
 * The font-family fallback list for a text: Noto Sans, then the fonts of the other scripts
 * it uses (Arabic, Hebrew, Devanagari, Thai, CJK), then symbols and emoji. The renderer sets
 * each character in the first font of the list that has it.
 */
export const fontStackFor = (text: string, locale?: string): string[] => {
  const cjk = cjkGroupsFor(text, locale);
  const symbols = symbolGroupsFor(text, cjk.length > 0);
  return [
    ...['latin' as const, ...scriptGroupsFor(text), ...cjk, ...symbols].map(
      (group) => FONT_FAMILIES[group],
    ),
    // Emoji alternate between two registrations of Noto Emoji (fonts/emoji-runs.ts).
    ...(symbols.includes('emoji') ? [EMOJI_ALTERNATE] : []),
  ];
};
