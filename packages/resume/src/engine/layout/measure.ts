import { layoutParagraph, naturalWidth, type ParagraphLayout } from '../text/paragraph';
import type { Span } from '../text/style';
import type { LayoutContext } from './context';
import { edges, type Box, type Edges, type Node, type Shape, type TextBlock } from './nodes';

/** A node with its size (border box, pt) and its children placed inside it. */
export interface Laid {
  node: Node;
  width: number;
  height: number;
  margin: Edges;
  padding: Edges;
  border: Edges;
  children: { laid: Laid; x: number; y: number }[];
  /** For text: its lines and where each line's baseline is, from the top of the box. */
  text?: { layout: ParagraphLayout; spans: Span[]; lineHeight: number; baselines: number[] };
}

const mirror = (e: Edges, rtl: boolean): Edges =>
  rtl ? { top: e.top, right: e.left, bottom: e.bottom, left: e.right } : e;

/** A node's margins, paddings and border widths, mirrored in a right-to-left document. */
export const frame = (node: Node, ctx: LayoutContext) => {
  const border = node.style?.border;
  const borderWidths = edges({
    top: border?.top?.width,
    right: border?.right?.width,
    bottom: border?.bottom?.width,
    left: border?.left?.width,
  });
  return {
    margin: mirror(edges(node.style?.margin), ctx.rtl),
    padding: mirror(edges(node.style?.padding), ctx.rtl),
    border: mirror(borderWidths, ctx.rtl),
  };
};

const horizontal = (e: Edges) => e.left + e.right;
const vertical = (e: Edges) => e.top + e.bottom;

/** Spans set smaller, when the block asks to fit one line, so they fit `width`. */
const fitted = (node: TextBlock, width: number, ctx: LayoutContext): Span[] => {
  if (node.fitSpans)
    return node.spans.map((span) => fittedSpan(span, width, node.fitSpans!.min, ctx));
  if (!node.fit) return node.spans;
  const natural = naturalWidth(node.spans, ctx.fonts, {
    direction: node.direction,
    locale: ctx.locale,
  });
  if (natural <= width) return node.spans;
  const largest = Math.max(...node.spans.map((span) => span.style.size));
  const size = Math.max(node.fit.min, Math.floor(((largest * width) / natural) * 4) / 4);
  return node.spans.map((span) => ({
    ...span,
    style: { ...span.style, size: (span.style.size * size) / largest },
  }));
};

/** A span wider than a line, set smaller so it fits (its trailing separator hangs). */
const fittedSpan = (span: Span, width: number, min: number, ctx: LayoutContext): Span => {
  const natural = naturalWidth([span], ctx.fonts, { locale: ctx.locale });
  if (natural <= width) return span;
  const size = Math.max(min, Math.floor(((span.style.size * width) / natural) * 4) / 4);
  return { ...span, style: { ...span.style, size } };
};

/** The width a node takes when nothing constrains it (its text on one line), border box. */
export const intrinsicWidth = (node: Node, ctx: LayoutContext): number => {
  const { padding, border } = frame(node, ctx);
  const chrome = horizontal(padding) + horizontal(border);
  if (node.style?.width !== undefined) return node.style.width;
  if (node.kind === 'shape') return node.width;
  if (node.kind === 'text')
    return (
      chrome +
      naturalWidth(node.spans, ctx.fonts, { direction: node.direction, locale: ctx.locale })
    );
  const outer = (child: Node) => intrinsicWidth(child, ctx) + horizontal(frame(child, ctx).margin);
  const widths = node.children.map(outer);
  const gaps = (node.gap ?? 0) * Math.max(0, node.children.length - 1);
  return (
    chrome +
    (node.layout === 'column' ? Math.max(0, ...widths) : widths.reduce((a, b) => a + b, 0) + gaps)
  );
};

const measureText = (
  node: TextBlock,
  width: number,
  ctx: LayoutContext,
  f: ReturnType<typeof frame>,
): Laid => {
  const inner = width - horizontal(f.padding) - horizontal(f.border);
  const spans = fitted(node, inner, ctx);
  const layout = layoutParagraph(spans, inner, ctx.fonts, {
    direction: node.direction,
    locale: ctx.locale,
  });
  const size = Math.max(...spans.map((span) => span.style.size));
  const scale = size / ctx.base.unitsPerEm;
  const content = (ctx.base.ascender - ctx.base.descender) * scale;
  const top = f.padding.top + f.border.top;
  const baselines = layout.lines.map(
    (_, index) =>
      top + index * node.lineHeight + (node.lineHeight - content) / 2 + ctx.base.ascender * scale,
  );
  return {
    node,
    width,
    height: top + layout.lines.length * node.lineHeight + f.padding.bottom + f.border.bottom,
    ...f,
    children: [],
    text: { layout, spans, lineHeight: node.lineHeight, baselines },
  };
};

/** A shape at its own width, or at the width it is given when it grows (a rule to the margin). */
const measureShape = (node: Shape, width: number, f: ReturnType<typeof frame>): Laid => ({
  node,
  width: node.style?.grow ? width : node.width + horizontal(f.padding) + horizontal(f.border),
  height: node.height + vertical(f.padding) + vertical(f.border),
  ...f,
  children: [],
});

