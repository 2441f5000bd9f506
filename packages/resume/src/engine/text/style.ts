/** How a piece of text looks: weight, size in pt, colour ('#rrggbb') and, for a link, its URL. */
export interface TextStyle {
  /** Noto Serif first (the serif design) or Noto Sans; unset: sans. */
  family?: 'sans' | 'serif';
  weight: number;
  size: number;
  color: string;
  link?: string;
}

/** A piece of a paragraph in one style; `nowrap` keeps a line from breaking inside it. */
export interface Span {
  text: string;
  style: TextStyle;
  nowrap?: boolean;
}

/** The fonts a style is set in: its family and weight, as one key ('sans 400'). */
export const fontKey = (style: Pick<TextStyle, 'family' | 'weight'>): string =>
  `${style.family ?? 'sans'} ${style.weight}`;
