import type { Paper } from '../../schema/resume';

/** Spec section 9 sizes (pt) and line heights, shared by all templates. */
export const SIZE = { name: 32, section: 18, subsection: 14, normal: 11, small: 10 } as const;
export const LEADING = { tight: 1.2, body: 1.5, loose: 1.8 } as const;

/** Margins top 40 / bottom 50 / sides 60 (spec section 9), on A4 or US Letter paper. */
export const PAGE_MARGIN = { top: 40, bottom: 50, side: 60 } as const;
/** Page sizes in pt: A4 portrait 595.28 × 841.89, US Letter 612 × 792. */
export const PAPER_SIZE: Record<Paper, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

export interface Theme {
  /** Headings, name, rules. */
  primary: string;
  /** Highlights: company names, heading rules. */
  accent: string;
  text: string;
  muted: string;
  /** Hairlines and chip borders. */
  line: string;
}

export const NAVY = '#1b2a4a';
export const GOLD = '#b8913a';
