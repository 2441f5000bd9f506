import type { StructType } from '../pdf/structure';
import type { Span } from '../text/style';

/**
 * The document tree the templates build and the layout sets: boxes (a column of children,
 * a row, or a wrapping row), paragraphs of text and shapes. Sizes in pt. Styles are written
 * for left-to-right documents; a right-to-left document is mirrored (rows reversed, left
 * and right swapped) by the layout.
 */
export interface Edges {
  top: number;
  right: number;
  bottom: number;
  left: number;
}
export type Side = keyof Edges;
export interface Stroke {
  width: number;
  color: string;
}

export interface BoxStyle {
  margin?: Partial<Edges>;
  padding?: Partial<Edges>;
  background?: string;
  border?: Partial<Record<Side, Stroke>>;
  /** A fixed width (in a row, or a shape's box). */
  width?: number;
  /** In a row: takes (a share of) the width the fixed children leave. */
  grow?: number;
  minHeight?: number;
}

interface NodeBase {
  style?: BoxStyle;
  /** The structure element (tagged PDF) this node is, if any. */
  tag?: StructType;
  /** Text a screen reader says for it (links). */
  alt?: string;
}

export interface Box extends NodeBase {
  kind: 'box';
  /** column: children stacked; row: side by side; wrap: side by side, wrapping to new lines. */
  layout: 'column' | 'row' | 'wrap';
  children: Node[];
  /** Gap between children on the main axis (and between wrapped lines). */
  gap?: number;
  /** Cross-axis alignment of children in a row: top, middle or bottom. */
  align?: 'start' | 'center' | 'end';
  /** Main-axis alignment in a column with a minHeight (vertical centring). */
  justify?: 'start' | 'center';
  /** Never split across pages. */
  keepTogether?: boolean;
  /** At least this much of what follows must be on the same page, or it moves to the next. */
  keepWithNext?: number;
}

export interface TextBlock extends NodeBase {
  kind: 'text';
  spans: Span[];
  /** Line height in pt. */
  lineHeight: number;
  /** start and end follow the paragraph's direction; in a right-to-left document start is right. */
  align?: 'start' | 'end' | 'center';
  direction?: 'auto' | 'ltr' | 'rtl';
  /** Set smaller (down to `min` pt, line height unchanged) rather than wrap. */
  fit?: { min: number };
  /** Set each span that is wider than a line smaller (down to `min` pt) rather than break it. */
  fitSpans?: { min: number };
  /** Lines kept together at a page foot (orphans) and head (widows). */
  orphans?: number;
  widows?: number;
  keepWithNext?: number;
}

export interface Shape extends NodeBase {
  kind: 'shape';
  shape: 'rect' | 'circle';
  width: number;
  height: number;
  color: string;
}

export type Node = Box | TextBlock | Shape;

export const edges = (value: Partial<Edges> | undefined): Edges => ({
  top: value?.top ?? 0,
  right: value?.right ?? 0,
  bottom: value?.bottom ?? 0,
  left: value?.left ?? 0,
});
