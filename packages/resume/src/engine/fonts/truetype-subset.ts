import { Sfnt } from './sfnt';

/** Tables a PDF viewer needs to draw TrueType glyphs (ISO 32000-1, 9.9); the rest are dropped. */
const KEPT = [
  'OS/2',
  'cvt ',
  'fpgm',
  'glyf',
  'head',
  'hhea',
  'hmtx',
  'loca',
  'maxp',
  'post',
  'prep',
];

const ARG_WORDS = 0x0001;
const HAS_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const HAS_XY_SCALE = 0x0040;
const HAS_TWO_BY_TWO = 0x0080;

/** The glyphs a composite glyph is built from. */
const components = (view: DataView, start: number): number[] => {
  const found: number[] = [];
  let at = start + 10;
  for (;;) {
    const flags = view.getUint16(at);
    found.push(view.getUint16(at + 2));
    at += 4 + (flags & ARG_WORDS ? 4 : 2);
    if (flags & HAS_SCALE) at += 2;
    else if (flags & HAS_XY_SCALE) at += 4;
    else if (flags & HAS_TWO_BY_TWO) at += 8;
    if (!(flags & MORE_COMPONENTS)) return found;
  }
};

const checksum = (data: Uint8Array): number => {
  const padded = new Uint8Array((data.length + 3) & ~3);
  padded.set(data);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
};

/**
 * A TrueType font with only the outlines of `glyphs` (and of the glyphs they are composed
 * of, and glyph 0), every glyph keeping its number: the PDF's CIDToGIDMap names glyphs by
 * their number in the original font. Unused glyphs are empty with zero metrics.
 */
export const subsetTrueType = (bytes: Uint8Array, glyphs: Iterable<number>): Uint8Array => {
  const font = new Sfnt(bytes);
  const offsets = font.glyphOffsets();
  const glyf = font.table('glyf').offset;
  const numGlyphs = offsets.length - 1;
  const used = new Set<number>();
  const queue = [0, ...glyphs].filter((glyph) => glyph >= 0 && glyph < numGlyphs);
  while (queue.length > 0) {
    const glyph = queue.pop()!;
    if (used.has(glyph)) continue;
    used.add(glyph);
    const start = offsets[glyph]!;
    if (offsets[glyph + 1]! > start && font.view.getInt16(glyf + start) < 0)
      for (const part of components(font.view, glyf + start)) if (!used.has(part)) queue.push(part);
  }
  const count = Math.max(...used) + 1;
  // glyf and loca (long offsets), glyphs 4-byte aligned.
  const sizes = Array.from({ length: count }, (_, g) =>
    used.has(g) ? (offsets[g + 1]! - offsets[g]! + 3) & ~3 : 0,
  );
  const newGlyf = new Uint8Array(sizes.reduce((a, b) => a + b, 0));
  const newLoca = new Uint8Array((count + 1) * 4);
  const loca = new DataView(newLoca.buffer);
  let at = 0;
  for (let g = 0; g < count; g++) {
    loca.setUint32(g * 4, at);
    if (!used.has(g)) continue;
    newGlyf.set(bytes.subarray(glyf + offsets[g]!, glyf + offsets[g + 1]!), at);
    at += sizes[g]!;
  }
  loca.setUint32(count * 4, at);
  // hmtx: one full metric per glyph; unused glyphs get zeros.
  const newHmtx = new Uint8Array(count * 4);
  const hmtx = new DataView(newHmtx.buffer);
  const metrics = font.view.getUint16(font.table('hhea').offset + 34);
  const oldHmtx = font.table('hmtx').offset;
  for (const g of used) {
    if (g >= count) continue;
    hmtx.setUint16(g * 4, font.advance(g));
    const lsb =
      g < metrics
        ? font.view.getInt16(oldHmtx + g * 4 + 2)
        : font.view.getInt16(oldHmtx + metrics * 4 + (g - metrics) * 2);
    hmtx.setInt16(g * 4 + 2, lsb);
  }
  const tables = new Map<string, Uint8Array>();
  for (const tag of KEPT) {
    if (!font.tables.has(tag)) continue;
    tables.set(tag, font.data(tag).slice());
  }
  tables.set('glyf', newGlyf);
  tables.set('loca', newLoca);
  tables.set('hmtx', newHmtx);
  const head = tables.get('head')!;
  new DataView(head.buffer).setUint32(8, 0);
  new DataView(head.buffer).setInt16(50, 1);
  new DataView(tables.get('hhea')!.buffer).setUint16(34, count);
  new DataView(tables.get('maxp')!.buffer).setUint16(4, count);
  return assemble(tables);
};

/** An sfnt file from its tables, with the directory sorted by tag and correct checksums. */
const assemble = (tables: Map<string, Uint8Array>): Uint8Array => {
  const tags = [...tables.keys()].sort();
  const headerSize = 12 + tags.length * 16;
  const total = tags.reduce((sum, tag) => sum + ((tables.get(tag)!.length + 3) & ~3), headerSize);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tags.length * 16 - power * 16);
  let offset = headerSize;
  tags.forEach((tag, index) => {
    const data = tables.get(tag)!;
    const entry = 12 + index * 16;
    for (let k = 0; k < 4; k++) view.setUint8(entry + k, tag.charCodeAt(k));
    view.setUint32(entry + 4, checksum(data));
    view.setUint32(entry + 8, offset);
    view.setUint32(entry + 12, data.length);
    out.set(data, offset);
    offset += (data.length + 3) & ~3;
  });
  return out;
};
