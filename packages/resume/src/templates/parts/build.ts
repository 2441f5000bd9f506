import type { Box, BoxStyle, Node, Shape, TextBlock } from '../../engine/layout/nodes';
import type { StructType } from '../../engine/pdf/structure';
import type { TextStyle } from '../../engine/text/style';

/**
 * Small constructors of the engine's document nodes (engine/layout/nodes.ts), so templates
 * read like the page they describe.
 */
type BoxOptions = Omit<Box, 'kind' | 'layout' | 'children'>;

export const column = (
  children: (Node | null | undefined | false)[],
  options: BoxOptions = {},
): Box => ({
  kind: 'box',
  layout: 'column',
  children: children.filter((child): child is Node => Boolean(child)),
  ...options,
});

export const row = (
  children: (Node | null | undefined | false)[],
  options: BoxOptions = {},
): Box => ({
  ...column(children, options),
  layout: 'row',
});

export const wrapRow = (
  children: (Node | null | undefined | false)[],
  options: BoxOptions = {},
): Box => ({
  ...column(children, options),
  layout: 'wrap',
});

/** Arabic letters stack dots and marks far below the baseline: tight leading let a line's dots touch the next. */
const DEEP_SCRIPT = /\p{Script=Arabic}/u;
const DEEP_LEADING = 1.6;

export interface TextOptions extends Omit<TextBlock, 'kind' | 'spans' | 'lineHeight'> {
  /** Line height as a multiple of the size (default 1.5), kept in pt when `fit` shrinks the text. */
  leading?: number;
  tag?: StructType;
}

/** A paragraph in one style. */
export const text = (value: string, style: TextStyle, options: TextOptions = {}): TextBlock => {
  const { leading = 1.5, ...rest } = options;
  const deep = DEEP_SCRIPT.test(value) ? DEEP_LEADING : 0;
  return {
    kind: 'text',
    spans: [{ text: value, style }],
    lineHeight: style.size * Math.max(leading, deep),
    ...rest,
  };
};

export const rect = (width: number, height: number, color: string, style?: BoxStyle): Shape => ({
  kind: 'shape',
  shape: 'rect',
  width,
  height,
  color,
  style,
});

export const dot = (size: number, color: string, style?: BoxStyle): Shape => ({
  kind: 'shape',
  shape: 'circle',
  width: size,
  height: size,
  color,
  style,
});
