import type { BoxStyle, Node, Shape, TextBlock } from '../../engine/layout/nodes';
import { column, row, styled, text } from './build';
import type { Look, Theme } from './look';

/** A filled circle (a contact separator). */
export const circle = (size: number, color: string, style?: BoxStyle): Shape => ({
  kind: 'shape',
  shape: 'circle',
  width: size,
  height: size,
  color,
  style,
});

/** Body paragraphs: a line is never cut in half and no single line is left behind. */
export const paragraphs = (look: Look, lines: string[], theme: Theme): Node[] =>
  lines.map((line) =>
    text(line, styled(look, look.size.body, theme.text), {
      leading: look.leading.body,
      orphans: 2,
      widows: 2,
      style: { padding: { bottom: look.space.paragraph } },
    }),
  );

interface BulletOptions {
  size?: number;
  /** Set an item smaller (down to 7.5 pt) rather than wrap it (narrow columns). */
  fit?: boolean;
  /**
   * No bullet: one item per line (skills in a sidebar), which a parser splitting a list at
   * line ends reads whole; a bullet would stay on the item ('• Figma').
   */
  plain?: boolean;
}

/** The bullet: a real '•' in the text layer, so parsers see a list item (issue 24). */
export const BULLET = '•';

/**
 * A bulleted list with a hanging indent; each item starts a line of its own with '•' (a list
 * label in the tagged PDF), which parsers read as the start of an item.
 */
export const bullets = (
  look: Look,
  items: string[],
  theme: Theme,
  { size = look.size.body, fit = false, plain = false }: BulletOptions = {},
) => {
  const indent = size * 1.1;
  return column(
    items.map((item) =>
      row(
        [
          plain
            ? null
            : text(BULLET, styled(look, size, theme.accentText, 700), {
                leading: look.leading.body,
                tag: 'Lbl',
                style: { width: indent },
              }),
          text(item, styled(look, size, theme.text), {
            leading: look.leading.body,
            tag: 'LBody',
            ...(fit ? { fit: { min: 7.5 } } : {}),
            style: { grow: 1 },
          }),
        ],
        { tag: 'LI', style: { margin: { bottom: look.space.item } } },
      ),
    ),
    { tag: 'L', style: { margin: { top: look.space.item } } },
  );
};

/**
 * Short items (skills, interests) as a comma-separated list: 'React, TypeScript, Node.js'.
 * A line never breaks inside an item (unless one is wider than the line), so a parser that
 * splits at commas and line ends gets every item whole; the comma is the only separator in
 * the text layer.
 */
export const inlineList = (look: Look, items: string[], theme: Theme): TextBlock => ({
  kind: 'text',
  spans: items.map((item, index) => ({
    text: index < items.length - 1 ? `${item}, ` : item,
    style: styled(look, look.size.body, theme.text),
    nowrap: true,
  })),
  lineHeight: look.size.body * look.leading.body,
  // An item wider than the column is set smaller rather than broken in two.
  fitSpans: { min: 7 },
  orphans: 1,
  widows: 1,
});
