import { FONT_FAMILIES, type FontGroup } from './manifest';

const HANGUL = /[\p{Script=Hangul}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
// Han ideographs plus CJK punctuation and full-width forms, which Noto Sans lacks.
const HAN = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/**
 * The CJK font groups a text needs, so the big CJK fonts load only when used: Japanese
 * (kana present) gets Noto Sans JP, Korean (Hangul) Noto Sans KR, other Han text Noto Sans
 * SC. Latin, Greek and Cyrillic are all in Noto Sans.
 */
export const cjkGroupsFor = (text: string): FontGroup[] => {
  const groups: FontGroup[] = [];
  const japanese = KANA.test(text);
  if (japanese) groups.push('jp');
  if (HANGUL.test(text)) groups.push('kr');
  if (!japanese && HAN.test(text)) groups.push('sc');
  return groups;
};

/** The font-family fallback list for a text: Noto Sans, then the CJK fonts it needs. */
export const fontStackFor = (text: string): string[] => [
  FONT_FAMILIES.latin,
  ...cjkGroupsFor(text).map((group) => FONT_FAMILIES[group]),
];
