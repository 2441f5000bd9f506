import { contactKind, looksLikePlace, splitContactLine } from './contact';
import { looksLikeTitle } from './lexicon';
import type { Block, Line } from './types';

export interface HeaderFields {
  fullName: string;
  jobTitle: string;
  email: string;
  phone: string;
  location: string;
  portfolioUrl: string;
  /** Long text before the first heading: a summary without a heading. */
  about: string[];
  leftOut: string[];
}

/**
 * The pieces of contact lines, with an address or link broken over lines put back together:
 * lines are joined until they make one whole address ('alexandra.worthington-' +
 * 'smythe@…-' + 'domain.com'), and a link takes the space-free lines after it.
 */
const contactPieces = (lines: Line[]): string[] => {
  const whole = (text: string) => contactKind(text)?.value === text.trim();
  const pieces: string[] = [];
  let pending = '';
  for (const segment of lines.flatMap((line) => line.segments)) {
    const last = pieces[pieces.length - 1];
    if (
      !pending &&
      last &&
      contactKind(last)?.kind === 'url' &&
      !/\s/.test(segment) &&
      !whole(segment)
    ) {
      pieces[pieces.length - 1] = `${last}${segment}`;
      continue;
    }
    if (pending) {
      const joined = `${pending}${segment}`;
      if (whole(joined) || (!whole(segment) && !/\s/.test(segment))) {
        pending = '';
        if (whole(joined)) pieces.push(joined);
        else pending = joined;
        continue;
      }
      pieces.push(pending);
      pending = '';
    }
    if (whole(segment) || /\s/.test(segment)) pieces.push(segment);
    else pending = segment;
  }
  if (pending) pieces.push(pending);
  return pieces;
};

const NOT_A_NAME = /^(?:resume|résumé|curriculum vitae|cv|lebenslauf|резюме|履歴書|简历|이력서)$/i;

/** The name: the biggest text of the header (the first of equals), not a contact detail. */
const nameIndex = (lines: Line[]): number => {
  let best = -1;
  lines.forEach((line, index) => {
    if (NOT_A_NAME.test(line.text.trim()) || contactKind(line.segments[0] ?? '')) return;
    if (best < 0 || line.size > (lines[best]?.size ?? 0) + 0.5) best = index;
  });
  return best;
};

/**
 * Name, job title and contact details from what stands before the first heading (and a
 * 'Contact' section): the biggest line is the name, a short line right under it that is no
 * contact detail the job title, then every piece of the contact lines by its shape.
 */
export const readHeader = (blocks: Block[], contact: Block[]): HeaderFields => {
  const fields: HeaderFields = {
    fullName: '',
    jobTitle: '',
    email: '',
    phone: '',
    location: '',
    portfolioUrl: '',
    about: [],
    leftOut: [],
  };
  // A long text is a paragraph (a summary without heading), unless it holds contact details
  // or is set large (a name wrapped over two lines).
  const body = Math.min(...blocks.map((block) => block.first.size));
  const paragraph = (block: Block) =>
    (block.lines.length > 1 || block.text.split(/\s+/).length >= 12) &&
    block.first.size < body * 1.3 &&
    !block.lines.some((line) => splitContactLine(line.segments).some(contactKind));
  // A block as one line: a wrapped name whole; lines of contact details keep their pieces
  // (a place on one line, a link on the next) unless one piece goes on in the next line (an
  // address broken over two lines reads as one only when joined).
  const asLine = (block: Block): Line =>
    block.lines.length <= 1
      ? block.first
      : block.first.size >= body * 1.3 ||
          !block.lines.some((line) => splitContactLine(line.segments).some(contactKind))
        ? { ...block.first, text: block.text, segments: [block.text] }
        : { ...block.first, text: block.text, segments: contactPieces(block.lines) };
  const header = blocks.filter((block) => !paragraph(block)).map(asLine);
  fields.about = blocks.filter(paragraph).map((block) => block.text);
  const at = nameIndex(header);
  const name = header[at];
  const rest: string[][] = [];
  header.forEach((line, index) => {
    if (index === at) {
      fields.fullName = line.segments[0] ?? '';
      rest.push(line.segments.slice(1));
    } else if (index !== at + 1 || !name) rest.push(line.segments);
    else {
      const parts = splitContactLine(line.segments);
      const only = parts.length === 1 ? (parts[0] ?? '') : '';
      const place = /,/.test(only) && looksLikePlace(only) && !looksLikeTitle(only);
      if (only && !contactKind(only) && !place && only.split(/\s+/).length <= 10)
        fields.jobTitle = only;
      else rest.push(line.segments);
    }
  });
  for (const block of contact) rest.push(asLine(block).segments);
  const set = (key: 'email' | 'phone' | 'url' | 'location', value: string) => {
    const field = key === 'url' ? 'portfolioUrl' : key;
    if (!fields[field]) fields[field] = value;
    else fields.leftOut.push(value);
  };
  for (const segments of rest) {
    for (const part of splitContactLine(segments)) {
      const found = contactKind(part);
      if (found) set(found.kind, found.value);
      else if (!fields.location && looksLikePlace(part)) set('location', part);
      else fields.leftOut.push(part);
    }
  }
  return fields;
};
