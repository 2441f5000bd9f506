import type { PaidPlan, PlanPrices } from '@shortlist/contract';
import { DEFAULT_PLAN_PRICES } from '@shortlist/contract/schema-free';

/** The two plans of spec section 6, as the picker shows them; prices come from the server. */
export const PLANS: { id: PaidPlan; name: string; gives: string[] }[] = [
  {
    id: 'unlimited',
    name: 'Unlimited',
    gives: [
      'Unlimited resumes and downloads',
      'PDF, Word, TXT and print',
      'Edit your resumes any time',
    ],
  },
  {
    id: 'one-time',
    name: 'Single',
    gives: [
      'One finished resume, every format',
      'The first resume you download is the one covered',
      'That resume cannot be modified after download',
    ],
  },
];

export const planName = (id: string) => PLANS.find((p) => p.id === id)?.name ?? id;

/** $149.00, in the currency of the purchase. */
export const formatAmount = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

/** $149 (no cents when whole): how a price reads in a sentence. */
export const shortAmount = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

/** A plan's price as the server is configured. */
export const priceOf = (prices: PlanPrices, plan: PaidPlan) =>
  shortAmount(prices.prices[plan], prices.currency);

/** '2 free downloads' (with 'download' in the singular for one). */
export const freeDownloadsText = (n: number) => `${n} free download${n === 1 ? '' : 's'}`;

/**
 * What Shortlist costs, in one sentence: the free downloads, then both plans, paid once.
 * The app's `PriceSummary` and the static landing page's script both write it from here.
 */
export function priceSummaryText(prices: PlanPrices) {
  const n = prices.freeDownloads;
  const free =
    n > 0 ? `Your first ${n === 1 ? 'download is' : `${n} downloads are`} free; then ` : '';
  return `${free}${priceOf(prices, 'one-time')} for one resume or ${priceOf(prices, 'unlimited')} for unlimited resumes, paid once (no subscription).`;
}

/**
 * The room `PriceSummary` keeps before the prices are known: the sentence of a server at its
 * defaults. Marked pure so that the landing page's script, which never needs it, drops it.
 */
export const PRICE_SUMMARY_ROOM = /* @__PURE__ */ priceSummaryText(DEFAULT_PLAN_PRICES);
