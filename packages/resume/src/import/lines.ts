import { isBulletOnly, stripBullet } from './bullets';
import { columnTop, findGutter, rightOf, type Segment } from './columns';
import type { Line, PdfPageText, PdfTextItem } from './types';

/** A gap this many font sizes wide (or a blank item as wide) separates two segments. */
const SEGMENT_GAP = 0.8;
/** A gap this many font sizes wide between two items is a space the PDF did not write. */
const SPACE_GAP = 0.12;

const isBlank = (text: string) => text.trim() === '';

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/gu;
const LTR = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/gu;
const rtlShare = (items: PdfTextItem[]) => {
  const text = items.map((item) => item.text).join('');
  const rtl = (text.match(RTL) ?? []).length;
  const ltr = (text.match(LTR) ?? []).length;
  return rtl + ltr === 0 ? 0 : rtl / (rtl + ltr);
};

/** A page set right to left, mirrored: its columns and indents then read as left-to-right ones. */
const mirrored = (page: PdfPageText): PdfTextItem[] =>
  page.items.map((item) => ({ ...item, x: page.width - item.x - item.width }));

/**
 * Items whose baselines agree (within 40 % of the smaller font size), top to bottom. Within
 * a row, left to right; a row of right-to-left text keeps the PDF's own order, which is the
 * typed order (pdf.js gives it so; visual order would reverse a Latin run of several items).
 */
const rows = (items: PdfTextItem[], rightToLeft: boolean): PdfTextItem[][] => {
  const order = new Map(items.map((item, index) => [item, index]));
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const result: { y: number; size: number; items: PdfTextItem[] }[] = [];
  for (const item of sorted) {
    const row = result.find(
      (candidate) =>
        Math.abs(candidate.y - item.y) <= 0.4 * Math.min(candidate.size, item.height || 1),
    );
    if (row) row.items.push(item);
    else result.push({ y: item.y, size: item.height || 1, items: [item] });
  }
  return result.map((row) =>
    rightToLeft && rtlShare(row.items) > 0.5
      ? row.items.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
      : row.items.sort((a, b) => a.x - b.x),
  );
};

/** The horizontal distance between two items' boxes (0 when they touch or overlap). */
const gapBetween = (a: PdfTextItem, b: PdfTextItem) =>
  Math.max(0, Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width));

/** The size and weight most of a segment's characters have. */
const dominant = (items: PdfTextItem[]) => {
  let best = items[0];
  for (const item of items)
    if (item.text.trim().length > (best?.text.trim().length ?? 0)) best = item;
  return { size: best?.height ?? 0, bold: best?.bold ?? false };
};

const segmentOf = (items: PdfTextItem[], bullet: boolean): Segment | null => {
  let text = '';
  let previous: PdfTextItem | null = null;
  for (const item of items) {
    if (previous) {
      const gap = gapBetween(previous, item);
      const size = Math.min(previous.height, item.height) || 1;
      if (gap > SPACE_GAP * size && !/\s$/.test(text) && !/^\s/.test(item.text)) text += ' ';
    }
    text += item.text;
    previous = item;
  }
  const stripped = stripBullet(text.replace(/\s+/g, ' ').trim());
  if (!stripped.text) return null;
  // A bullet drawn as an item of its own hangs in the margin: the item starts at its text,
  // where the item's wrapped lines start too.
  const textItems = items.filter((item) => !isBlank(item.text));
  if (textItems.length > 1 && isBulletOnly(textItems[0]!.text)) textItems.shift();
  if (!textItems.length) return null;
  return {
    text: stripped.text,
    x: Math.min(...textItems.map((item) => item.x)),
    right: Math.max(...textItems.map((item) => item.x + item.width)),
    y: Math.max(...textItems.map((item) => item.y)),
    ...dominant(textItems),
    bullet: bullet || stripped.bullet,
  };
};

