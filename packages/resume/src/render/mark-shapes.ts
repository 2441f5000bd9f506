import { attachedMarksOf } from '../fonts/arabic-layout';
import { number } from './glyph-ops';
import type { Doc, Glyph, PdfFont, Placed } from './glyph-types';

type PathCommand = { command: string; args: number[] };
interface Outline {
  path?: { commands: PathCommand[] };
}

/** A glyph outline (font units, y up) as PDF path operators, quadratic curves made cubic. */
const pathOperators = (commands: readonly PathCommand[]): string[] => {
  const ops: string[] = [];
  let [cx, cy] = [0, 0];
  for (const { command, args } of commands) {
    const n = args.map(number);
    if (command === 'moveTo' || command === 'lineTo') {
      ops.push(`${n[0]} ${n[1]} ${command === 'moveTo' ? 'm' : 'l'}`);
      [cx, cy] = [args[0] ?? 0, args[1] ?? 0];
    } else if (command === 'quadraticCurveTo') {
      const [qx = 0, qy = 0, x = 0, y = 0] = args;
      const c1 = [cx + ((qx - cx) * 2) / 3, cy + ((qy - cy) * 2) / 3];
      const c2 = [x + ((qx - x) * 2) / 3, y + ((qy - y) * 2) / 3];
      ops.push(`${[...c1, ...c2, x, y].map(number).join(' ')} c`);
      [cx, cy] = [x, y];
    } else if (command === 'bezierCurveTo') {
      ops.push(`${n.join(' ')} c`);
      [cx, cy] = [args[4] ?? 0, args[5] ?? 0];
    } else if (command === 'closePath') ops.push('h');
  }
  return ops;
};

/**
 * Draw the dots that ride on the run's letters (fonts/arabic-layout.ts) as filled shapes in
 * the text's colour, where the font's mark positioning puts them. Shapes are not text: no
 * extractor meets them, and each letter reads whole from its own glyph.
 */
export const drawAttachedMarks = (
  ctx: Doc,
  [font, fontSize]: [PdfFont, number],
  glyphs: readonly Glyph[],
  /** As written: advances in thousandths of the font size. */
  positions: readonly Placed[],
  x0: number,
  y0: number,
): void => {
  let x = x0;
  glyphs.forEach((glyph, index) => {
    for (const mark of attachedMarksOf(glyph)) {
      const commands = (mark.glyph as Outline).path?.commands ?? [];
      if (commands.length === 0) continue;
      const scale = fontSize / (font.font.unitsPerEm || 1000);
      const at = [x + (mark.xOffset * fontSize) / 1000, y0 - (mark.yOffset * fontSize) / 1000];
      ctx.addContent('q');
      // The page is drawn y down; the outline is y up.
      ctx.addContent(`${[scale, 0, 0, -scale, ...at].map(number).join(' ')} cm`);
      for (const op of pathOperators(commands)) ctx.addContent(op);
      ctx.addContent('f');
      ctx.addContent('Q');
    }
    x += ((positions[index]?.xAdvance ?? 0) * fontSize) / 1000;
  });
};
