import { PdfDocument } from '../pdf/pdf-document';
import type { DocumentInfo } from '../pdf/metadata';
import type { PageContent } from '../pdf/page-content';
import type { LayoutContext } from './context';
import { drawLaid, type DrawTarget } from './draw';
import { drawFlowPage, flatten, paginate, type Flow } from './flow';
import { frame, measure, type Laid } from './measure';
import type { Node } from './nodes';
import { TagTree } from './tags';

/** A column of content that flows from page to page. */
export interface Region {
  /** Left edge and width, pt (for a left-to-right document; mirrored for right to left). */
  x: number;
  width: number;
  content: Node[];
  /** Where it starts on the first page (below the header), and on the pages after it. */
  firstTop: number;
  top: number;
}

export interface PageDecoration {
  page: PageContent;
  index: number;
  width: number;
  height: number;
}

/** A whole document: page size and margins, a first-page header, its regions. */
export interface DocumentSpec {
  info: DocumentInfo;
  width: number;
  height: number;
  bottomMargin: number;
  /** Set at the top of the first page, across its width (x, width), from y = top. */
  header?: { node: Node; x: number; width: number; top: number };
  /** Laid out after the header is measured: the regions may start below it. */
  regions: (headerBottom: number) => Region[];
  /** Drawn first on every page (backgrounds), as artifacts. */
  decorate?: (page: PageDecoration, headerBottom: number) => void;
  /** The order the regions are drawn in on each page (the text layer's reading order). */
  order?: (regions: readonly Region[]) => number[];
}

/**
 * Lay out and draw a document: its PDF bytes, page count, a fingerprint per page and the
 * characters no font had.
 */
export const renderDocument = (
  spec: DocumentSpec,
  ctx: LayoutContext,
): { bytes: Uint8Array; pages: number; pageKeys: string[]; missingGlyphs: string[] } => {
  const doc = new PdfDocument(spec.info);
  const tags = new TagTree(doc);
  const mirrorX = (x: number, width: number) => (ctx.rtl ? spec.width - x - width : x);
  const header = spec.header ? measure(spec.header.node, spec.header.width, ctx) : undefined;
  const headerBottom = spec.header && header ? spec.header.top + header.height : 0;
  const regions = spec.regions(headerBottom);
  const flows: Flow[] = regions.map((region) =>
    flatten(stack(region.content, region.width, mirrorX(region.x, region.width), ctx)),
  );
  const starts = flows.map((flow, r) =>
    paginate(flow.items, (page) => {
      const region = regions[r]!;
      return spec.height - spec.bottomMargin - (page === 0 ? region.firstTop : region.top);
    }),
  );
  const pageCount = Math.max(1, ...starts.map((list) => list.length));
  const order = spec.order?.(regions) ?? regions.map((_, i) => i);
  for (let index = 0; index < pageCount; index++) {
    const page = doc.page(spec.width, spec.height);
    const target: DrawTarget = { doc, page, tags, ctx };
    spec.decorate?.({ page, index, width: spec.width, height: spec.height }, headerBottom);
    if (index === 0 && spec.header && header)
      drawLaid(
        target,
        header,
        [],
        mirrorX(spec.header.x, spec.header.width),
        spec.height - spec.header.top,
      );
    for (const r of order) {
      const region = regions[r]!;
      const top = index === 0 ? region.firstTop : region.top;
      drawFlowPage(target, flows[r]!, starts[r]!, index, spec.height - top);
    }
  }
  const missingGlyphs = doc.missingGlyphs();
  const bytes = doc.finish();
  return { bytes, pages: pageCount, pageKeys: doc.pageKeys, missingGlyphs };
};

/** Nodes laid out one under the other in a column `width` pt wide whose left edge is `x`. */
const stack = (nodes: readonly Node[], width: number, x: number, ctx: LayoutContext) => {
  const placed: { laid: Laid; x: number; y: number }[] = [];
  let y = 0;
  for (const node of nodes) {
    const margin = frame(node, ctx).margin;
    const laid = measure(node, width - margin.left - margin.right, ctx);
    placed.push({ laid, x: x + margin.left, y: y + margin.top });
    y += laid.margin.top + laid.height + laid.margin.bottom;
  }
  return placed;
};
