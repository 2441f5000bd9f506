import { breakOpportunities } from '../engine/text/breaks';
import type { Block, Line } from './types';

/**
 * Where each page's columns end on the right: the furthest a one-piece line of text size
 * reaches (a contact row, a title with its dates or a large name may stand out further), and for the last column
 * at least where the page's right margin mirrors its left one (a column of short items
 * never reaches its edge).
 */
export const columnEdges = (lines: Line[]): ((line: Line) => number) => {
  const byColumn = new Map<string, number>();
  const count = new Map<string, number>();
  const overall = new Map<number, number>();
  const margin = new Map<number, number>();
  const columns = new Map<number, number>();
  const sizes = lines.map((line) => line.size).sort((a, b) => a - b);
  const common = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const keyOf = (line: Line) => `${line.page}:${line.column}`;
  // Each column's own body size: a contact line in a smaller size may run past the column.
  const sizesOf = new Map<string, Map<number, number>>();
  for (const line of lines) {
    const counts = sizesOf.get(keyOf(line)) ?? new Map<number, number>();
    counts.set(line.size, (counts.get(line.size) ?? 0) + 1);
    sizesOf.set(keyOf(line), counts);
  }
  const bodyOf = (key: string) =>
    [...(sizesOf.get(key) ?? new Map<number, number>())].reduce(
      (best, entry) => (entry[1] > best[1] ? entry : best),
      [0, 0],
    )[0];
  for (const line of lines) {
    margin.set(line.page, Math.min(margin.get(line.page) ?? Infinity, line.x));
    columns.set(line.page, Math.max(columns.get(line.page) ?? 0, line.column));
    // A name set large over the page, or a header over two columns, says nothing about the
    // column under it.
    if (line.segments.length > 1 || line.size > 1.3 * common || line.header) continue;
    const key = keyOf(line);
    if (Math.abs(line.size - bodyOf(key)) > 0.6) continue;
    byColumn.set(key, Math.max(byColumn.get(key) ?? 0, line.right));
    count.set(key, (count.get(key) ?? 0) + 1);
    overall.set(line.column, Math.max(overall.get(line.column) ?? 0, line.right));
  }
  return (line) => {
    const key = `${line.page}:${line.column}`;
    // A page with a few lines says little about how wide its column is.
    const seen =
      (count.get(key) ?? 0) >= 6
        ? (byColumn.get(key) ?? line.right)
        : (overall.get(line.column) ?? line.right);
    const last = line.column === columns.get(line.page);
    const mirrored = line.pageWidth - (margin.get(line.page) ?? 0);
    // With enough lines on the page their reach is the column's edge: a sidebar without text
    // on a later page (Split) leaves a wide right margin that is not the column's.
    const known = (count.get(key) ?? 0) >= 6;
    return last && line.pageWidth > 0 && !known ? Math.max(seen, mirrored) : seen;
  };
};

/**
 * What had to go to the next line together: the text up to its first line-break chance
 * (UAX #14, as typesetters break: 'chez « Designers' is one piece, a quotation mark binds).
 */
const firstWord = (text: string) => {
  const trimmed = text.trim();
  const chances = [...breakOpportunities(trimmed)];
  const end = chances.length ? Math.min(...chances) : trimmed.length;
  return trimmed.slice(0, end).trim();
};

/** Width of a part of a line's text, in proportion to its characters. */
const widthOf = (part: string, line: Line) =>
  ((line.right - line.x) * [...part].length) / Math.max(1, [...line.text].length);

/**
 * Whether `next` goes on from `line` (one paragraph wrapped): same look, no gap, no new
 * bullet, and `line` was full: the next line's first word would not have fitted on it.
 */
export const continues = (line: Line, next: Line, edge: number): boolean => {
  // A Word paragraph is a paragraph: its lines are not known.
  if (line.pageWidth === 0 || next.pageWidth === 0) return false;
  if (line.segments.length > 1 || next.segments.length > 1) return false;
  // A bullet starts a new item.
  if (next.bullet) return false;
  if (line.level !== undefined || next.level !== undefined) return false;
  if (Math.abs(line.size - next.size) > 0.6 || line.bold !== next.bold) return false;
  const samePlace = line.page === next.page && line.column === next.column;
  if (samePlace && (next.y - line.y > 2 * line.size || next.y <= line.y)) return false;
  if (Math.abs(next.x - line.x) > 1.5) return false;
  const word = firstWord(next.text);
  const space = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word)
    ? 0
    : widthOf(' ', next);
  return line.right + space + widthOf(word, next) > edge + 0.5;
};

