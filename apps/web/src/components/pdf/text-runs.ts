import type { TextContent, TextItem } from 'pdfjs-dist/types/src/display/api';

/**
 * One span of a page's text layer, laid out where pdf.js's TextLayer would put it (same
 * arithmetic, pdf.js 5.6 `TextLayer#appendText` and `#layout`), but computed in the
 * page-drawing worker so the main thread only creates elements (decision 0901).
 */
export interface TextRun {
  text: string;
  /** Position of the span's top-left corner, in % of the page. */
  left: number;
  top: number;
  /** The font's height in PDF units: CSS scales it by the page's scale factor. */
  fontHeight: number;
  fontFamily: string;
  /** Horizontal stretch so the span is as wide as the text drawn on the page; 1 if none. */
  scaleX: number;
  /** Degrees, 0 when the text is horizontal. */
  angle: number;
  dir: string;
  /** Whether a line break follows (for copy and paste and screen readers). */
  eol: boolean;
}

/** Text measuring, by a 2D canvas context of the platform (OffscreenCanvas in the worker). */
export interface TextMeasurer {
  /** The width of `text` in CSS `font`. */
  width: (text: string, font: string) => number;
  /** The font box's ascent and descent at `font`, where the platform reports them. */
  box: (font: string) => { ascent: number; descent: number };
}

/** pdf.js's size for measuring a family's ascent. */
const ASCENT_SIZE = 30;

/** The page box in PDF units, as pdf.js's viewport reports it. */
export interface PageBox {
  pageWidth: number;
  pageHeight: number;
  pageX: number;
  pageY: number;
}

const multiply = (m1: number[], m2: number[]) => [
  m1[0]! * m2[0]! + m1[2]! * m2[1]!,
  m1[1]! * m2[0]! + m1[3]! * m2[1]!,
  m1[0]! * m2[2]! + m1[2]! * m2[3]!,
  m1[1]! * m2[2]! + m1[3]! * m2[3]!,
  m1[0]! * m2[4]! + m1[2]! * m2[5]! + m1[4]!,
  m1[1]! * m2[4]! + m1[3]! * m2[5]! + m1[5]!,
];

/** Whether pdf.js would stretch the span to the drawn width (it does for all but lone glyphs). */
const stretched = (item: TextItem) => {
  if (item.str.length > 1) return true;
  if (item.str === ' ' || item.transform[0] === item.transform[3]) return false;
  const x = Math.abs(item.transform[0] as number);
  const y = Math.abs(item.transform[3] as number);
  return x !== y && Math.max(x, y) / Math.min(x, y) > 1.5;
};

/**
 * The text layer of a page: a run per text item that has text, measured with `measure`.
 * `scale` is the page's CSS pixels per PDF unit times the device pixel ratio it is drawn at.
 */
export function textRuns(
  content: TextContent,
  box: PageBox,
  scale: number,
  measure: TextMeasurer,
): TextRun[] {
  const toPage = [1, 0, 0, -1, -box.pageX, box.pageY + box.pageHeight];
  const ascents = new Map<string, number>();
  const ascentOf = (family: string) => {
    let ratio = ascents.get(family);
    if (ratio === undefined) {
      const { ascent, descent } = measure.box(`${ASCENT_SIZE}px ${family}`);
      ratio = ascent ? ascent / (ascent + Math.abs(descent)) : 0.8;
      ascents.set(family, ratio);
    }
    return ratio;
  };
  const runs: TextRun[] = [];
  for (const item of content.items) {
    if (!('str' in item)) continue; // marked content: not asked for
    const style = content.styles[item.fontName];
    const tx = multiply(toPage, item.transform as number[]);
    let angle = Math.atan2(tx[1]!, tx[0]!);
    if (style?.vertical) angle += Math.PI / 2;
    const fontFamily = familyOf(style?.fontFamily);
    const fontHeight = Math.hypot(tx[2]!, tx[3]!);
    const ascent = fontHeight * ascentOf(fontFamily);
    const left = angle === 0 ? tx[4]! : tx[4]! + ascent * Math.sin(angle);
    const top = angle === 0 ? tx[5]! - ascent : tx[5]! - ascent * Math.cos(angle);
    let scaleX = 1;
    if (item.str !== '' && stretched(item)) {
      const drawn = style?.vertical ? item.height : item.width;
      const width = measure.width(item.str, `${fontHeight * scale}px ${fontFamily}`);
      if (drawn !== 0 && width > 0) scaleX = (drawn * scale) / width;
    }
    runs.push({
      text: item.str,
      left: round2((100 * left) / box.pageWidth),
      top: round2((100 * top) / box.pageHeight),
      fontHeight: round2(fontHeight),
      fontFamily,
      scaleX,
      angle: angle === 0 ? 0 : angle * (180 / Math.PI),
      dir: item.dir,
      eol: item.hasEOL,
    });
  }
  return runs;
}

/** The family pdf.js names (a generic one), kept to what a CSS font-family can hold. */
const familyOf = (family: string | undefined) =>
  family?.replace(/[^\w\s,'"-]/g, '').trim() || 'sans-serif';

/** pdf.js writes positions and heights with two decimals. */
const round2 = (value: number) => Number(value.toFixed(2));

/** A measurer over a 2D canvas context (OffscreenCanvas in the worker, a Node canvas in tests). */
export function measureWith(context: {
  font: string;
  measureText: (text: string) => {
    width: number;
    fontBoundingBoxAscent: number;
    fontBoundingBoxDescent: number;
  };
}): TextMeasurer {
  let current = ''; // setting a font parses it: only when it changes
  const atFont = (font: string) => {
    if (current !== font) context.font = current = font;
    return context;
  };
  return {
    width: (text, font) => atFont(font).measureText(text).width,
    box: (font) => {
      const metrics = atFont(font).measureText('');
      return { ascent: metrics.fontBoundingBoxAscent, descent: metrics.fontBoundingBoxDescent };
    },
  };
}
