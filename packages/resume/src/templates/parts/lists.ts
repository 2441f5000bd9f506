import type { Node } from '../../engine/layout/nodes';
import { column, dot, row, text } from './build';
import { LEADING, SIZE, type Theme } from './theme';

export const BULLET_INDENT = 12;

/** Body paragraphs: a line is never cut in half and no single line is left behind. */
export const paragraphs = (lines: string[], theme: Theme, size: number = SIZE.normal): Node[] =>
  lines.map((line) =>
    text(
      line,
      { weight: 400, size, color: theme.text },
      { leading: LEADING.body, orphans: 2, widows: 2, style: { padding: { bottom: 3 } } },
    ),
  );

interface BulletOptions {
  fontSize?: number;
  /** Set an item smaller (down to 7.5 pt) rather than wrap it (narrow columns). */
  fit?: boolean;
}

/**
 * A bulleted list with a hanging indent; each item starts a line of its own. The bullet is
 * a shape, not a '•' character: the text layer then holds only the item, which a parser
 * reads as one value per line (docs/decisions/0103).
 */
export const bullets = (
  items: string[],
  theme: Theme,
  { fontSize = SIZE.normal, fit = false }: BulletOptions = {},
) =>
  column(
    items.map((item) =>
      row(
        [
          column([dot(3.5, theme.accent)], {
            style: { width: BULLET_INDENT, padding: { top: (fontSize * LEADING.body) / 2 - 1.5 } },
          }),
          text(
            item,
            { weight: 400, size: fontSize, color: theme.text },
            {
              leading: LEADING.body,
              tag: 'LBody',
              ...(fit ? { fit: { min: 7.5 } } : {}),
              style: { grow: 1 },
            },
          ),
        ],
        { tag: 'LI', style: { margin: { bottom: 2 } } },
      ),
    ),
    { tag: 'L', style: { margin: { top: 2 } } },
  );

/**
 * Short items (skills, interests) as a comma-separated list: 'React, TypeScript, Node.js'.
 * A line never breaks inside an item (unless one is wider than the line), so a parser that
 * splits at commas and line ends gets every item whole; the comma is the only separator in
 * the text layer.
 */
export const inlineList = (items: string[], theme: Theme, fontSize: number = SIZE.normal) => ({
  kind: 'text' as const,
  spans: items.map((item, index) => ({
    text: index < items.length - 1 ? `${item}, ` : item,
    style: { weight: 400, size: fontSize, color: theme.text },
    nowrap: true,
  })),
  lineHeight: fontSize * LEADING.loose,
  // An item wider than the column is set smaller rather than broken in two.
  fitSpans: { min: 7 },
  orphans: 1,
  widows: 1,
});