/** Join two wrapped lines: a space, except inside a long word or a link broken over the lines. */
export const joinWrapped = (a: string, b: string, tight = true): string => {
  const tail = /\S+$/.exec(a)?.[0] ?? '';
  const head = /^\S+/.exec(b)?.[0] ?? '';
  // A hyphenated word or a link broken at its hyphen, an address broken after '.', '/', '@'.
  if (/[\p{L}\d]-$/u.test(tail) && /^[\p{L}\d]/u.test(head)) return a + b;
  if (/@|:\/\/|^www\.|[\w-]\.[\w-]+\.|\w\/\w/u.test(tail) && /[/._@?&=#]$/.test(tail)) return a + b;
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]$/u;
  if (cjk.test(tail) && /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(head))
    return a + b;
  if (/^(?:https?:\/\/|www\.)\S*[/._?&=#@-]$/i.test(tail) || /^https?:\/\/\S*$/i.test(tail))
    if (!/^[\p{Lu}]/u.test(head) || /[/._?&=#@-]$/.test(tail)) return a + b;
  // Words of 30 or more letters may break between letters; shorter ones never do.
  if (
    tight &&
    /^\p{L}+$/u.test(tail) &&
    /^\p{Ll}+[\p{L}]*$/u.test(head) &&
    [...(tail + head)].length >= 30
  )
    return a + b;
  return `${a} ${b}`;
};

/**
 * The distance between the baselines of two wrapped lines, per font size: the smallest one
 * that occurs at least twice (paragraphs and list items are often spaced further apart);
 * and whether paragraphs are spaced apart at all (lines of one size and indent, more than a
 * line's pitch but less than two lines apart).
 */
export const linePitches = (
  lines: Line[],
): { pitch: (size: number) => number | null; spaced: boolean } => {
  const pairs: { size: number; delta: number; aligned: boolean }[] = [];
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    if (!next || next.page !== line.page || next.column !== line.column) return;
    if (Math.abs(next.size - line.size) > 0.3 || line.pageWidth === 0) return;
    const delta = next.y - line.y;
    if (delta <= 0 || delta > 2 * line.size) return;
    const aligned = Math.abs(next.x - line.x) < 1.5;
    pairs.push({ size: Math.round(line.size * 2) / 2, delta, aligned });
  });
  const pitches = new Map<number, number>();
  for (const size of new Set(pairs.map((pair) => pair.size))) {
    const sorted = pairs
      .filter((pair) => pair.size === size)
      .map((pair) => pair.delta)
      .sort((a, b) => a - b);
    const found = sorted.find(
      (value) => sorted.filter((other) => Math.abs(other - value) <= 0.3).length >= 2,
    );
    if (found !== undefined) pitches.set(size, found);
  }
  const pitch = (size: number) => pitches.get(Math.round(size * 2) / 2) ?? null;
  const apart = pairs.filter((pair) => {
    const wrapped = pitches.get(pair.size);
    return pair.aligned && wrapped !== undefined && pair.delta > wrapped + 0.1 * pair.size;
  });
  return { pitch, spaced: apart.length >= 1 };
};

/**
 * A row of several pieces that wrapped as a table row does ('Engineer — Continental
 * Automotive' beside 'Feb 2010 – Mar', then 'GmbH' beside '2014'): the next line has as many
 * pieces, each starting where the one above does, right under it.
 */
const wrapsAsRow = (line: Line, next: Line) =>
  line.segments.length >= 2 &&
  next.segments.length === line.segments.length &&
  line.page === next.page &&
  line.column === next.column &&
  next.y > line.y &&
  next.y - line.y <= 1.6 * line.size &&
  Math.abs(line.size - next.size) <= 0.6 &&
  line.segmentX.every((x, index) => Math.abs(x - (next.segmentX[index] ?? -99)) <= 2);

const joinRow = (line: Line, next: Line): Line => {
  const segments = line.segments.map((segment, index) =>
    joinWrapped(segment, next.segments[index] ?? ''),
  );
  return { ...line, segments, text: segments.join(' '), right: Math.max(line.right, next.right) };
};

/** Lines as paragraphs: each block one paragraph, bullet item or single line. */
export const toBlocks = (
  lines: Line[],
  edge: (line: Line) => number,
  pitch: (size: number) => number | null = () => null,
  spacedParagraphs = false,
): Block[] => {
  const blocks: Block[] = [];
  for (const line of lines) {
    const last = blocks[blocks.length - 1];
    const previous = last?.lines[last.lines.length - 1];
    if (last && previous && last.lines.length === 1 && wrapsAsRow(previous, line)) {
      const joined = joinRow(previous, line);
      blocks[blocks.length - 1] = { text: joined.text, lines: [joined], first: joined };
      continue;
    }
    const wrapped = pitch(line.size);
    const spaced =
      previous !== undefined &&
      wrapped !== null &&
      previous.page === line.page &&
      previous.column === line.column &&
      line.y - previous.y > wrapped + 0.1 * line.size;
    const samePitch =
      previous !== undefined &&
      wrapped !== null &&
      previous.page === line.page &&
      previous.column === line.column &&
      Math.abs(line.y - previous.y - wrapped) <= 0.1 * line.size;
    // Optimal line breaking (as in most PDF engines) ends lines before they are full: a
    // long line at the wrapped lines' pitch goes on, where paragraphs are spaced apart.
    // Not for list items without a bullet character: one ending early is more often the
    // end of an item than a line broken early.
    const long =
      previous !== undefined &&
      spacedParagraphs &&
      !previous.bullet &&
      samePitch &&
      previous.right - previous.x >= 0.7 * (edge(previous) - previous.x);
    if (
      last &&
      previous &&
      !spaced &&
      (continues(previous, line, edge(previous)) || (long && continues(previous, line, 0)))
    ) {
      last.lines.push(line);
      // A word broken between letters fills its line to the edge (within about a letter).
      const tight = previous.right >= edge(previous) - 1.5 * widthOf('m', previous);
      last.text = joinWrapped(last.text, line.text, tight);
    } else blocks.push({ text: line.text, lines: [line], first: line });
  }
  return blocks;
};