/** A row cut at its wide gaps; a lone bullet character marks the segment after it. */
const segmentsOfRow = (row: PdfTextItem[]): Segment[] => {
  const segments: Segment[] = [];
  let current: PdfTextItem[] = [];
  let bullet = false;
  const flush = () => {
    const segment = current.length ? segmentOf(current, bullet) : null;
    if (segment) segments.push(segment);
    if (current.some((item) => !isBlank(item.text))) bullet = false;
    current = [];
  };
  for (const item of row) {
    const size = item.height || 1;
    if (isBlank(item.text)) {
      if (item.width >= SEGMENT_GAP * size) flush();
      else current.push(item);
      continue;
    }
    const last = current.filter((other) => !isBlank(other.text)).pop();
    const apart =
      last !== undefined &&
      gapBetween(last, item) >= SEGMENT_GAP * Math.min(size, last.height || 1);
    if (apart) flush();
    // A bullet character opens a segment (also beside another column's text on the same
    // row); inside text it is text ('✓ done').
    if (isBulletOnly(item.text) && (!last || apart)) {
      bullet = true;
      continue;
    }
    current.push(item);
  }
  flush();
  return segments;
};

const lineOf = (segments: Segment[], page: number, column: number, pageWidth: number): Line => {
  const first = segments[0] as Segment;
  const main = segments.reduce((a, b) => (b.text.length > a.text.length ? b : a), first);
  return {
    text: segments.map((segment) => segment.text).join(' '),
    segments: segments.map((segment) => segment.text),
    segmentX: segments.map((segment) => segment.x),
    page,
    column,
    x: first.x,
    right: Math.max(...segments.map((segment) => segment.right)),
    y: Math.max(...segments.map((segment) => segment.y)),
    pageWidth,
    size: main.size,
    bold: main.bold,
    bullet: first.bullet,
  };
};

/**
 * The pages' text as lines in reading order: page by page; on a page with two columns, the
 * header above them first (the rows before the first that has text right of the gutter),
 * then the narrower column (a sidebar), then the wider one, so that the main column reads on
 * into the next page without the sidebar between (as the PDFs of most two-column designs
 * draw it, ours included).
 */
export const pdfLines = (pages: PdfPageText[]): Line[] => {
  const lines: Line[] = [];
  pages.forEach((page, pageIndex) => {
    const rightToLeft = rtlShare(page.items) > 0.5;
    const segmentRows = rows(rightToLeft ? mirrored(page) : page.items, rightToLeft).map(
      segmentsOfRow,
    );
    const gutter = findGutter(segmentRows.flat(), page.width);
    if (gutter === null) {
      for (const row of segmentRows)
        if (row.length) lines.push(lineOf(row, pageIndex, 0, page.width));
      return;
    }
    const side = (segment: Segment) => (segment.x >= gutter - 1 ? 1 : 0);
    // The header ends above the right column's first line: a line above it for a row with
    // text on both sides of the gutter (a contact row over both columns); well above it (2.5
    // lines) for a row on one side, since a column that starts a little higher than the other
    // (Split's main column, on the left in PDFs made before decision 0112) is not header.
    const rightFirst = columnTop(rightOf(segmentRows.flat(), gutter - 1));
    const isHeader = (row: Segment[]) =>
      row.every(
        (segment) =>
          segment.y < rightFirst.y - (new Set(row.map(side)).size > 1 ? 1 : 2.5) * rightFirst.size,
      );
    const firstBody = segmentRows.findIndex((row) => !isHeader(row));
    const header = segmentRows.slice(0, Math.max(0, firstBody));
    const body = segmentRows.slice(Math.max(0, firstBody));
    for (const row of header)
      if (row.length) lines.push({ ...lineOf(row, pageIndex, 0, page.width), header: true });
    // The columns' widths as the gutter cuts the page (a long link overflowing a sidebar
    // does not make it the wider one).
    const all = body.flat();
    const left = gutter - Math.min(...all.map((s) => s.x));
    const right = Math.max(...all.map((s) => s.right)) - gutter;
    const order = right < left ? [1, 0] : [0, 1];
    for (const column of order)
      for (const row of body) {
        const mine = row.filter((segment) => side(segment) === column);
        if (mine.length) lines.push(lineOf(mine, pageIndex, column, page.width));
      }
  });
  return lines;
};
