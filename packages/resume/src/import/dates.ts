import { MONTH_YEAR, PRESENT } from '../rules/month-names';

/**
 * Dates as resumes print them, in the languages we render and the common ones beside: 'Mar
 * 2021', 'March 2021', 'März 2021', 'janv. 2021', '03/2021', '2021-03', '2021年3月',
 * '2021년 3월', '2021'; ranges with '–', '-', 'to', 'bis', …; 'Present' and its translations.
 */
// prettier-ignore
const FULL_MONTHS = [
  ['january', 'janvier', 'januar', 'jänner', 'enero', 'janeiro', 'gennaio', 'januari', 'styczeń'],
  ['february', 'février', 'februar', 'febrero', 'fevereiro', 'febbraio', 'februari', 'luty'],
  ['march', 'mars', 'märz', 'marzo', 'março', 'maart', 'marzec'],
  ['april', 'avril', 'abril', 'aprile', 'kwiecień'],
  ['may', 'mai', 'mayo', 'maio', 'maggio', 'mei', 'maj'],
  ['june', 'juin', 'juni', 'junio', 'junho', 'giugno', 'czerwiec'],
  ['july', 'juillet', 'juli', 'julio', 'julho', 'luglio', 'lipiec'],
  ['august', 'août', 'agosto', 'augustus', 'sierpień'],
  ['september', 'septembre', 'septiembre', 'setembro', 'settembre', 'wrzesień', 'sept'],
  ['october', 'octobre', 'oktober', 'octubre', 'outubro', 'ottobre', 'październik'],
  ['november', 'novembre', 'noviembre', 'novembro', 'listopad'],
  ['december', 'décembre', 'dezember', 'diciembre', 'dezembro', 'dicembre', 'grudzień'],
];

const monthNumber = new Map<string, number>();
FULL_MONTHS.forEach((names, index) => names.forEach((name) => monthNumber.set(name, index + 1)));
for (const months of Object.values(MONTH_YEAR))
  months.forEach((pattern, index) => {
    const name = pattern
      .replace('{year}', '')
      .replace(/\bde\b/, '')
      .replace(/\./g, '')
      .trim()
      .toLowerCase();
    if (/^\p{L}+$/u.test(name)) monthNumber.set(name, index + 1);
  });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: Iterable<string>) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

const PRESENT_WORDS = new Set([
  ...Object.values(PRESENT).map((word) => word.toLowerCase()),
  'present',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'jetzt',
  'présent',
  'actuel',
  'presente',
  'attuale',
  'настоящее время',
  'н.в.',
]);

const MONTH = `(?:${alternation(monthNumber.keys())})\\.?(?:\\s+de)?`;
const DATE =
  `(?:${MONTH}\\s+\\d{4}|\\d{4}年\\s?\\d{1,2}月|\\d{4}년\\s?\\d{1,2}월|` +
  `\\d{1,2}[/.]\\d{4}|\\d{4}[-/.](?:0?[1-9]|1[0-2])(?![\\d])|(?:19|20)\\d{2})`;
const PRESENT_WORD = `(?:${alternation(PRESENT_WORDS)})`;
const DASH = `(?:\\s*[–—−-]\\s*|\\s+(?:to|until|till|bis|au|à|a|al|tot)\\s+|\\s*[~〜～]\\s*)`;

const flags = 'iu';
const rangePattern = new RegExp(`(${DATE})${DASH}(${DATE}|${PRESENT_WORD})(?![\\p{L}\\d])`, flags);
const singlePattern = new RegExp(`(?<![\\p{L}\\d])(${DATE})(?![\\p{L}\\d])`, flags);
const wholeDate = new RegExp(
  `^[(\\[]?\\s*(?:${DATE})(?:${DASH}(?:${DATE}|${PRESENT_WORD}))?\\s*[)\\]]?$`,
  flags,
);

/** One printed date as 'YYYY-MM' ('2021' → '2021-01'); '' for 'Present' or no date. */
export const parseDate = (text: string): string => {
  const value = text.trim().toLowerCase();
  if (PRESENT_WORDS.has(value)) return '';
  let match = /^(\d{4})(?:年|년)\s?(\d{1,2})(?:月|월)$/.exec(value);
  if (match) return month(match[1], match[2]);
  match = /^(\d{1,2})[/.](\d{4})$/.exec(value);
  if (match) return month(match[2], match[1]);
  match = /^(\d{4})[-/.](\d{1,2})$/.exec(value);
  if (match) return month(match[1], match[2]);
  match = /^(\d{4})$/.exec(value);
  if (match) return `${match[1]}-01`;
  match = /^(\p{L}+)\.?(?:\s+de)?\s+(\d{4})$/u.exec(value);
  const number = match?.[1] ? monthNumber.get(match[1]) : undefined;
  return match && number ? month(match[2], String(number)) : '';
};

const month = (year: string | undefined, number: string | undefined) => {
  const value = Number(number);
  return value >= 1 && value <= 12 ? `${year}-${String(value).padStart(2, '0')}` : '';
};

export interface FoundDates {
  start: string;
  end: string;
  /** The printed text that held the dates, and where it was. */
  text: string;
  index: number;
  /** A single date ('2015', 'Jun 2015'), not a range. */
  single: boolean;
}

/** The first date range in a text ('… Mar 2021 – Present'), else the first single date. */
export const findDates = (text: string, { single = true } = {}): FoundDates | null => {
  const range = rangePattern.exec(text);
  if (range?.[1] && range[2] !== undefined)
    return {
      start: parseDate(range[1]),
      end: parseDate(range[2]),
      text: range[0],
      index: range.index,
      single: false,
    };
  if (!single) return null;
  const one = singlePattern.exec(text);
  if (!one?.[1]) return null;
  return { start: '', end: parseDate(one[1]), text: one[0], index: one.index, single: true };
};

/** The whole text is a date or a date range (maybe in parentheses). */
export const isDateText = (text: string): boolean => wholeDate.test(text.trim());

/** The four-digit year of a printed date ('Jun 2015' → '2015'), or ''. */
export const yearOf = (text: string): string => /(?:19|20)\d{2}/.exec(text)?.[0] ?? '';
