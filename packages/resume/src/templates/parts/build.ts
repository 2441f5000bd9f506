import type { Box, BoxStyle, Node, Shape, TextBlock } from '../../engine/layout/nodes';
import type { StructType } from '../../engine/pdf/structure';
import type { TextStyle } from '../../engine/text/style';
import type { Look } from './look';

/**
 * Small constructors of the engine's document nodes (engine/layout/nodes.ts), so templates
 * read like the page they describe.
 */
type BoxOptions = Omit<Box, 'kind' | 'layout' | 'children'>;
type Children = (Node | null | undefined | false)[];

export const column = (children: Children, options: BoxOptions = {}): Box => ({
  kind: 'box',
  layout: 'column',
  children: children.filter((child): child is Node => Boolean(child)),
  ...options,
});

export const row = (children: Children, options: BoxOptions = {}): Box => ({
  ...column(children, options),
  layout: 'row',
});

export const wrapRow = (children: Children, options: BoxOptions = {}): Box => ({
  ...column(children, options),
  layout: 'wrap',
});

/** Arabic letters stack dots and marks far below the baseline: tight leading let a line's dots touch the next. */
const DEEP_SCRIPT = /\p{Script=Arabic}/u;
const DEEP_LEADING = 1.6;

export interface TextOptions extends Omit<TextBlock, 'kind' | 'spans' | 'lineHeight'> {
  /** Line height as a multiple of the size, kept in pt when `fit` shrinks the text. */
  leading: number;
  tag?: StructType;
}

/** A paragraph in one style. */
export const text = (value: string, style: TextStyle, options: TextOptions): TextBlock => {
  const { leading, ...rest } = options;
  const deep = DEEP_SCRIPT.test(value) ? DEEP_LEADING : 0;
  return {
    kind: 'text',
    spans: [{ text: value, style }],
    lineHeight: style.size * Math.max(leading, deep),
    ...rest,
  };
};

/** A text style in the look's font family. */
export const styled = (look: Look, size: number, color: string, weight = 400): TextStyle => ({
  family: look.font,
  weight,
  size,
  color,
});

export const rect = (width: number, height: number, color: string, style?: BoxStyle): Shape => ({
  kind: 'shape',
  shape: 'rect',
  width,
  height,
  color,
  style,
});
