import { textWidth } from './measure';
import { LEADING, SIZE } from './theme';

/**
 * The room (pt) every template's section heading asks to keep after it (its
 * minPresenceAhead): a heading never sits at a page foot with less of its section below it.
 */
export const KEEP_WITH_HEADING = 60;

/** Lines a text takes in a column of `width` pt (an estimate that errs on the long side). */
const lineCount = (text: string, width: number, fontSize: number) =>
  Math.max(1, Math.ceil(textWidth(text, fontSize) / width));

const BODY_LINE = SIZE.normal * LEADING.body;

/**
 * Estimated heights (pt) of section bodies, to tell a short body (kept with its heading as
 * one block) from a long one (which flows across pages). Over-estimates only make a body
 * count as long, which is the behaviour every section had before.
 */
export const estimatedHeight = {
  paragraphs: (lines: string[], width: number) =>
    lines.reduce((sum, line) => sum + lineCount(line, width, SIZE.normal) * BODY_LINE + 3, 0),
  bullets: (items: string[], width: number, fitsOneLine: boolean) =>
    items.reduce(
      (sum, item) =>
        sum + (fitsOneLine ? 1 : lineCount(item, width - 12, SIZE.normal)) * BODY_LINE + 2,
      2,
    ),
  inlineList: (items: string[], width: number) =>
    lineCount(items.join(',   '), width, SIZE.normal) * SIZE.normal * LEADING.loose,
};
