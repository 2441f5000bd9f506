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

const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const CJK_GROUPS: readonly FontGroup[] = ['sc', 'jp', 'kr'];

/**
 * The font groups a text is set in, in the order a character looks for a font that has it:
 * Noto Sans, the fonts of the other scripts it uses (Arabic, Hebrew, Thai), the CJK font its
 * language wants first (cjkGroupsFor) and then the other CJK fonts for the characters that
 * one lacks (a Chinese resume that names a Japanese company, Hanja in a Korean one), then
 * symbols and emoji. A later group is loaded only when a character needs it.
 */
export const fontGroupsFor = (
  text: string,
  locale?: string,
  family: 'sans' | 'serif' = 'sans',
): FontGroup[] => {
  const cjk = CJK.test(text);
  const primary = cjk ? cjkGroupsFor(text, locale) : [];
  const fallbacks = cjk ? CJK_GROUPS.filter((group) => !primary.includes(group)) : [];
  return [
    ...(family === 'serif' ? (['serif'] as const) : []),
    'latin',
    ...scriptGroupsFor(text),
    ...primary,
    ...fallbacks,
    ...symbolGroupsFor(text, cjk),
  ];
};

/** The same list as font-family names (the print page's CSS). */
export const fontStackFor = (
  text: string,
  locale?: string,
  family: 'sans' | 'serif' = 'sans',
): string[] => fontGroupsFor(text, locale, family).map((group) => FONT_FAMILIES[group]);
