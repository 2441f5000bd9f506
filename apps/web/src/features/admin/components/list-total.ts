import { ADMIN_MAX_ROWS, isEstimatedTotal } from '@shortlist/contract';

const format = (n: number) => n.toLocaleString('en-US');

/** An estimate said the way people say one: two significant digits (99,873 → 100,000). */
export function roughly(n: number) {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1);
  return Math.round(n / unit) * unit;
}

/**
 * What a list says about its rows. A total above ADMIN_EXACT_TOTAL_MAX is the server's
 * estimate (decision 0701), so it is said as "about"; past the rows pages reach, the admin is
 * told to search.
 */
export function describeTotal(total: number) {
  if (!isEstimatedTotal(total)) return `${format(total)} ${total === 1 ? 'row' : 'rows'}`;
  const about = `About ${format(roughly(total))} rows`;
  return total > ADMIN_MAX_ROWS
    ? `${about}: pages reach the first ${format(ADMIN_MAX_ROWS)}, search to narrow them.`
    : about;
}

/**
 * The pages a list's total reaches, how to say their number ("3", "about 130"), and whether
 * there may be a next one after `page`: with an estimated total, a full page may be followed
 * by another even past the estimate, up to the rows pages reach.
 */
export function pagesOf(total: number, limit: number, page: number, itemsOnPage: number) {
  const pages = Math.max(1, Math.ceil(Math.min(total, ADMIN_MAX_ROWS) / limit));
  const estimated = isEstimatedTotal(total);
  return {
    pages,
    label: estimated ? `about ${format(pages)}` : format(pages),
    hasNext: page < pages || (estimated && itemsOnPage === limit && page * limit < ADMIN_MAX_ROWS),
  };
}
