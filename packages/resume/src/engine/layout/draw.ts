import type { PageContent } from '../pdf/page-content';
import type { PdfDocument } from '../pdf/pdf-document';
import type { LayoutContext } from './context';
import type { Laid } from './measure';
import type { Node, Side } from './nodes';
import type { TagTree } from './tags';

export interface DrawTarget {
  doc: PdfDocument;
  page: PageContent;
  tags: TagTree;
  ctx: LayoutContext;
}

/** The tagged ancestors of a node plus the node itself when it is tagged. */
export const withTag = (chain: readonly Node[], node: Node): readonly Node[] =>
  node.tag ? [...chain, node] : chain;

/**
 * A box's background and borders between `top` and `bottom` (PDF y, top > bottom), as an
 * artifact; `edgesShown` says which of the top and bottom borders fall on this page.
 */
export const drawDecoration = (
  target: DrawTarget,
  laid: Laid,
  x: number,
  top: number,
  bottom: number,
  edgesShown: { top: boolean; bottom: boolean } = { top: true, bottom: true },
): void => {
  const style = laid.node.style;
  const border = style?.border;
  if (!style?.background && !border) return;
  const { page, ctx } = target;
  const side = (s: Side): Side =>
    ctx.rtl && s === 'left' ? 'right' : ctx.rtl && s === 'right' ? 'left' : s;
  page.artifact(() => {
    if (style.background) page.rect(x, bottom, laid.width, top - bottom, style.background);
    const stroke = (s: Side) => border?.[side(s)];
    const left = stroke('left');
    const right = stroke('right');
    const over = stroke('top');
    const under = stroke('bottom');
    if (left) page.rect(x, bottom, left.width, top - bottom, left.color);
    if (right)
      page.rect(x + laid.width - right.width, bottom, right.width, top - bottom, right.color);
    if (over && edgesShown.top) page.rect(x, top - over.width, laid.width, over.width, over.color);
    if (under && edgesShown.bottom) page.rect(x, bottom, laid.width, under.width, under.color);
  });
};

/** Where a text line starts: flush right in a right-to-left document or paragraph. */
const lineOffset = (laid: Laid, lineWidth: number, ctx: LayoutContext): number => {
  const node = laid.node;
  if (node.kind !== 'text' || !laid.text) return 0;
  const inner =
    laid.width - laid.padding.left - laid.padding.right - laid.border.left - laid.border.right;
  const rtl = laid.text.layout.direction === 'rtl';
  const align = node.align ?? 'start';
  const right = align === 'center' ? false : align === 'start' ? rtl || ctx.rtl : !(rtl || ctx.rtl);
  if (align === 'center') return (inner - lineWidth) / 2;
  return right ? inner - lineWidth : 0;
};

/** Lines `from` to `to` of a text box whose top is at PDF y `top`. */
export const drawTextLines = (
  target: DrawTarget,
  laid: Laid,
  chain: readonly Node[],
  x: number,
  top: number,
  from = 0,
  to = laid.text?.layout.lines.length ?? 0,
  shiftUp = 0,
): void => {
  if (!laid.text) return;
  const { page, doc, tags, ctx } = target;
  const element = tags.forText(laid.node, chain);
  const left = x + laid.padding.left + laid.border.left;
  const link = laid.text.spans.find((span) => span.style.link)?.style.link;
  for (let index = from; index < to; index++) {
    const line = laid.text.layout.lines[index]!;
    const start = left + lineOffset(laid, line.width, ctx);
    const baseline = top + shiftUp - laid.text.baselines[index]!;
    for (const piece of line.pieces)
      page.text(element, doc.font(piece.face), piece, start + piece.x, baseline);
    if (link && line.width > 0) {
      const lineTop =
        top + shiftUp - (laid.padding.top + laid.border.top + index * laid.text.lineHeight);
      page.link(
        {
          rect: [start, lineTop - laid.text.lineHeight, start + line.width, lineTop],
          url: link,
          element,
        },
        doc.reserve(),
      );
    }
  }
};

/** A whole laid-out node with its top-left corner at (x, top) in PDF coordinates. */
export const drawLaid = (
  target: DrawTarget,
  laid: Laid,
  chain: readonly Node[],
  x: number,
  top: number,
): void => {
  const node = laid.node;
  drawDecoration(target, laid, x, top, top - laid.height);
  if (node.kind === 'shape') {
    const left = x + laid.padding.left + laid.border.left;
    const upper = top - laid.padding.top - laid.border.top;
    const width =
      laid.width - laid.padding.left - laid.padding.right - laid.border.left - laid.border.right;
    target.page.artifact(() =>
      node.shape === 'circle'
        ? target.page.circle(left + width / 2, upper - node.height / 2, width / 2, node.color)
        : target.page.rect(left, upper - node.height, width, node.height, node.color),
    );
    return;
  }
  if (node.kind === 'text') {
    drawTextLines(target, laid, chain, x, top);
    return;
  }
  const inner = withTag(chain, node);
  for (const child of laid.children)
    drawLaid(target, child.laid, inner, x + child.x, top - child.y);
};
