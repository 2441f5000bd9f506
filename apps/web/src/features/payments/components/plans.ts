import type { PaidPlan } from '@shortlist/contract';

/** The two plans of spec section 6, as the picker shows them. */
export const PLANS: { id: PaidPlan; name: string; price: string; gives: string[] }[] = [
  {
    id: 'unlimited',
    name: 'Unlimited',
    price: '$149',
    gives: [
      'Unlimited resumes and downloads',
      'PDF, Word, TXT and print',
      'Edit your resumes any time',
    ],
  },
  {
    id: 'one-time',
    name: 'Single',
    price: '$29',
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
