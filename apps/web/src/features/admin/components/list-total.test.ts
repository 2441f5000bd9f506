import { describe, expect, it } from 'vitest';
import { describeTotal, pagesOf, roughly } from './list-total';

describe('list totals', () => {
  it('rounds an estimate to two significant digits', () => {
    expect([99_873, 1_001, 2_549, 123_456, 10_050].map(roughly)).toEqual([
      100_000, 1_000, 2_500, 120_000, 10_000,
    ]);
  });

  it('says a count as it is and an estimate (above 1,000) as "about"', () => {
    expect(describeTotal(0)).toBe('0 rows');
    expect(describeTotal(1)).toBe('1 row');
    expect(describeTotal(1_000)).toBe('1,000 rows');
    expect(describeTotal(2_549)).toBe('About 2,500 rows');
    expect(describeTotal(99_873)).toBe(
      'About 100,000 rows: pages reach the first 10,000, search to narrow them.',
    );
  });

  it('counts pages within the reach; past an estimate only while pages come back full', () => {
    expect(pagesOf(45, 20, 1, 20)).toEqual({ pages: 3, label: '3', hasNext: true });
    expect(pagesOf(45, 20, 3, 5)).toEqual({ pages: 3, label: '3', hasNext: false });
    expect(pagesOf(99_873, 20, 1, 20)).toEqual({ pages: 500, label: 'about 500', hasNext: true });
    expect(pagesOf(99_873, 20, 500, 20).hasNext).toBe(false);
    expect(pagesOf(1_001, 20, 51, 20).hasNext).toBe(true);
    expect(pagesOf(1_001, 20, 52, 7).hasNext).toBe(false);
  });
});
