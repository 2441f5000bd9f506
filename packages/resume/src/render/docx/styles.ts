import { AlignmentType, LevelFormat, type IStylesOptions, type INumberingOptions } from 'docx';
import type { Design } from '../../schema/design';
import type { Paper } from '../../schema/resume';
import { readableOn } from '../../templates/parts/colour';

// Word measures in twentieths of a point (twips) and font sizes in half points.
const pt = (points: number) => Math.round(points * 20);
const half = (points: number) => Math.round(points * 2);
const TWIPS_PER_MM = 1440 / 25.4;
const hex = (colour: string) => colour.replace('#', '').toUpperCase();

export const NAVY = '1B2A4A';
export const GOLD = '9C7A2E';
export const MUTED = '6B7280';
const TEXT = '2B2F36';

/** Word's body size without a design: 11 pt (every other size scales with the chosen one). */
const BODY_PT = 11;
/** Word's "multiple" line spacing is in 240ths of a line; 276 is Word's own 1.15. */
const LINE = 276;

/** The fonts Word sets the families in: Office's own sans and serif. */
const FONTS = { sans: 'Calibri', serif: 'Cambria' } as const;

/**
 * What the resume's design changes in its Word file: the accent (rules, bullets and the
 * separators in it, the readable shade of it for text; decision 0111), the font, the body
 * size (headings keep their proportions), the line spacing and the page margins.
 */
export interface DocxLook {
  font: string;
  /** Half points of a size given in points at the default 11 pt body. */
  size: (points: number) => number;
  line: number;
  accent: string;
  accentText: string;
  page: ReturnType<typeof pageFor>;
}

/** A4 or US Letter portrait; margins of `marginMm` all round, else top 40, bottom 50, sides 60 pt. */
export const pageFor = (paper: Paper, marginMm?: number) => {
  const side = marginMm === undefined ? undefined : Math.round(marginMm * TWIPS_PER_MM);
  return {
    size: paper === 'letter' ? { width: 12240, height: 15840 } : { width: 11906, height: 16838 },
    margin: side
      ? { top: side, bottom: side, left: side, right: side }
      : { top: pt(40), bottom: pt(50), left: pt(60), right: pt(60) },
  };
};

/** Right edge of the text, for right-aligned dates. */
export const textWidth = (page: ReturnType<typeof pageFor>) =>
  page.size.width - page.margin.left - page.margin.right;

export const docxLook = (paper: Paper, design: Design | undefined): DocxLook => {
  const scale = (design?.fontSize ?? BODY_PT) / BODY_PT;
  const accent = design?.accentColor ? hex(design.accentColor) : GOLD;
  return {
    font: FONTS[design?.fontFamily ?? 'sans'],
    size: (points) => half(points * scale),
    line: design?.lineHeight ? Math.round(design.lineHeight * 240) : LINE,
    accent,
    // The template's gold reads on white already; a chosen accent is darkened for text if need be.
    accentText: design?.accentColor ? hex(readableOn(`#${accent}`, '#ffffff')) : GOLD,
    page: pageFor(paper, design?.marginMm),
  };
};

export const BULLETS = 'shortlist-bullets';

/** Real Word styles: Title for the name, Heading 1 for sections, Heading 2 for entries. */
export const stylesFor = (look: DocxLook): IStylesOptions => ({
  default: {
    document: {
      run: { font: look.font, size: look.size(BODY_PT), color: TEXT },
      paragraph: { spacing: { after: pt(4), line: look.line } },
    },
    title: {
      run: { font: look.font, size: look.size(28), bold: true, color: NAVY },
      paragraph: { spacing: { after: pt(4) } },
    },
    heading1: {
      run: { font: look.font, size: look.size(16), bold: true, color: NAVY },
      paragraph: {
        spacing: { before: pt(14), after: pt(6) },
        keepNext: true,
        border: { bottom: { style: 'single', size: 8, color: look.accent, space: 2 } },
      },
    },
    heading2: {
      run: { font: look.font, size: look.size(12.5), bold: true, color: NAVY },
      paragraph: { spacing: { before: pt(8), after: pt(0) }, keepNext: true },
    },
  },
});

/** One bullet list definition, used by every list (achievements, certifications). */
export const numberingFor = (look: DocxLook): INumberingOptions => ({
  config: [
    {
      reference: BULLETS,
      levels: [
        {
          level: 0,
          format: LevelFormat.BULLET,
          text: '•',
          alignment: AlignmentType.LEFT,
          style: {
            paragraph: { indent: { left: 360, hanging: 240 } },
            run: { color: look.accent },
          },
        },
      ],
    },
  ],
});
