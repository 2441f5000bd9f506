import type { FontFace, ShapedGlyph } from '../fonts/face';
import type { FontSet } from '../fonts/font-set';
import { bidiLevels, paragraphDirection, visualOrder } from './bidi';
import { breakOpportunities } from './breaks';
import { LayoutCache, paragraphKey } from './layout-cache';
import { itemize, shapeRun, type TextRun } from './runs';
import { typedOrderPieces, type Piece, type RunGlyphs } from './pieces';
import type { Span } from './style';

export type { Piece, PlacedGlyph } from './pieces';

/** One line of a paragraph: its logical range, its width (pt) and what to draw. */
export interface Line {
  start: number;
  end: number;
  width: number;
  /** The pieces in typed order (pieces.ts), each placed from the line's left edge. */
  pieces: Piece[];
}

export interface ParagraphLayout {
  text: string;
  direction: 'ltr' | 'rtl';
  lines: Line[];
}

export interface ParagraphOptions {
  /** The paragraph's base direction; 'auto' takes it from its first letter (HTML dir="auto"). */
  direction?: 'auto' | 'ltr' | 'rtl';
  /** The resume's language, for shaping (CJK glyph forms). */
  locale?: string;
}

const SPACE = /\s/u;
let graphemes: Intl.Segmenter | undefined;

interface Prepared {
  text: string;
  direction: 'ltr' | 'rtl';
  runs: TextRun[];
  shaped: ShapedGlyph[][];
  /** Advance (pt) of everything before each UTF-16 index. */
  before: Float64Array;
}

const scaleOf = (face: FontFace, size: number) => size / face.metrics.unitsPerEm;

const prepare = (spans: readonly Span[], fonts: FontSet, options: ParagraphOptions): Prepared => {
  const text = spans.map((span) => span.text).join('');
  const direction =
    !options.direction || options.direction === 'auto'
      ? paragraphDirection(text)
      : options.direction;
  const levels = bidiLevels(text, direction);
  const runs = itemize(text, spans, levels, fonts);
  const shaped = runs.map((run) => shapeRun(text, run, run.start, run.end, options.locale));
  const advance = new Float64Array(text.length);
  runs.forEach((run, index) => {
    const scale = scaleOf(run.face, spans[run.span]!.style.size);
    for (const glyph of shaped[index]!) advance[glyph.cluster]! += glyph.xAdvance * scale;
  });
  const before = new Float64Array(text.length + 1);
  for (let i = 0; i < text.length; i++) before[i + 1] = before[i]! + advance[i]!;
  return { text, direction, runs, shaped, before };
};

/** Layouts and widths of paragraphs set before, for the next render (layout-cache.ts). */
const layouts = new LayoutCache<ParagraphLayout>(4000);
const widths = new LayoutCache<number>(4000);

let caching = true;

/** Turns keeping layouts on or off (tests compare renders with and without), forgetting all. */
export const keepParagraphLayouts = (on: boolean) => {
  caching = on;
  layouts.clear();
  widths.clear();
};

/** The width (pt) of a paragraph set on one line. */
export const naturalWidth = (
  spans: readonly Span[],
  fonts: FontSet,
  options: ParagraphOptions = {},
): number => {
  const compute = () => {
    const { text, before } = prepare(spans, fonts, options);
    let end = text.length;
    while (end > 0 && SPACE.test(text[end - 1]!)) end--;
    return before[end]!;
  };
  return caching ? widths.get(paragraphKey(spans, fonts, options), compute) : compute();
};

/** The end of a line's visible text: trailing spaces hang past the line's end. */
const trimEnd = (text: string, start: number, end: number): number => {
  while (end > start && SPACE.test(text[end - 1]!)) end--;
  return end;
};

/** Where an over-long piece of text must break: after as many whole characters as fit. */
const emergencyBreak = (p: Prepared, start: number, width: number): number => {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let best = -1;
  for (const { index, segment } of graphemes.segment(p.text.slice(start))) {
    const end = start + index + segment.length;
    if (best !== -1 && p.before[end]! - p.before[start]! > width) break;
    best = end;
  }
  return best === -1 ? p.text.length : best;
};

/** Line ranges, filled greedily: each line takes as many break chances as fit `width`. */
const breakLines = (p: Prepared, spans: readonly Span[], width: number): [number, number][] => {
  const nowrap: [number, number][] = [];
  let at = 0;
  for (const span of spans) {
    if (span.nowrap) nowrap.push([at, at + span.text.length]);
    at += span.text.length;
  }
  const chances = [...breakOpportunities(p.text, nowrap), p.text.length].sort((a, b) => a - b);
  const lines: [number, number][] = [];
  let start = 0;
  // A line may overflow by a rounding error, never by a glyph.
  const room = width + 0.01;
  while (start < p.text.length) {
    let end = -1;
    for (const chance of chances) {
      if (chance <= start) continue;
      if (p.before[trimEnd(p.text, start, chance)]! - p.before[start]! > room) break;
      end = chance;
    }
    if (end === -1) end = emergencyBreak(p, start, room);
    lines.push([start, end]);
    start = end;
  }
  return lines;
};

/** A line's runs with their glyphs; runs cut by the line's ends are shaped again. */
const lineRuns = (
  p: Prepared,
  start: number,
  end: number,
  options: ParagraphOptions,
): RunGlyphs[] =>
  p.runs.flatMap((run, index) => {
    const from = Math.max(run.start, start);
    const to = Math.min(run.end, end);
    if (from >= to) return [];
    const glyphs =
      from === run.start && to === run.end
        ? p.shaped[index]!
        : shapeRun(p.text, run, from, to, options.locale);
    return [{ run, start: from, end: to, glyphs }];
  });

/**
 * Lay out a paragraph in lines of at most `width` pt: fonts per character, bidi levels,
 * HarfBuzz shaping, line breaks (breaks.ts), the runs of each line in visual order and its
 * glyphs cut into pieces in typed order (pieces.ts).
 */
export const layoutParagraph = (
  spans: readonly Span[],
  width: number,
  fonts: FontSet,
  options: ParagraphOptions = {},
): ParagraphLayout =>
  caching
    ? layouts.get(paragraphKey(spans, fonts, options, width), () =>
        freshLayout(spans, width, fonts, options),
      )
    : freshLayout(spans, width, fonts, options);

const freshLayout = (
  spans: readonly Span[],
  width: number,
  fonts: FontSet,
  options: ParagraphOptions,
): ParagraphLayout => {
  const p = prepare(spans, fonts, options);
  const lines = breakLines(p, spans, width).map(([start, end]): Line => {
    const visibleEnd = trimEnd(p.text, start, end);
    const runs = visualOrder(
      lineRuns(p, start, visibleEnd, options).map((item) => ({ ...item, level: item.run.level })),
    );
    const { pieces, width: lineWidth } = typedOrderPieces(p.text, runs, spans);
    return { start, end, width: lineWidth, pieces };
  });
  return { text: p.text, direction: p.direction, lines };
};
