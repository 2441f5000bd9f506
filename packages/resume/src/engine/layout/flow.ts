import type { DrawTarget } from './draw';
import { drawDecoration, drawLaid, drawTextLines, withTag } from './draw';
import type { Laid } from './measure';
import type { Node } from './nodes';

/**
 * A flow (a column's content) cut into the pieces a page break may fall between: lines of
 * text, and boxes that must stay whole. Positions are pt from the top of the flow.
 */
export interface FlowItem {
  top: number;
  bottom: number;
  /** Where a page that starts with this item starts: the top of boxes that open here. */
  start: number;
  /** Where a page that ends with this item ends: the bottom of boxes that close here. */
  end: number;
  /** May a page break fall right before it? */
  breakBefore: boolean;
  /** At least this much of what follows must share its page… */
  keep: number;
  /** …up to here at most: the end of the box (a section, an entry) the item belongs to. */
  keepLimit: number;
  /** Draw it with its top at PDF y `top`. */
  draw: (target: DrawTarget, top: number) => void;
}

/** A box whose background or borders run along items first…last, possibly over pages. */
export interface FlowDecoration {
  laid: Laid;
  x: number;
  top: number;
  bottom: number;
  first: number;
  last: number;
}

export interface Flow {
  items: FlowItem[];
  decorations: FlowDecoration[];
}

const DEFAULT_ORPHANS = 2;
const DEFAULT_WIDOWS = 2;

/** Cut a laid-out column of nodes (placed at x, y) into flow items. */
export const flatten = (
  children: readonly { laid: Laid; x: number; y: number }[],
  chain: readonly Node[] = [],
  flow: Flow = { items: [], decorations: [] },
): Flow => {
  for (const { laid, x, y } of children) add(flow, laid, x, y, chain);
  return flow;
};

const add = (flow: Flow, laid: Laid, x: number, y: number, chain: readonly Node[]): void => {
  const node = laid.node;
  const firstIndex = flow.items.length;
  if (node.kind === 'text' && laid.text) {
    const lines = laid.text.layout.lines.length;
    const orphans = node.orphans ?? DEFAULT_ORPHANS;
    const widows = node.widows ?? DEFAULT_WIDOWS;
    const lineTop = y + laid.padding.top + laid.border.top;
    for (let index = 0; index < lines; index++) {
      const top = lineTop + index * laid.text.lineHeight;
      const bottom = top + laid.text.lineHeight;
      flow.items.push({
        top,
        bottom,
        start: index === 0 ? y : top,
        end: index === lines - 1 ? y + laid.height : bottom,
        breakBefore: index === 0 || (index >= orphans && lines - index >= widows),
        keep: index === lines - 1 ? (node.keepWithNext ?? 0) : 0,
        keepLimit: Infinity,
        draw: (target, pdfTop) =>
          drawTextLines(target, laid, chain, x, pdfTop + (top - y), index, index + 1),
      });
    }
    if (lines === 0) atomic(flow, laid, x, y, chain);
    return;
  }
  if (node.kind !== 'box' || node.layout !== 'column' || node.keepTogether) {
    atomic(flow, laid, x, y, chain);
    return;
  }
  const inner = withTag(chain, node);
  for (const child of laid.children) add(flow, child.laid, x + child.x, y + child.y, inner);
  const items = flow.items;
  if (items.length === firstIndex) return;
  const first = items[firstIndex]!;
  const last = items[items.length - 1]!;
  first.start = Math.min(first.start, y);
  last.end = Math.max(last.end, y + laid.height);
  // What asks to be kept with the rest of this box asks at most for the rest of this box.
  for (let i = firstIndex; i < items.length; i++)
    if (items[i]!.keep > 0 && items[i]!.keepLimit === Infinity)
      items[i]!.keepLimit = y + laid.height;
  if (node.keepWithNext) last.keep = Math.max(last.keep, node.keepWithNext);
  if (node.style?.background || node.style?.border)
    flow.decorations.push({
      laid,
      x,
      top: y,
      bottom: y + laid.height,
      first: firstIndex,
      last: items.length - 1,
    });
};

/** A node drawn whole: a shape, a row, or a box that must not break. */
const atomic = (flow: Flow, laid: Laid, x: number, y: number, chain: readonly Node[]): void => {
  const node = laid.node;
  flow.items.push({
    top: y,
    bottom: y + laid.height,
    start: y,
    end: y + laid.height,
    breakBefore: true,
    keep: node.kind === 'shape' ? 0 : (node.keepWithNext ?? 0),
    keepLimit: Infinity,
    draw: (target, pdfTop) => drawLaid(target, laid, chain, x, pdfTop),
  });
};

/** Would a page of items [from, to) leave a kept item with too little after it? */
const breaksKeep = (items: readonly FlowItem[], from: number, to: number): boolean => {
  const pageEnd = items[to - 1]!.end;
  for (let j = from; j < to; j++) {
    const item = items[j]!;
    const needed = Math.min(item.keep, item.keepLimit - item.end);
    if (item.keep > 0 && pageEnd - item.end < needed - 0.01) return true;
  }
  return false;
};

/**
 * Where the pages break: each page takes as many items as fit `room(page)` pt, then backs
 * off to the last break that is allowed (not inside a kept box or paragraph lines) and
 * leaves no kept item (a heading) with less than its `keep` after it on the page.
 * Returns the index of each page's first item.
 */
export const paginate = (items: readonly FlowItem[], room: (page: number) => number): number[] => {
  const starts: number[] = [];
  let from = 0;
  while (from < items.length) {
    starts.push(from);
    const pageStart = items[from]!.start;
    const height = room(starts.length - 1);
    let fit = from + 1;
    while (fit < items.length && items[fit]!.end - pageStart <= height + 0.01) fit++;
    if (fit >= items.length) break;
    let to = -1;
    for (let k = fit; k > from; k--) {
      if (items[k]!.breakBefore && !breaksKeep(items, from, k)) {
        to = k;
        break;
      }
    }
    if (to === -1) for (let k = fit; k > from && to === -1; k--) if (items[k]!.breakBefore) to = k;
    from = to === -1 ? fit : to;
  }
  return starts;
};

/** Draw page `index` of a paginated flow whose region starts at PDF y `regionTop`. */
export const drawFlowPage = (
  target: DrawTarget,
  flow: Flow,
  starts: readonly number[],
  index: number,
  regionTop: number,
): void => {
  const from = starts[index];
  if (from === undefined) return;
  const to = starts[index + 1] ?? flow.items.length;
  const pageStart = flow.items[from]!.start;
  const pageEnd = flow.items[to - 1]!.end;
  const pdf = (y: number) => regionTop - (y - pageStart);
  for (const d of flow.decorations) {
    if (d.first >= to || d.last < from) continue;
    drawDecoration(
      target,
      d.laid,
      d.x,
      pdf(Math.max(d.top, pageStart)),
      pdf(Math.min(d.bottom, pageEnd)),
      {
        top: d.first >= from,
        bottom: d.last < to,
      },
    );
  }
  for (let i = from; i < to; i++) flow.items[i]!.draw(target, pdf(flow.items[i]!.top));
};
