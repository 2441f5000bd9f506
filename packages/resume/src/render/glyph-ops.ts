/** The operators react-pdf writes for a run of glyphs (render/lib/index.js, _renderGlyphs). */
import { encode } from './glyph-text-map';
import type { Doc, Glyph, PdfFont, Placed } from './glyph-types';
import { withMarkCarriers } from './mark-carriers';
import { drawAttachedMarks } from './mark-shapes';

export const number = (n: number): number => {
  if (n > -1e21 && n < 1e21) return Math.round(n * 1e6) / 1e6;
  throw new Error(`unsupported number: ${n}`);
};

/**
 * react-pdf's _renderGlyphs (render/lib/index.js), unchanged: the same operators; then the
 * dots of Arabic letters, as shapes (mark-shapes.ts).
 */
export const write = (
  ctx: Doc,
  [font, fontSize]: [PdfFont, number],
  glyphs: readonly Glyph[],
  placedIn: Placed[],
  x0: number,
  y0: number,
  texts: ReadonlyMap<number, string> = new Map(),
) => {
  const run = withMarkCarriers(font, { glyphs, positions: placedIn, texts });
  const positions = run.positions;
  const encoded = encode(font, run.glyphs, run.texts);
  const commands: string[] = [];
  const scale = fontSize / 1000;
  let x = x0;
  let last = 0;
  let hadOffset = false;
  ctx.save();
  ctx.transform(1, 0, 0, -1, 0, ctx.page.height);
  const y = ctx.page.height - y0;
  ctx.page.fonts[font.id] ??= font.ref();
  ctx.addContent('BT');
  ctx.addContent(`1 0 0 1 ${number(x)} ${number(y)} Tm`);
  ctx.addContent(`/${font.id} ${number(fontSize)} Tf`);
  const addSegment = (cur: number) => {
    const position = positions[cur - 1];
    if (last < cur && position) {
      const hex = encoded.slice(last, cur).join('');
      commands.push(`<${hex}> ${number(-(position.xAdvance - position.advanceWidth))}`);
    }
    last = cur;
  };
  const flush = (cur: number) => {
    addSegment(cur);
    if (commands.length > 0) {
      ctx.addContent(`[${commands.join(' ')}] TJ`);
      commands.length = 0;
    }
  };
  positions.forEach((pos, i) => {
    if (pos.xOffset || pos.yOffset) {
      flush(i);
      ctx.addContent(
        `1 0 0 1 ${number(x + pos.xOffset * scale)} ${number(y + pos.yOffset * scale)} Tm`,
      );
      flush(i + 1);
      hadOffset = true;
    } else {
      if (hadOffset) {
        ctx.addContent(`1 0 0 1 ${number(x)} ${number(y)} Tm`);
        hadOffset = false;
      }
      if (pos.xAdvance - pos.advanceWidth !== 0) addSegment(i + 1);
    }
    x += pos.xAdvance * scale;
  });
  flush(positions.length);
  ctx.addContent('ET');
  ctx.restore();
  drawAttachedMarks(ctx, [font, fontSize], run.glyphs, positions, x0, y0);
};
