import type { FontFace, ShapedGlyph } from '../fonts/face';
import type { FontSet } from '../fonts/font-set';
import { resolveScripts } from './script';
import type { Span } from './style';

/** A stretch of a paragraph in one span, one face, one bidi level and one script. */
export interface TextRun {
  start: number;
  end: number;
  span: number;
  face: FontFace;
  level: number;
  script: string;
}

const LANGUAGES: Record<string, string> = { zh: 'zh-Hans', ja: 'ja', ko: 'ko' };

/** The paragraph's text cut into runs (font fallback per character, font-set.ts). */
export const itemize = (
  text: string,
  spans: readonly Span[],
  levels: Uint8Array,
  fonts: FontSet,
): TextRun[] => {
  const spanOf = new Uint16Array(text.length);
  let at = 0;
  spans.forEach((span, index) => {
    spanOf.fill(index, at, at + span.text.length);
    at += span.text.length;
  });
  const scripts = resolveScripts(text);
  const runs: TextRun[] = [];
  let previous: FontFace | undefined;
  for (let i = 0; i < text.length;) {
    const point = text.codePointAt(i)!;
    const size = point > 0xffff ? 2 : 1;
    const span = spanOf[i]!;
    // A combining mark stays in the face of its letter.
    const mark = /\p{M}/u.test(String.fromCodePoint(point));
    const face =
      mark && previous?.has(point)
        ? previous
        : fonts.faceFor(point, spans[span]!.style.weight, previous, spans[span]!.style.family);
    const last = runs[runs.length - 1];
    if (
      last &&
      last.end === i &&
      last.span === span &&
      last.face === face &&
      last.level === levels[i] &&
      last.script === scripts[i]
    )
      last.end = i + size;
    else runs.push({ start: i, end: i + size, span, face, level: levels[i]!, script: scripts[i]! });
    previous = face;
    i += size;
  }
  return runs;
};

/** HarfBuzz's glyphs for the part [start, end) of a run, the whole text as context. */
export const shapeRun = (
  text: string,
  run: TextRun,
  start = run.start,
  end = run.end,
  locale?: string,
): ShapedGlyph[] =>
  run.face.shape({
    text,
    start,
    end,
    rtl: run.level % 2 === 1,
    script: run.script,
    language: locale ? (LANGUAGES[locale] ?? locale) : undefined,
  });
