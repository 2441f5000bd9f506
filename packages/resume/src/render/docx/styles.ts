import { AlignmentType, LevelFormat, type IStylesOptions, type INumberingOptions } from 'docx';

// Word measures in twentieths of a point (twips) and font sizes in half points.
const pt = (points: number) => points * 20;
const half = (points: number) => points * 2;

export const NAVY = '1B2A4A';
export const GOLD = '9C7A2E';
export const MUTED = '6B7280';

/** A4 or US Letter portrait with the spec's margins (top 40, bottom 50, sides 60 pt). */
export const pageFor = (paper: 'a4' | 'letter') => ({
  size: paper === 'letter' ? { width: 12240, height: 15840 } : { width: 11906, height: 16838 },
  margin: { top: pt(40), bottom: pt(50), left: pt(60), right: pt(60) },
});
export const PAGE = pageFor('a4');
/** Right edge of the text, for right-aligned dates. */
export const textWidth = (page: ReturnType<typeof pageFor>) =>
  page.size.width - page.margin.left - page.margin.right;
export const TEXT_WIDTH = textWidth(PAGE);

export const BULLETS = 'shortlist-bullets';

/** Real Word styles: Title for the name, Heading 1 for sections, Heading 2 for entries. */
export const styles: IStylesOptions = {
  default: {
    document: {
      run: { font: 'Calibri', size: half(11), color: '2B2F36' },
      paragraph: { spacing: { after: pt(4), line: 276 } },
    },
    title: {
      run: { font: 'Calibri', size: half(28), bold: true, color: NAVY },
      paragraph: { spacing: { after: pt(4) } },
    },
    heading1: {
      run: { font: 'Calibri', size: half(16), bold: true, color: NAVY },
      paragraph: {
        spacing: { before: pt(14), after: pt(6) },
        keepNext: true,
        border: { bottom: { style: 'single', size: 8, color: GOLD, space: 2 } },
      },
    },
    heading2: {
      run: { font: 'Calibri', size: half(12.5), bold: true, color: NAVY },
      paragraph: { spacing: { before: pt(8), after: pt(0) }, keepNext: true },
    },
  },
};

/** One bullet list definition, used by every list (achievements, certifications). */
export const numbering: INumberingOptions = {
  config: [
    {
      reference: BULLETS,
      levels: [
        {
          level: 0,
          format: LevelFormat.BULLET,
          text: '•',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: 360, hanging: 240 } }, run: { color: GOLD } },
        },
      ],
    },
  ],
};
