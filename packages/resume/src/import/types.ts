/**
 * The shapes the import pipeline passes along (docs/decisions/0110): text items from a PDF
 * (or paragraphs from a Word file) → lines → blocks → sections → a resume. Every stage is a
 * pure function of the one before, so another reader (the "What an ATS sees" panel) can
 * stop at any of them.
 */

/** One run of text as pdf.js gives it, in page coordinates with y measured from the top. */
export interface PdfTextItem {
  text: string;
  /** Left edge and baseline, in pt; y grows downwards from the top of the page. */
  x: number;
  y: number;
  width: number;
  /** The font size (the text matrix's vertical scale), in pt. */
  height: number;
  /** The font's PostScript name when known ('ABCDEF+NotoSans-Bold'), else pdf.js's id. */
  fontName: string;
  bold: boolean;
}

export interface PdfPageText {
  width: number;
  height: number;
  items: PdfTextItem[];
}

/** One visual line of one column: its text and what the layout says about it. */
export interface Line {
  text: string;
  /** Pieces of the line separated by wide gaps or tabs ('Engineer', 'Mar 2021 – Present'). */
  segments: string[];
  /** Where each segment starts (pt); empty for Word files. */
  segmentX: number[];
  page: number;
  column: number;
  /** Left edge of the text (after a bullet), right edge, baseline; pt. 0 for Word files. */
  x: number;
  right: number;
  y: number;
  /** Width of the page; 0 for Word files. */
  pageWidth: number;
  size: number;
  bold: boolean;
  /** Starts with a bullet (a bullet character, a Word list item) or is indented as one. */
  bullet: boolean;
  /** A Word heading level (0 = Title), when the file says so. */
  level?: number;
  /** A line of the header over two columns: it says nothing of where a column ends. */
  header?: boolean;
}

/** Lines that read as one paragraph (a wrapped sentence, a bullet over two lines). */
export interface Block {
  text: string;
  lines: Line[];
  /** The first line's look; a block is one style. */
  first: Line;
}

export type SectionKind =
  | 'header'
  | 'contact'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'interests'
  | 'additionalInfo'
  | 'languages'
  | 'projects'
  | 'awards'
  | 'publications'
  | 'volunteering'
  | 'references'
  | 'other';

export interface Section {
  kind: SectionKind;
  /** The heading as printed; '' for the header (what comes before the first heading). */
  title: string;
  blocks: Block[];
}

/** What an import read and what it could not place, one sentence each, for people. */
export interface FileImportReport {
  read: string[];
  leftOut: string[];
}
