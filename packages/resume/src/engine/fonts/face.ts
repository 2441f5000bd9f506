import { Blob, Buffer, Direction, DrawFuncs, Face, Font, shape, type Feature } from 'harfbuzzjs';
import { num } from '../pdf/objects';
import { Sfnt, type FontMetrics } from './sfnt';

/** A glyph as HarfBuzz set it, in font units; `cluster` is a UTF-16 index into the text. */
export interface ShapedGlyph {
  gid: number;
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

export interface ShapeRequest {
  text: string;
  /** The run: [start, end) UTF-16 indices of `text`; the rest is context (Arabic joining). */
  start: number;
  end: number;
  rtl: boolean;
  /** ISO 15924 script tag ('Latn', 'Arab') and BCP 47 language. */
  script: string;
  language?: string;
  features?: Feature[];
}

/**
 * One font file, parsed once: its tables (sfnt.ts) for the PDF, HarfBuzz's face and font
 * for shaping, and the code points it maps. Immutable after construction.
 */
let faces = 0;

export class FontFace {
  /** Unique in this process: what a cached layout is keyed by (text/layout-cache.ts). */
  readonly id = ++faces;
  readonly sfnt: Sfnt;
  readonly metrics: FontMetrics;
  private readonly font: Font;
  private readonly unicodes: Set<number>;
  /** The glyph of U+0020, which draws nothing. */
  readonly space: number | undefined;

  constructor(
    /** Where it came from (a URL or a path): one face per source. */
    readonly source: string,
    readonly bytes: Uint8Array,
  ) {
    this.sfnt = new Sfnt(bytes);
    this.metrics = this.sfnt.metrics();
    const face = new Face(new Blob(bytes), 0);
    this.unicodes = new Set(face.collectUnicodes());
    this.font = new Font(face);
    this.space = this.font.nominalGlyph(0x20);
  }

  has(codePoint: number): boolean {
    return this.unicodes.has(codePoint);
  }

  /** HarfBuzz's glyphs for a run, in visual order (left to right). */
  shape({ text, start, end, rtl, script, language, features }: ShapeRequest): ShapedGlyph[] {
    // HarfBuzz objects are freed by harfbuzzjs when they are garbage-collected.
    const buffer = new Buffer();
    buffer.addText(text, start, end - start);
    buffer.setDirection(rtl ? Direction.RTL : Direction.LTR);
    buffer.setScript(script);
    if (language) buffer.setLanguage(language);
    shape(this.font, buffer, features);
    return buffer.getGlyphInfosAndPositions().map((glyph) => ({
      gid: glyph.codepoint,
      cluster: glyph.cluster,
      xAdvance: glyph.xAdvance ?? 0,
      xOffset: glyph.xOffset ?? 0,
      yOffset: glyph.yOffset ?? 0,
    }));
  }

  /**
   * A glyph's outline as PDF path operators, scaled by `scale` and moved to (x, y) (PDF
   * coordinates, y up), ready to fill.
   */
  outline(gid: number, scale: number, x: number, y: number): string {
    const ops: string[] = [];
    const at = (px: number, py: number) => `${num(x + px * scale)} ${num(y + py * scale)}`;
    let last: [number, number] = [0, 0];
    const draw = new DrawFuncs();
    draw.setMoveToFunc((px, py) => {
      ops.push(`${at(px, py)} m`);
      last = [px, py];
    });
    draw.setLineToFunc((px, py) => {
      ops.push(`${at(px, py)} l`);
      last = [px, py];
    });
    draw.setQuadraticToFunc((cx, cy, px, py) => {
      // A quadratic Bézier as the cubic with the same curve.
      const [x0, y0] = last;
      ops.push(
        `${at(x0 + (2 / 3) * (cx - x0), y0 + (2 / 3) * (cy - y0))} ${at(px + (2 / 3) * (cx - px), py + (2 / 3) * (cy - py))} ${at(px, py)} c`,
      );
      last = [px, py];
    });
    draw.setCubicToFunc((c1x, c1y, c2x, c2y, px, py) => {
      ops.push(`${at(c1x, c1y)} ${at(c2x, c2y)} ${at(px, py)} c`);
      last = [px, py];
    });
    draw.setClosePathFunc(() => ops.push('h'));
    this.font.drawGlyph(gid, draw);
    return ops.join(' ');
  }
}
