import { contract } from '@shortlist/contract';
import { describe, expect, it } from 'vitest';
import { isPlanPrices, isVisitStart } from './public-calls';

// The landing page's script checks two answers by hand instead of with the contract's schemas
// (decision 0902). Each guard must accept exactly what its schema accepts.

const plans = { freeDownloads: 2, currency: 'usd', prices: { unlimited: 14900, 'one-time': 2900 } };
const planAnswers: unknown[] = [
  plans,
  { ...plans, freeDownloads: 0, extra: true },
  { ...plans, currency: '' },
  { ...plans, freeDownloads: -1 },
  { ...plans, freeDownloads: 1.5 },
  { ...plans, freeDownloads: '2' },
  { ...plans, freeDownloads: 2 ** 53 },
  { ...plans, currency: 840 },
  { ...plans, prices: { unlimited: 14900 } },
  { ...plans, prices: { unlimited: '149', 'one-time': 2900 } },
  { ...plans, prices: { unlimited: 14900, 'one-time': -0.5 } },
  { ...plans, prices: [14900, 2900] },
  { ...plans, prices: null },
  { currency: 'usd', prices: plans.prices },
  [plans],
  null,
  undefined,
  'plans',
];

const visitAnswers: unknown[] = [
  { pageTrafficID: 'visit-1' },
  { pageTrafficID: null },
  { pageTrafficID: '' },
  { pageTrafficID: 42 },
  { pageTrafficID: undefined },
  {},
  [{ pageTrafficID: 'visit-1' }],
  null,
  'visit-1',
];

const schemaAccepts =
  (schema: { safeParse: (data: unknown) => { success: boolean } }) =>
  // As the app's client parses it: no body at all is null.
  (data: unknown) =>
    schema.safeParse(data ?? null).success;

describe('the hand-written guards of the landing page script', () => {
  it.each(planAnswers.map((answer) => [JSON.stringify(answer) ?? 'undefined', answer]))(
    'judge the plans answer %s as its schema does',
    (_, answer) => {
      expect(isPlanPrices(answer)).toBe(
        schemaAccepts(contract.payments.plans.responses[200])(answer),
      );
    },
  );

  it.each(visitAnswers.map((answer) => [JSON.stringify(answer) ?? 'undefined', answer]))(
    'judge the visit answer %s as its schema does',
    (_, answer) => {
      expect(isVisitStart(answer)).toBe(
        schemaAccepts(contract.traffic.start.responses[200])(answer),
      );
    },
  );

  it('accept a valid answer and refuse a malformed one (the table holds both)', () => {
    expect(planAnswers.filter(isPlanPrices)).toHaveLength(3);
    expect(visitAnswers.filter(isVisitStart)).toHaveLength(3);
  });
});
