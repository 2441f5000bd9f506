/**
 * The code points a TrueType/OpenType font maps (its Unicode 'cmap' subtable, format 4 or
 * 12), and its glyph count. Build-time only.
 */
const tableOffset = (font: DataView, tag: string): number => {
  const count = font.getUint16(4);
  for (let i = 0; i < count; i++) {
    const entry = 12 + i * 16;
    const name = String.fromCharCode(...[0, 1, 2, 3].map((k) => font.getUint8(entry + k)));
    if (name === tag) return font.getUint32(entry + 8);
  }
  throw new Error(`The font has no '${tag}' table`);
};

const format12 = (font: DataView, at: number, points: Set<number>) => {
  const groups = font.getUint32(at + 12);
  for (let i = 0; i < groups; i++) {
    const group = at + 16 + i * 12;
    const last = font.getUint32(group + 4);
    for (let point = font.getUint32(group); point <= last; point++) points.add(point);
  }
};

const format4 = (font: DataView, at: number, points: Set<number>) => {
  const segments = font.getUint16(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const offsets = deltas + segments * 2;
  for (let i = 0; i < segments; i++) {
    const end = font.getUint16(ends + i * 2);
    const start = font.getUint16(starts + i * 2);
    const delta = font.getUint16(deltas + i * 2);
    const offset = font.getUint16(offsets + i * 2);
    for (let point = start; point <= end && point !== 0xffff; point++) {
      const glyph =
        offset === 0
          ? (point + delta) & 0xffff
          : font.getUint16(offsets + i * 2 + offset + (point - start) * 2);
      if (glyph !== 0) points.add(point);
    }
  }
};

export const fontCodePoints = (bytes: Uint8Array): Set<number> => {
  const font = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const cmap = tableOffset(font, 'cmap');
  const subtables = font.getUint16(cmap + 2);
  let best: { format: number; at: number } | undefined;
  for (let i = 0; i < subtables; i++) {
    const record = cmap + 4 + i * 8;
    const platform = font.getUint16(record);
    const encoding = font.getUint16(record + 2);
    const at = cmap + font.getUint32(record + 4);
    const format = font.getUint16(at);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode && (format === 12 || (format === 4 && !best))) best = { format, at };
  }
  if (!best) throw new Error('The font has no Unicode cmap (format 4 or 12)');
  const points = new Set<number>();
  (best.format === 12 ? format12 : format4)(font, best.at, points);
  return points;
};

export const glyphCount = (bytes: Uint8Array): number => {
  const font = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return font.getUint16(tableOffset(font, 'maxp') + 4);
};
