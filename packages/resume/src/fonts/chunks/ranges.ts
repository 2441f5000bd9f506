/**
 * Code point sets as short strings, for the chunk manifest the browser loads: sorted ranges,
 * each written as base-36 `gap` or `gap+extra` (gap from the end of the previous range, extra
 * code points after the first), separated by commas. 'k,1+2' is {20, 22, 23, 24}.
 */
export type Ranges = readonly (readonly [first: number, last: number])[];

/** Sorted, merged ranges of a set of code points. */
export const toRanges = (codePoints: Iterable<number>): [number, number][] => {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of sorted) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
};

export const encodeRanges = (codePoints: Iterable<number>): string => {
  let previous = -1;
  return toRanges(codePoints)
    .map(([first, last]) => {
      const gap = (first - previous - 1).toString(36);
      previous = last;
      return last > first ? `${gap}+${(last - first).toString(36)}` : gap;
    })
    .join(',');
};

export const decodeRanges = (text: string): [number, number][] => {
  let previous = -1;
  return text === ''
    ? []
    : text.split(',').map((token) => {
        const [gap = '', extra = '0'] = token.split('+');
        const first = previous + 1 + parseInt(gap, 36);
        previous = first + parseInt(extra, 36);
        return [first, previous];
      });
};

/** Whether a code point is in sorted ranges (binary search). */
export const inRanges = (ranges: Ranges, codePoint: number): boolean => {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = ranges[middle]!;
    if (codePoint < first) high = middle - 1;
    else if (codePoint > last) low = middle + 1;
    else return true;
  }
  return false;
};

/** Every code point in the ranges. */
export const expandRanges = (ranges: Ranges): number[] =>
  ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i));
