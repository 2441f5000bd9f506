const FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * 'YYYY-MM' or 'YYYY-MM-DD' as en-US short month and year ('Mar 2021'); empty or missing
 * means a current job: 'Present'. A value that is not such a date is shown as typed.
 */
export const formatMonthYear = (value: string | undefined): string => {
  const text = value?.trim() ?? '';
  if (text === '') return 'Present';
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(text);
  if (!match) return text;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return Number.isNaN(date.getTime()) ? text : FORMAT.format(date);
};

/** 'Mar 2021 – Present'; just the end when there is no start. */
export const formatDateRange = (start: string | undefined, end: string | undefined): string => {
  const from = start?.trim() ? formatMonthYear(start) : '';
  const to = formatMonthYear(end);
  return from ? `${from} – ${to}` : to;
};

/** A job is current when it has no end date or one in the future (spec section 7). */
export const isCurrentJob = (endDate: string | undefined, now: Date = new Date()): boolean => {
  const text = endDate?.trim() ?? '';
  if (text === '') return true;
  const parsed = new Date(text.length === 7 ? `${text}-01` : text);
  return !Number.isNaN(parsed.getTime()) && parsed.getTime() > now.getTime();
};
