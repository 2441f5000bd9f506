import type { FontFace } from '../fonts/face';
import { subsetTrueType } from '../fonts/truetype-subset';
import { name, PdfRaw, utf16Hex, type PdfRef } from './objects';
import type { PdfWriter } from './writer';

/** A six-letter subset tag from the glyphs used, so the same document gives the same file. */
const subsetTag = (key: string): string => {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  let tag = '';
  for (let i = 0; i < 6; i++) {
    tag += String.fromCharCode(65 + ((hash >>> 0) % 26));
    hash = Math.imul(hash ^ (hash >>> 13), 1274126177);
  }
  return tag;
};

/**
 * A font as the PDF embeds it (Type0 with a CIDFontType2 descendant, Identity-H): each
 * distinct pair of glyph and text gets its own CID, mapped to the glyph by CIDToGIDMap and
 * to the text by ToUnicode, so every glyph occurrence reads back as exactly the characters
 * it was set for (a space glyph as a space, a mark as nothing, a ligature as its letters).
 */
export class EmbeddedFont {
  private readonly cids = new Map<string, number>();
  private readonly gidOf: number[] = [0];
  private readonly textOf: string[] = [''];
  /** CIDs drawn with no width (mark carriers). */
  private readonly zeroWidth = new Set<number>();
  /** Texts set with the missing glyph (.notdef): no font had their characters. */
  readonly missing = new Set<string>();

  constructor(
    readonly face: FontFace,
    /** The font's resource name in content streams, e.g. 'F1'. */
    readonly resource: string,
    readonly ref: PdfRef,
  ) {}

  /** The CID for a glyph standing for `text`, as 4 hex digits; `width0`: it takes no room. */
  encode(gid: number, text: string, width0 = false): string {
    if (gid === 0 && text.trim() !== '') this.missing.add(text);
    const key = `${gid}\u0000${text}\u0000${width0}`;
    let cid = this.cids.get(key);
    if (cid === undefined) {
      cid = this.gidOf.length;
      if (cid > 0xffff) throw new Error('Too many distinct glyphs in one font');
      this.cids.set(key, cid);
      this.gidOf.push(gid);
      this.textOf.push(text);
      if (width0) this.zeroWidth.add(cid);
    }
    return cid.toString(16).padStart(4, '0');
  }

  /** Write the font's objects: the subset font file, descriptor, widths and maps. */
  write(writer: PdfWriter): void {
    const face = this.face;
    const metrics = face.metrics;
    const scale = 1000 / metrics.unitsPerEm;
    const gids = this.gidOf.slice(1);
    const baseFont = `${subsetTag(gids.join(','))}+${metrics.postScriptName}`;
    const fontFile = subsetTrueType(face.bytes, gids);
    const file = writer.stream({ Length1: fontFile.length }, fontFile);
    const [x0, y0, x1, y1] = metrics.bbox;
    const descriptor = writer.add({
      Type: name('FontDescriptor'),
      FontName: name(baseFont),
      Flags: 4,
      FontBBox: [x0 * scale, y0 * scale, x1 * scale, y1 * scale],
      ItalicAngle: metrics.italicAngle,
      Ascent: metrics.ascender * scale,
      Descent: metrics.descender * scale,
      CapHeight: metrics.capHeight * scale,
      StemV: metrics.weightClass >= 600 ? 120 : 80,
      FontFile2: file,
    });
    const map = new Uint8Array(this.gidOf.length * 2);
    this.gidOf.forEach((gid, cid) => {
      map[cid * 2] = gid >> 8;
      map[cid * 2 + 1] = gid & 0xff;
    });
    const cidToGid = writer.stream({}, map);
    const widths = this.gidOf
      .slice(1)
      .map((gid, i) =>
        this.zeroWidth.has(i + 1) ? 0 : Math.round(face.sfnt.advance(gid) * scale),
      );
    const descendant = writer.add({
      Type: name('Font'),
      Subtype: name('CIDFontType2'),
      BaseFont: name(baseFont),
      CIDSystemInfo: {
        Registry: new PdfRaw('(Adobe)'),
        Ordering: new PdfRaw('(Identity)'),
        Supplement: 0,
      },
      FontDescriptor: descriptor,
      DW: 1000,
      W: widths.length > 0 ? [1, widths] : [],
      CIDToGIDMap: cidToGid,
    });
    const toUnicode = writer.stream({}, this.toUnicodeCMap());
    writer.set(this.ref, {
      Type: name('Font'),
      Subtype: name('Type0'),
      BaseFont: name(baseFont),
      Encoding: name('Identity-H'),
      DescendantFonts: [descendant],
      ToUnicode: toUnicode,
    });
  }

  private toUnicodeCMap(): string {
    const entries = this.textOf
      .map((text, cid) => ({ cid, text }))
      .filter((entry) => entry.cid > 0 && entry.text !== '');
    const blocks: string[] = [];
    for (let i = 0; i < entries.length; i += 100) {
      const block = entries.slice(i, i + 100);
      blocks.push(
        `${block.length} beginbfchar`,
        ...block.map(
          ({ cid, text }) => `<${cid.toString(16).padStart(4, '0')}> <${utf16Hex(text)}>`,
        ),
        'endbfchar',
      );
    }
    return [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange',
      '<0000> <ffff>',
      'endcodespacerange',
      ...blocks,
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n');
  }
}
