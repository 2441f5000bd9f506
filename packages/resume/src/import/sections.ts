import { findDates, isDateText } from './dates';
import { headingKind, headingShaped, isUpperCase } from './headings';
import { columnEdges, linePitches, toBlocks } from './blocks';
import type { Line, Section, SectionKind } from './types';

export interface Style {
  size: number;
  bold: boolean;
}

/** The look most of the text has (by characters): the body text. */
export const bodyStyle = (lines: Line[]): Style => {
  const weight = new Map<string, number>();
  for (const line of lines) {
    const key = `${Math.round(line.size * 2) / 2}|${line.bold}`;
    weight.set(key, (weight.get(key) ?? 0) + line.text.length);
  }
  const [key = '11|false'] = [...weight.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  const [size, bold] = key.split('|');
  return { size: Number(size), bold: bold === 'true' };
};

const standsOut = (line: Line, body: Style) =>
  line.level !== undefined
    ? line.level >= 1 && line.level <= 1
    : line.size > body.size + 0.4 || (line.bold && !body.bold) || isUpperCase(line.text);

const sameStyle = (a: Line, b: Line) =>
  Math.abs(a.size - b.size) <= 0.3 && a.bold === b.bold && a.level === b.level;

/** An entry's own title: one of the next two lines holds its dates, with no sentence between. */
const leadsAnEntry = (lines: Line[], index: number) => {
  for (const line of lines.slice(index + 1, index + 3)) {
    if (findDates(line.text, { single: false }) !== null || line.segments.some(isDateText))
      return true;
    if (line.text.split(/\s+/).length > 10) return false;
  }
  return false;
};

/**
 * Which lines are section headings: a known heading set apart from the body (bigger, bold
 * or capitals; a Word 'Heading 1'), and any other short line set exactly like one of those
 * (a custom section such as 'Conférences'), unless it leads an entry with dates.
 */
export const findHeadings = (lines: Line[]): Map<number, SectionKind> => {
  const body = bodyStyle(lines);
  const found = new Map<number, SectionKind>();
  const known: Line[] = [];
  lines.forEach((line, index) => {
    const kind = headingShaped(line) ? headingKind(line.text) : null;
    if (kind && standsOut(line, body)) {
      found.set(index, kind);
      known.push(line);
    }
  });
  const allUpper = known.length > 0 && known.every((line) => isUpperCase(line.text));
  lines.forEach((line, index) => {
    if (found.has(index) || !headingShaped(line)) return;
    const word = line.level === 1;
    const styled =
      line.level === undefined &&
      known.some((heading) => sameStyle(heading, line)) &&
      (!allUpper || isUpperCase(line.text)) &&
      line.size >= body.size;
    if ((word || styled) && !leadsAnEntry(lines, index))
      found.set(index, headingKind(line.text) ?? 'other');
  });
  return found;
};

/** Lines indented from where their section's text starts (in that column) are bullets. */
const markIndents = (lines: Line[]): Line[] => {
  const left = new Map<number, number>();
  for (const line of lines)
    left.set(line.column, Math.min(left.get(line.column) ?? Infinity, line.x));
  // Where the text of the last item with a bullet character starts: a line there goes on
  // with that item (wrapped), it is no new one.
  let itemText: number | undefined;
  return lines.map((line) => {
    if (line.bullet) itemText = line.x;
    if (line.level !== undefined || line.bullet) return line;
    if (itemText !== undefined && Math.abs(line.x - itemText) < 1) return line;
    itemText = undefined;
    const start = left.get(line.column) ?? line.x;
    // Bullets are indented a little; a short line far to the right is set flush right.
    const indent = line.x - start;
    return indent >= 0.6 * line.size && indent <= 4 * line.size ? { ...line, bullet: true } : line;
  });
};

/** The lines cut at their headings: a header first (what comes before any heading), then each section. */
export const toSections = (lines: Line[]): Section[] => {
  const headings = findHeadings(lines);
  const edge = columnEdges(lines);
  const pitch = linePitches(lines);
  const parts: { kind: SectionKind; title: string; lines: Line[] }[] = [
    { kind: 'header', title: '', lines: [] },
  ];
  lines.forEach((line, index) => {
    const kind = headings.get(index);
    if (kind) parts.push({ kind, title: line.text.replace(/\s*[:：]$/, ''), lines: [] });
    else parts[parts.length - 1]?.lines.push(line);
  });
  return parts.map((part) => ({
    kind: part.kind,
    title: part.title,
    blocks: toBlocks(
      part.kind === 'header' ? part.lines : markIndents(part.lines),
      edge,
      pitch.pitch,
      pitch.spaced,
    ),
  }));
};
