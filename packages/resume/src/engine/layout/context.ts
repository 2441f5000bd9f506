import type { FontSet } from '../fonts/font-set';
import type { FontMetrics } from '../fonts/sfnt';

/** What laying out a document needs: its fonts, its direction and its language. */
export interface LayoutContext {
  fonts: FontSet;
  /** A right-to-left document: rows mirrored, every paragraph flush right. */
  rtl: boolean;
  locale?: string;
  /** Metrics of the main face (Noto Sans), which place every line's baseline. */
  base: FontMetrics;
}
