import type { Piece } from '../text/pieces';
import type { EmbeddedFont } from './embedded-font';
import { name, num, PdfRaw, text, type PdfRef, type PdfValue } from './objects';
import type { StructElement } from './structure';

const NONSPACING_MARK = /\p{Mn}/u;

/** '#rrggbb' as PDF colour operands. */
const rgb = (color: string): string => {
  const value = /^#?([0-9a-f]{6})$/i.exec(color)?.[1] ?? '000000';
  return [0, 2, 4].map((at) => num(parseInt(value.slice(at, at + 2), 16) / 255)).join(' ');
};

export interface LinkArea {
  rect: [number, number, number, number];
  url: string;
  element: StructElement;
  ref: PdfRef;
}

/**
 * One page's content stream, in PDF coordinates (origin at the bottom left, y up): text in
 * marked content tied to structure elements (MCIDs), everything decorative as artifacts.
 */
export class PageContent {
  readonly ops: string[] = [];
  readonly fonts = new Map<string, PdfRef>();
  /** The structure element of each marked-content id, in id order (the page's ParentTree entry). */
  readonly marked: StructElement[] = [];
  readonly links: LinkArea[] = [];
  private open: StructElement | undefined;

  constructor(
    readonly index: number,
    readonly width: number,
    readonly height: number,
  ) {}

  /** Decorations (rules, backgrounds, bullets) are artifacts: screen readers skip them. */
  artifact(draw: () => void): void {
    this.close();
    this.ops.push('/Artifact BMC');
    draw();
    this.ops.push('EMC');
  }

  rect(x: number, y: number, width: number, height: number, color: string): void {
    this.ops.push(`${rgb(color)} rg ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
  }

  /** A filled circle (four Bézier arcs). */
  circle(cx: number, cy: number, r: number, color: string): void {
    const k = 0.5523 * r;
    this.ops.push(
      `${rgb(color)} rg ${num(cx + r)} ${num(cy)} m`,
      `${num(cx + r)} ${num(cy + k)} ${num(cx + k)} ${num(cy + r)} ${num(cx)} ${num(cy + r)} c`,
      `${num(cx - k)} ${num(cy + r)} ${num(cx - r)} ${num(cy + k)} ${num(cx - r)} ${num(cy)} c`,
      `${num(cx - r)} ${num(cy - k)} ${num(cx - k)} ${num(cy - r)} ${num(cx)} ${num(cy - r)} c`,
      `${num(cx + k)} ${num(cy - r)} ${num(cx + r)} ${num(cy - k)} ${num(cx + r)} ${num(cy)} c f`,
    );
  }

  /** Start the marked content of `element` unless it is already open. */
  private mark(element: StructElement): void {
    if (this.open === element) return;
    this.close();
    const mcid = this.marked.length;
    this.marked.push(element);
    element.kids.push({ kind: 'content', page: this.index, mcid });
    this.ops.push(`/${element.type} <</MCID ${mcid}>> BDC`);
    this.open = element;
  }

  close(): void {
    if (!this.open) return;
    this.ops.push('EMC');
    this.open = undefined;
  }

  /** A piece of text whose origin is at (x, baseline), glyph by glyph where layout put it. */
  text(element: StructElement, font: EmbeddedFont, piece: Piece, x: number, baseline: number) {
    this.mark(element);
    this.fonts.set(font.resource, font.ref);
    const size = piece.style.size;
    const out: string[] = [
      'BT',
      `/${font.resource} ${num(size)} Tf`,
      `${rgb(piece.style.color)} rg`,
      `1 0 0 1 ${num(x)} ${num(baseline)} Tm`,
    ];
    let array: string[] = [];
    let pen = 0;
    let rise = 0;
    const scale = size / font.face.metrics.unitsPerEm;
    const outlines: string[] = [];
    const flush = () => {
      if (array.length > 0) out.push(`[${array.join(' ')}] TJ`);
      array = [];
    };
    for (const glyph of piece.glyphs) {
      if (glyph.text === '') {
        // A glyph that stands for no text is drawn as its outline (pieces.ts).
        outlines.push(font.face.outline(glyph.gid, scale, x + glyph.x, baseline + glyph.y));
        continue;
      }
      if (glyph.y !== rise) {
        flush();
        out.push(`${num(glyph.y)} Ts`);
        rise = glyph.y;
      }
      const shift = glyph.x - pen;
      if (Math.abs(shift) > 0.0005) array.push(num((-shift * 1000) / size));
      const advance = font.face.sfnt.advance(glyph.gid);
      // pdf.js takes a glyph whose text holds a nonspacing mark after its letter ('ดี', 'इं')
      // for a zero-width accent and then puts a space after it: the mark and what follows
      // go on a carrier, the font's space glyph with no width, which reads as exactly that.
      const split = advance > 0 ? glyph.text.search(NONSPACING_MARK) : -1;
      if (split > 0 && font.face.space !== undefined) {
        array.push(`<${font.encode(glyph.gid, glyph.text.slice(0, split))}>`);
        array.push(`<${font.encode(font.face.space, glyph.text.slice(split), true)}>`);
      } else array.push(`<${font.encode(glyph.gid, glyph.text)}>`);
      pen = glyph.x + advance * scale;
    }
    flush();
    if (rise !== 0) out.push('0 Ts');
    out.push('ET');
    if (outlines.length > 0) out.push(`${rgb(piece.style.color)} rg`, ...outlines, 'f');
    this.ops.push(...out);
  }

  /** A link over an area: an annotation tied to its structure element. */
  link(area: Omit<LinkArea, 'ref'>, ref: PdfRef): void {
    this.links.push({ ...area, ref });
  }

  annotation(link: LinkArea, structParent: number): Record<string, PdfValue> {
    return {
      Type: name('Annot'),
      Subtype: name('Link'),
      Rect: link.rect,
      Border: [0, 0, 0],
      A: { S: name('URI'), URI: new PdfRaw(`(${link.url.replace(/[\\()]/g, (c) => `\\${c}`)})`) },
      Contents: text(link.element.alt ?? link.url),
      StructParent: structParent,
    };
  }
}
