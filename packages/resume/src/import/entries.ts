import { findDates, isDateText, type FoundDates } from './dates';
import { looksLikePlace } from './contact';
import type { Style } from './sections';
import type { Block } from './types';

/** One job or school: the lines that name it, its dates, and what is written under it. */
export interface Entry {
  /** The naming texts top to bottom: each line's first piece ('Software Engineer'). */
  names: string[];
  /** Further pieces of those lines ('Berlin' set flush right beside the company). */
  asides: string[];
  dates: FoundDates | null;
  body: Block[];
  /** Where the entry starts in the section's blocks. */
  start: number;
  /** The size of the section's body text (details are set smaller). */
  bodySize: number;
  /** Which of the names has a place set beside it (a company's city), or -1. */
  placeBeside: number;
}

const SEPARATORS = /^[\s|,;:–—·•-]+|[\s|,;:–—·•-]+$/g;
/** Without the separators around it, and without a bracket that has no partner ('(2019' → '2019'). */
const trimSeparators = (text: string) => {
  let result = text.replace(SEPARATORS, '').trim();
  const opens = (result.match(/[([]/g) ?? []).length;
  const closes = (result.match(/[)\]]/g) ?? []).length;
  if (closes > opens) result = result.replace(/[)\]]\s*$/, '');
  if (opens > closes) result = result.replace(/^\s*[([]/, '').replace(/\s*[([]\s*$/, '');
  return result.replace(SEPARATORS, '').trim();
};

interface Anchor {
  index: number;
  dates: FoundDates;
  /** The rest of the anchor's line: naming texts beside the dates. */
  names: string[];
  asides: string[];
}

/** A block that holds an entry's dates: one line, not a bullet; the dates a piece of it or at its end. */
const anchorOf = (block: Block, index: number, single: boolean): Anchor | null => {
  if (block.first.bullet || block.lines.length > 3) return null;
  if (block.lines.length > 1) {
    // A company wrapped over two lines with its dates at the end: 'Fraunhofer-Institut für … /
    // Kommunikationstechnik ESK | May 2007 to January 2010'.
    const dates = findDates(block.text, { single });
    if (!dates || trimSeparators(block.text.slice(dates.index + dates.text.length))) return null;
    if (block.text.split(/\s+/).length > 20) return null;
    const name = trimSeparators(block.text.slice(0, dates.index));
    return { index, dates, names: name ? [name] : [], asides: [] };
  }
  const segments = block.first.segments;
  const dated = segments.findIndex((segment) => isDateText(segment));
  if (dated >= 0) {
    const dates = findDates(segments[dated] ?? '', { single });
    if (!dates) return null;
    const rest = segments
      .filter((_, at) => at !== dated)
      .map(trimSeparators)
      .filter(Boolean);
    return { index, dates, names: rest.slice(0, 1), asides: rest.slice(1) };
  }
  if (segments.length > 1) return null;
  const dates = findDates(block.text, { single });
  if (!dates) return null;
  // Dates inside a sentence are not an entry's dates: they end or start the line.
  const before = block.text.slice(0, dates.index);
  const after = block.text.slice(dates.index + dates.text.length);
  if (trimSeparators(after) && trimSeparators(before)) return null;
  // A lone year in running text ('Thesis 2015') is no entry's date; '…, 2015' or '(2015)' is.
  if (dates.single && trimSeparators(before) && !/[,|–—(-]\s*$/.test(before)) return null;
  if (block.text.split(/\s+/).length > 14) return null;
  const name = trimSeparators(before) || trimSeparators(after);
  return { index, dates, names: name ? [name] : [], asides: [] };
};

/** A short line (or a name wrapped in a narrow column) that names an entry, not a sentence of its text. */
const headerLike = (block: Block) =>
  block.lines.length <= 3 &&
  !block.first.bullet &&
  block.text.split(/\s+/).length <= 14 &&
  !/[.!?。]$/.test(block.text);

/**
 * A section of jobs or schools cut into entries. Each entry is found by its dates; the one or
 * two short lines above them (or, when none, below them) name it; what follows up to the
 * next entry's naming lines is its body. Blocks before the first entry are returned apart.
 */
export const toEntries = (
  blocks: Block[],
  { single, body }: { single: boolean; body: Style },
): { entries: Entry[]; before: Block[] } => {
  const isBody = (block: Block) =>
    Math.abs(block.first.size - body.size) < 0.4 && block.first.bold === body.bold;
  const anchors = blocks
    .map((block, index) => anchorOf(block, index, single))
    .filter((anchor): anchor is Anchor => anchor !== null);
  const entries: Entry[] = [];
  let taken = 0;
  anchors.forEach((anchor, at) => {
    const above: number[] = [];
    for (let index = anchor.index - 1; index >= taken && above.length < 2; index--) {
      const block = blocks[index] as Block;
      if (!headerLike(block) || anchors.some((other) => other.index === index)) break;
      const last = above.length ? (blocks[above[above.length - 1] as number] as Block) : null;
      if (last && isBody(block) && !isBody(last)) break;
      above.push(index);
    }
    above.reverse();
    const next = anchors[at + 1]?.index ?? blocks.length;
    // Names below the dates: when none stand above ('Mar 2021 – Present' / 'Engineer' /
    // 'Acme'), or one set apart from the text follows a single one ('Engineer   2021' / 'Acme').
    const below: number[] = [];
    const named = above.length + anchor.names.length;
    for (let index = anchor.index + 1; index < next && named + below.length < 2; index++) {
      const block = blocks[index] as Block;
      if (!headerLike(block) || block.text.split(/\s+/).length > 10) break;
      if ((named > 0 || below.length) && isBody(block)) break;
      below.push(index);
    }
    const naming = [...above, ...below].map((index) => blocks[index] as Block);
    // A naming line's first piece ('Acme Corp' of 'Acme Corp   Berlin'); a title wrapped over two lines whole.
    const nameOf = (block: Block) =>
      trimSeparators(block.lines.length > 1 ? block.text : (block.first.segments[0] ?? ''));
    const names = [
      ...naming.slice(0, above.length).map(nameOf),
      ...anchor.names,
      ...naming.slice(above.length).map(nameOf),
    ].filter(Boolean);
    const asidesOf = (block: Block) =>
      block.first.segments
        .slice(1)
        .map(trimSeparators)
        .filter((text) => text && !isDateText(text));
    const asides = [...naming.flatMap(asidesOf), ...anchor.asides].filter(Boolean);
    const placeBeside = naming.findIndex((block) => asidesOf(block).some(looksLikePlace));
    const start = above[0] ?? anchor.index;
    const bodyStart = (below[below.length - 1] ?? anchor.index) + 1;
    entries.push({
      names,
      asides,
      dates: anchor.dates,
      body: blocks.slice(bodyStart, next),
      start,
      bodySize: body.size,
      placeBeside:
        placeBeside < 0 ? (anchor.asides.some(looksLikePlace) ? above.length : -1) : placeBeside,
    });
    taken = bodyStart;
  });
  // Each body ends where the next entry's naming lines begin.
  entries.forEach((entry, index) => {
    const following = entries[index + 1];
    if (!following) return;
    const end = following.start;
    entry.body = entry.body.filter((block) => blocks.indexOf(block) < end);
  });
  return { entries, before: blocks.slice(0, entries[0]?.start ?? blocks.length) };
};
