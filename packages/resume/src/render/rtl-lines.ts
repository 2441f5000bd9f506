import { logicalPositionOf } from '../fonts/logical-order';
import { number, write } from './glyph-ops';
import { textOf } from './glyph-text-map';
import type { Block, BufferedDoc, Glyph, Matrix } from './glyph-types';

const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const isRtlGlyph = (glyph: Glyph) => RTL.test(String.fromCharCode(...glyph.codePoints));
const isSpace = (glyph: Glyph) => /^\s*$/.test(String.fromCharCode(...glyph.codePoints));

/** pdfkit's transform: `then` applied inside `first`. */
const compose = (first: Matrix, then: Matrix): Matrix => {
  const [a, b, c, d, e, f] = first;
  const [m11, m12, m21, m22, dx, dy] = then;
  return [
    a * m11 + c * m12,
    b * m11 + d * m12,
    a * m21 + c * m22,
    b * m21 + d * m22,
    a * dx + c * dy + e,
    b * dx + d * dy + f,
  ];
};
const invert = ([a, b, c, d, e, f]: Matrix): Matrix => {
  const det = a * d - b * c;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
};

type Key = [number, number];
const byKey = (a: { key: Key }, b: { key: Key }) => a.key[0] - b.key[0] || a.key[1] - b.key[1];

/**
 * Each glyph's typed position (layout call, offset), in visual order; a glyph drawn
 * without one (a hyphen the line breaker added) takes the one of the glyph before it.
 */
const typedKeys = (blocks: readonly Block[]): Key[][] => {
  let last: Key = [0, 0];
  return blocks.map((block) =>
    block.glyphs.map((glyph) => {
      const position = logicalPositionOf(glyph);
      if (position) last = [position.call, position.offset];
      return last;
    }),
  );
};

/** Whether a line has to be written anew: right-to-left letters, or runs out of typed order. */
export const needsTypedOrder = (blocks: readonly Block[]): boolean =>
  blocks.some((block) => block.glyphs.some(isRtlGlyph)) ||
  typedKeys(blocks)
    .flat()
    .some((key, index, all) => index > 0 && byKey({ key }, { key: all[index - 1] as Key }) < 0);

interface Slot {
  block: Block;
  index: number;
  rtl: boolean;
  space: boolean;
}

/**
 * The glyphs of a line cut into pieces and put in typed order: a piece is a right-to-left
 * word (drawn from its left end, as before), a left-to-right word or number, a space or a
 * punctuation mark. Extractors that read in drawing order (pdftotext -raw, pdf.js) then
 * meet the words as they were typed.
 */
const piecesInTypedOrder = (blocks: Block[]): Slot[][] => {
  const keys = typedKeys(blocks);
  const slots: (Slot & { key: Key })[] = blocks.flatMap((block, at) =>
    block.glyphs.map((glyph, index) => ({
      block,
      index,
      rtl: isRtlGlyph(glyph),
      space: isSpace(glyph),
      key: keys[at]?.[index] ?? [0, 0],
    })),
  );
  slots.sort(byKey);
  const pieces: Slot[][] = [];
  let piece: Slot[] = [];
  for (const slot of slots) {
    const last = piece[piece.length - 1];
    // A right-to-left piece is one word (pdftotext -raw reverses each word it meets); a
    // left-to-right one may hold spaces (its words are already in typed order).
    const joins =
      last !== undefined &&
      slot.rtl === last.rtl &&
      (slot.rtl ? !slot.space && !last.space : slot.space === last.space || !slot.rtl) &&
      slot.block === last.block &&
      slot.index === last.index + (slot.rtl ? -1 : 1);
    if (!joins && piece.length > 0) {
      pieces.push(piece);
      piece = [];
    }
    piece.push(slot);
  }
  if (piece.length > 0) pieces.push(piece);
  return pieces.map((glyphs) => glyphs.sort((a, b) => a.index - b.index));
};

const isSpacePiece = (piece: Slot[]) => piece.every((slot) => slot.space);
const isRtlPiece = (piece: Slot[]) => piece.some((slot) => slot.rtl);

/**
 * pdf.js drops a space that ends a text item, and every piece is an item of its own: a space
 * between two pieces travels with the text of a glyph next to it, where pdf.js keeps it
 * (the right-to-left word after it, whose first letter is drawn last, or the left-to-right
 * piece before it). Between a right-to-left word and a left-to-right one there is no such
 * glyph: pdf.js reads them without the space.
 */
const carrySpaces = (pieces: Slot[][]): Map<Slot, string> => {
  const texts = new Map<Slot, string>();
  pieces.forEach((piece, index) => {
    if (!isSpacePiece(piece)) return;
    const [before, after] = [pieces[index - 1], pieces[index + 1]];
    const next = after && isRtlPiece(after) ? after[after.length - 1] : undefined;
    const previous =
      before && !isRtlPiece(before) && !isSpacePiece(before)
        ? before[before.length - 1]
        : undefined;
    const slot = next ?? previous;
    if (slot) texts.set(slot, `${textOf(slot.block.glyphs[slot.index] as Glyph)} `);
  });
  return texts;
};

/** Write a right-to-left line's pieces in typed order, each where it was (same drawing). */
export const writeTypedOrder = (doc: BufferedDoc, blocks: Block[]) => {
  const here = blocks[blocks.length - 1]?.ctm;
  if (!here) return;
  const back = invert(here);
  const pieces = piecesInTypedOrder(blocks);
  const carried = carrySpaces(pieces);
  for (const piece of pieces) {
    const first = piece[0];
    const last = piece[piece.length - 1];
    if (!first || !last) continue;
    const { block } = first;
    const scale = block.font[1] / 1000;
    const x = block.placed
      .slice(0, first.index)
      .reduce((sum, position) => sum + position.xAdvance * scale, block.x);
    doc.addContent('q');
    doc.addContent(`${compose(back, block.ctm).map(number).join(' ')} cm`);
    for (const op of block.stateOps) doc.addContent(op);
    const range = [first.index, last.index + 1] as const;
    const texts = new Map(
      piece.flatMap((slot, at) => {
        const text = carried.get(slot);
        return text === undefined ? [] : [[at, text] as const];
      }),
    );
    write(
      doc,
      block.font,
      block.glyphs.slice(...range),
      block.placed.slice(...range),
      x,
      block.y,
      texts,
    );
    doc.addContent('Q');
  }
};
