/** How a piece of text looks: weight, size in pt, colour ('#rrggbb') and, for a link, its URL. */
export interface TextStyle {
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
