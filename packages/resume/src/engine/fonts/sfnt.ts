/**
 * Reads the tables of a TrueType font file (the 'sfnt' container): what the PDF needs to
 * describe and embed a font. Shaping is HarfBuzz's (shaper.ts); this reads bytes only.
 */
export interface SfntTable {
  offset: number;
  length: number;
}

export interface FontMetrics {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  lineGap: number;
  capHeight: number;
  bbox: [number, number, number, number];
  italicAngle: number;
  weightClass: number;
  numGlyphs: number;
  postScriptName: string;
}

export class Sfnt {
  readonly view: DataView;
  readonly tables = new Map<string, SfntTable>();

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const version = this.view.getUint32(0);
    if (version !== 0x00010000 && version !== 0x74727565)
      throw new Error('Not a TrueType font (only glyf outlines are embedded)');
    const count = this.view.getUint16(4);
    for (let i = 0; i < count; i++) {
      const entry = 12 + i * 16;
      const tag = String.fromCharCode(...bytes.subarray(entry, entry + 4));
      this.tables.set(tag, {
        offset: this.view.getUint32(entry + 8),
        length: this.view.getUint32(entry + 12),
      });
    }
  }

  table(tag: string): SfntTable {
    const found = this.tables.get(tag);
    if (!found) throw new Error(`The font has no '${tag}' table`);
    return found;
  }

  data(tag: string): Uint8Array {
    const { offset, length } = this.table(tag);
    return this.bytes.subarray(offset, offset + length);
  }

  /** Offsets of every glyph in 'glyf' (numGlyphs + 1 of them). */
  glyphOffsets(): Uint32Array {
    const longFormat = this.view.getInt16(this.table('head').offset + 50) === 1;
    const count = this.view.getUint16(this.table('maxp').offset + 4) + 1;
    const loca = this.table('loca').offset;
    const offsets = new Uint32Array(count);
    for (let i = 0; i < count; i++)
      offsets[i] = longFormat
        ? this.view.getUint32(loca + i * 4)
        : this.view.getUint16(loca + i * 2) * 2;
    return offsets;
  }

  /** Advance width of a glyph, in font units. */
  advance(glyph: number): number {
    const metrics = this.view.getUint16(this.table('hhea').offset + 34);
    const hmtx = this.table('hmtx').offset;
    return this.view.getUint16(hmtx + Math.min(glyph, metrics - 1) * 4);
  }

  metrics(): FontMetrics {
    const head = this.table('head').offset;
    const hhea = this.table('hhea').offset;
    const os2 = this.tables.get('OS/2');
    const v = this.view;
    const unitsPerEm = v.getUint16(head + 18);
    const typo = os2 && os2.length >= 78;
    const post = this.tables.get('post');
    return {
      unitsPerEm,
      ascender: typo ? v.getInt16(os2.offset + 68) : v.getInt16(hhea + 4),
      descender: typo ? v.getInt16(os2.offset + 70) : v.getInt16(hhea + 6),
      lineGap: typo ? v.getInt16(os2.offset + 72) : v.getInt16(hhea + 8),
      capHeight:
        os2 && v.getUint16(os2.offset) >= 2 && os2.length >= 90
          ? v.getInt16(os2.offset + 88)
          : Math.round(unitsPerEm * 0.7),
      bbox: [
        v.getInt16(head + 36),
        v.getInt16(head + 38),
        v.getInt16(head + 40),
        v.getInt16(head + 42),
      ],
      italicAngle: post ? v.getInt32(post.offset + 4) / 65536 : 0,
      weightClass: os2 ? v.getUint16(os2.offset + 4) : 400,
      numGlyphs: v.getUint16(this.table('maxp').offset + 4),
      postScriptName: this.postScriptName(),
    };
  }

  /** Name id 6, or a name made from the file's size when the font has none. */
  private postScriptName(): string {
    const found = this.tables.get('name');
    if (found) {
      const v = this.view;
      const count = v.getUint16(found.offset + 2);
      const strings = found.offset + v.getUint16(found.offset + 4);
      for (let i = 0; i < count; i++) {
        const record = found.offset + 6 + i * 12;
        if (v.getUint16(record + 6) !== 6) continue;
        const platform = v.getUint16(record);
        const length = v.getUint16(record + 8);
        const start = strings + v.getUint16(record + 10);
        const raw = this.bytes.subarray(start, start + length);
        const value =
          platform === 3 || platform === 0
            ? String.fromCharCode(
                ...Array.from({ length: length / 2 }, (_, k) => v.getUint16(start + k * 2)),
              )
            : String.fromCharCode(...raw);
        const clean = value.replace(/[^\x21-\x7e]|[[\](){}<>/%]/g, '');
        if (clean) return clean;
      }
    }
    return `Font${this.bytes.length}`;
  }
}
