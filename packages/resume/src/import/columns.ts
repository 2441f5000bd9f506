import { isDateText } from './dates';

/** The part of a text row that the layout keeps apart: a run of text between wide gaps. */
export interface Segment {
  text: string;
  x: number;
  right: number;
  y: number;
  size: number;
  bold: boolean;
  bullet: boolean;
}

const mostCommonShare = (values: number[], tolerance: number, modes: number): number => {
  const left = [...values];
  let covered = 0;
  for (let mode = 0; mode < modes && left.length; mode++) {
    let best: number[] = [];
    for (const value of left) {
      const near = left.filter((other) => Math.abs(other - value) <= tolerance);
      if (near.length > best.length) best = near;
    }
    covered += best.length;
    for (const value of best) left.splice(left.indexOf(value), 1);
  }
  return values.length ? covered / values.length : 0;
};

/**
 * The top of a column (its segments given): the first line at the x most of its lines start
 * at, so that a contact row of a header over both columns, which may reach past the gutter
 * above the column, is not taken for it. `y` is that line's top, `size` its size.
 */
export const columnTop = (column: Segment[]): { y: number; size: number } => {
  const starts = new Map<number, number>();
  for (const s of column) starts.set(Math.round(s.x), (starts.get(Math.round(s.x)) ?? 0) + 1);
  const left = [...starts].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  const first = column
    .filter((s) => Math.abs(s.x - left) <= 2)
    .reduce((a, b) => (b.y - b.size < a.y - a.size ? b : a));
  return { y: first.y - first.size, size: first.size };
};

/**
 * The segments right of `x` that may belong to a column there: not those on a row with a
 * segment that crosses `x`, a row over both columns (a header's contact row, whose second
 * item may start where the column does).
 */
export const rightOf = (segments: Segment[], x: number): Segment[] => {
  const crossing = segments.filter((s) => s.x < x - 1 && s.right > x + 1);
  return segments.filter((s) => s.x >= x && !crossing.some((c) => Math.abs(c.y - s.y) < 1));
};

/**
 * Where a page splits into two columns, or null. A gutter is a vertical band in the middle of
 * the page that no text crosses, except a header above the right column; the right column's
 * lines start at the same x (a column, not dates set flush right), and there are lines on
 * both sides.
 */
export const findGutter = (segments: Segment[], pageWidth: number): number | null => {
  if (segments.length < 6) return null;
  const from = Math.round(pageWidth * 0.2);
  const to = Math.round(pageWidth * 0.8);
  let best: { start: number; end: number } | null = null;
  let run: { start: number; end: number } | null = null;
  const free = (x: number) => {
    const right = rightOf(segments, x);
    if (right.length < 2) return false;
    const top = columnTop(right).y;
    return segments.every((s) => s.x >= x - 1 || s.right <= x + 1 || s.y < top);
  };
  for (let x = from; x <= to; x += 2) {
    if (free(x)) {
      run = run ? { start: run.start, end: x } : { start: x, end: x };
      if (!best || run.end - run.start > best.end - best.start) best = run;
    } else run = null;
  }
  if (!best || best.end - best.start < 8) return null;
  // The column starts where the free band does: a line of it may start anywhere in the band.
  const gutter = best.start;
  const right = segments.filter((s) => s.x >= gutter);
  const left = segments.filter((s) => s.right <= best.start + 2);
  if (right.length < 2 || left.length < 3) return null;
  if (right.filter((s) => isDateText(s.text)).length > right.length / 2) return null;
  if (
    mostCommonShare(
      right.map((s) => s.x),
      3,
      2,
    ) < 0.6
  )
    return null;
  return gutter;
};
