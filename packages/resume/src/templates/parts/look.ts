import type { Design } from '../../schema/design';
import type { Paper } from '../../schema/resume';
import { readableOn } from './colour';

/** Page sizes in pt: A4 portrait 595.28 × 841.89, US Letter 612 × 792. */
export const PAPER_SIZE: Record<Paper, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

export interface Theme {
  /** Headings, name, rules. */
  primary: string;
  /** Rules, shapes and highlights. */
  accent: string;
  /** The accent as text: darker (or lighter) where the accent itself would not read at AA. */
  accentText: string;
  text: string;
  muted: string;
  /** Hairlines. */
  line: string;
  /** The ground the text stands on. */
  paper: string;
}

/** Everything a template's page is measured in: sizes (pt), line heights, spacing, margins. */
export interface Look {
  font: 'sans' | 'serif';
  size: {
    name: number;
    headline: number;
    section: number;
    entry: number;
    body: number;
    small: number;
  };
  leading: { tight: number; body: number };
  space: {
    /** Above a section heading, and below it. */
    sectionTop: number;
    sectionBelow: number;
    /** Between two entries of a section. */
    entry: number;
    /** Below a paragraph, and below a list item. */
    paragraph: number;
    item: number;
  };
  margin: { top: number; bottom: number; side: number };
}

/**
 * The look every template starts from, sized so that a typical resume (three jobs with three
 * or four bullets, two schools, a skills list) fits one page, as a plain page at 10.5 pt does
 * (issue 24), with body text at 10 pt.
 */
export const BASE_LOOK: Look = {
  font: 'sans',
  size: { name: 24, headline: 12, section: 13, entry: 11.5, body: 10, small: 9 },
  leading: { tight: 1.2, body: 1.35 },
  space: { sectionTop: 10, sectionBelow: 5, entry: 7, paragraph: 2, item: 1 },
  margin: { top: 36, bottom: 36, side: 46 },
};

/** The default page margins (pt), as the page-fill tests measure them. */
export const PAGE_MARGIN = BASE_LOOK.margin;

/** How far fitting to pages went: spacing as a share of the look's, and points taken off sizes. */
export interface Fit {
  spacing: number;
  smaller: number;
}
export const NO_FIT: Fit = { spacing: 1, smaller: 0 };

const MM = 72 / 25.4;
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A template's look with the resume's design applied: body size (every other size scales
 * with it), line height, margins, font; then `fit` (spacing first, then size, never below
 * 8 pt).
 */
export const applyDesign = (look: Look, design: Design | undefined, fit: Fit = NO_FIT): Look => {
  const body = Math.max(8, (design?.fontSize ?? look.size.body) - fit.smaller);
  const scale = body / look.size.body;
  const sized = Object.fromEntries(
    Object.entries(look.size).map(([key, value]) => [key, round(Math.max(6.5, value * scale))]),
  ) as Look['size'];
  sized.body = body;
  const margin = design?.marginMm
    ? { top: design.marginMm * MM, bottom: design.marginMm * MM, side: design.marginMm * MM }
    : look.margin;
  return {
    font: design?.fontFamily ?? look.font,
    size: sized,
    leading: {
      tight: look.leading.tight,
      body: design?.lineHeight ?? look.leading.body,
    },
    space: Object.fromEntries(
      Object.entries(look.space).map(([key, value]) => [key, round(value * scale * fit.spacing)]),
    ) as Look['space'],
    margin,
  };
};

/** A template's colours with the resume's accent, if it has one; accent text kept readable. */
export const themed = (theme: Omit<Theme, 'accentText'>, design: Design | undefined): Theme => {
  const accent = design?.accentColor?.toLowerCase() ?? theme.accent;
  return { ...theme, accent, accentText: readableOn(accent, theme.paper) };
};
