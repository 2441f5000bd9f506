import type { ResumeLocale } from '../schema/resume';
import { MONTH_YEAR, PRESENT } from './month-names';

/**
 * 'YYYY-MM' or 'YYYY-MM-DD' as short month and year in the resume's language ('Mar 2021',
 * 'März 2021', '2021年3月'; English when unset); empty or missing means a current job:
 * 'Present' in that language. A value that is not such a date is shown as typed.
 */
export const formatMonthYear = (value: string | undefined, locale: ResumeLocale = 'en'): string => {
  const text = value?.trim() ?? '';
  if (text === '') return PRESENT[locale];
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(text);
  const month = match ? MONTH_YEAR[locale][Number(match[2]) - 1] : undefined;
  return month ? month.replace('{year}', match?.[1] ?? '') : text;
};

/** 'Mar 2021 – Present'; just the end when there is no start. */
export const formatDateRange = (
  start: string | undefined,
  end: string | undefined,
  locale: ResumeLocale = 'en',
): string => {
  const from = start?.trim() ? formatMonthYear(start, locale) : '';
  const to = formatMonthYear(end, locale);
  return from ? `${from} – ${to}` : to;
};

/** A job is current when it has no end date or one in the future (spec section 7). */
export const isCurrentJob = (endDate: string | undefined, now: Date = new Date()): boolean => {
  const text = endDate?.trim() ?? '';
  if (text === '') return true;
  const parsed = new Date(text.length === 7 ? `${text}-01` : text);
  return !Number.isNaN(parsed.getTime()) && parsed.getTime() > now.getTime();
};