/** Children stacked top to bottom, each as wide as the box's content. */
const column = (node: Box, inner: number, ctx: LayoutContext) => {
  const placed: Laid['children'] = [];
  let y = 0;
  node.children.forEach((child, index) => {
    const margin = frame(child, ctx).margin;
    const fixed = child.style?.width ?? (child.kind === 'shape' ? child.width : undefined);
    const laid = measure(child, fixed ?? inner - horizontal(margin), ctx);
    if (index > 0) y += node.gap ?? 0;
    const x = ctx.rtl ? inner - margin.right - laid.width : margin.left;
    placed.push({ laid, x, y: y + margin.top });
    y += margin.top + laid.height + margin.bottom;
  });
  return { placed, height: y };
};

/** Children side by side: fixed and natural widths first, the rest shared by `grow` ones. */
const row = (node: Box, inner: number, ctx: LayoutContext) => {
  const gap = node.gap ?? 0;
  const margins = node.children.map((child) => frame(child, ctx).margin);
  const grows = node.children.map((child) => child.style?.grow ?? 0);
  const totalGrow = grows.reduce((a, b) => a + b, 0);
  const natural = node.children.map((child, i) =>
    grows[i]! > 0 ? 0 : Math.min(intrinsicWidth(child, ctx), inner - horizontal(margins[i]!)),
  );
  const chrome =
    margins.reduce((sum, m) => sum + horizontal(m), 0) +
    gap * Math.max(0, node.children.length - 1);
  // Too wide: the widest text gives up the overflow (it then wraps or, if it may, shrinks).
  const overflow = natural.reduce((a, b) => a + b, 0) + chrome - inner;
  if (overflow > 0) {
    const widest = natural.reduce(
      (best, width, i) =>
        node.children[i]!.kind === 'text' && (best === -1 || width > natural[best]!) ? i : best,
      -1,
    );
    if (widest !== -1) natural[widest] = Math.max(0, natural[widest]! - overflow);
  }
  const used = natural.reduce((a, b) => a + b, 0) + chrome;
  const free = Math.max(0, inner - used);
  const laid = node.children.map((child, i) =>
    measure(child, grows[i]! > 0 ? (free * grows[i]!) / totalGrow : natural[i]!, ctx),
  );
  const height = Math.max(0, ...laid.map((l, i) => l.height + vertical(margins[i]!)));
  let x = 0;
  const placed = laid.map((l, i) => {
    const m = margins[i]!;
    const room = height - l.height - vertical(m);
    const y = m.top + (node.align === 'center' ? room / 2 : node.align === 'end' ? room : 0);
    const left = x + m.left;
    x += horizontal(m) + l.width + gap;
    return { laid: l, x: ctx.rtl ? inner - left - l.width : left, y };
  });
  return { placed, height };
};

/** Children side by side at their natural width, wrapping to a new line when one is full. */
const wrap = (node: Box, inner: number, ctx: LayoutContext) => {
  const gap = node.gap ?? 0;
  const placed: Laid['children'] = [];
  let x = 0;
  let y = 0;
  let lineHeight = 0;
  for (const child of node.children) {
    const m = frame(child, ctx).margin;
    const width = Math.min(intrinsicWidth(child, ctx), inner - horizontal(m));
    const laid = measure(child, width, ctx);
    if (x > 0 && x + horizontal(m) + laid.width > inner + 0.01) {
      y += lineHeight + gap;
      x = 0;
      lineHeight = 0;
    }
    const left = x + m.left;
    placed.push({ laid, x: ctx.rtl ? inner - left - laid.width : left, y: y + m.top });
    x += horizontal(m) + laid.width;
    lineHeight = Math.max(lineHeight, laid.height + vertical(m));
  }
  return { placed, height: placed.length > 0 ? y + lineHeight : 0 };
};

/** Lay out a node in a border box `width` pt wide. */
export const measure = (node: Node, width: number, ctx: LayoutContext): Laid => {
  const f = frame(node, ctx);
  if (node.kind === 'text') return measureText(node, width, ctx, f);
  if (node.kind === 'shape') return measureShape(node, width, f);
  const inner = width - horizontal(f.padding) - horizontal(f.border);
  const { placed, height } =
    node.layout === 'row'
      ? row(node, inner, ctx)
      : node.layout === 'wrap'
        ? wrap(node, inner, ctx)
        : column(node, inner, ctx);
  const chromeTop = f.padding.top + f.border.top;
  const contentHeight = Math.max(
    height,
    (node.style?.minHeight ?? 0) - vertical(f.padding) - vertical(f.border),
  );
  const shift = node.justify === 'center' ? (contentHeight - height) / 2 : 0;
  return {
    node,
    width,
    height: contentHeight + vertical(f.padding) + vertical(f.border),
    ...f,
    children: placed.map((child) => ({
      ...child,
      x: child.x + f.padding.left + f.border.left,
      y: child.y + chromeTop + shift,
    })),
  };
};
