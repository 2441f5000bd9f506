import { viewValues, type ResumeView } from './resume-view';

/** Letters of the right-to-left scripts: Arabic, Hebrew, Syriac, Thaana, N'Ko. */
const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;

/**
 * The direction of a paragraph, as HTML's dir="auto" finds it: from its first letter
 * (digits, punctuation and spaces have none). 'ليلى حداد, Go' is right-to-left,
 * 'Go, ليلى' left-to-right.
 */
export const directionOf = (text: string): 'ltr' | 'rtl' => {
  for (const char of text) if (LETTER.test(char)) return RTL.test(char) ? 'rtl' : 'ltr';
  return 'ltr';
};

/**
 * The direction of a whole document: right-to-left when most of its letters are Arabic or
 * Hebrew. It mirrors the page's rows (lists, contact details, Split's sidebar).
 */
export const documentDirection = (view: ResumeView): 'ltr' | 'rtl' => {
  let rtl = 0;
  let letters = 0;
  for (const char of viewValues(view)) {
    if (!LETTER.test(char)) continue;
    letters++;
    if (RTL.test(char)) rtl++;
  }
  return rtl * 2 > letters ? 'rtl' : 'ltr';
};
