import { isChunked } from '../../fonts/chunks/chunk-manifest';
import { EMOJI_CHARACTER } from '../../fonts/alternates';
import { SYMBOL_GROUPS } from '../../fonts/fallback-scripts';
import { FONT_FILES, type FontGroup } from '../../fonts/manifest';
import type { FontSource } from '../../fonts/source';
import { FontFace } from './face';
import { fontGroupsFor } from '../../fonts/scripts';
import { fontKey } from '../text/style';
import { loadBytes } from './load-bytes';

/** One file a character can be set from: a whole font, or one chunk of it, in one weight. */
interface Candidate {
  group: FontGroup;
  weight: number;
  source: string;
  /** Its code points when known before loading (chunks), else undefined (whole files). */
  covers?: (codePoint: number) => boolean;
}

/** Spaces, punctuation and digits: they stay in the font of the letter before them. */
const NEUTRAL = /^[\p{White_Space}\p{P}\p{Nd}]$/u;

const nearest = (weights: readonly number[], wanted: number): number =>
  weights.reduce((best, weight) => {
    const d = Math.abs(weight - wanted) - Math.abs(best - wanted);
    return d < 0 || (d === 0 && weight > best) ? weight : best;
  });

/** Every file of a group in the weight nearest `weight`, in the source's order. */
const candidatesOf = (fonts: FontSource, group: FontGroup, weight: number): Candidate[] => {
  if (isChunked(fonts))
    return fonts.chunks
      .filter((chunk) => chunk.group === group)
      .flatMap((chunk) => {
        const file = chunk.files.find(
          (f) =>
            f.weight ===
            nearest(
              chunk.files.map((c) => c.weight),
              weight,
            ),
        );
        return file
          ? [{ group, weight: file.weight, source: fonts.locate(file), covers: chunk.has }]
          : [];
      });
  const files = FONT_FILES.filter((file) => file.group === group);
  const wanted = nearest(
    files.map((file) => file.weight),
    weight,
  );
  return files
    .filter((file) => file.weight === wanted)
    .map((file) => ({ group, weight: file.weight, source: fonts(file) }));
};

/** Parsed faces per font source object, so each file is read and parsed once per source. */
const cache = new WeakMap<object, Map<string, Promise<FontFace>>>();
const faceOf = (fonts: FontSource, source: string): Promise<FontFace> => {
  let faces = cache.get(fonts);
  if (!faces) cache.set(fonts, (faces = new Map()));
  let face = faces.get(source);
  if (!face) {
    face = loadBytes(source).then((bytes) => new FontFace(source, bytes));
    // A failed load is not kept: the next render tries again.
    face.catch(() => faces.delete(source));
    faces.set(source, face);
  }
  return face;
};

export interface StackedFace {
  face: FontFace;
  group: FontGroup;
}

/** What a document sets in one family and weight. */
export interface StyledText {
  family: 'sans' | 'serif';
  weight: number;
  text: string;
}

/**
 * The fonts of one document, loaded: for each family and weight, the faces in fallback
 * order. Picking a face for a character is synchronous (layout needs it so); prepareFonts
 * loaded every face a character of the document will ask for.
 */
export class FontSet {
  /**
   * Which faces, in which order, for each family and weight: two sets with the same
   * signature set any text alike (text/layout-cache.ts).
   */
  readonly signature: string;

  constructor(
    /** Keyed by fontKey(): 'sans 400', 'serif 700'. */
    private readonly faces: ReadonlyMap<string, readonly StackedFace[]>,
  ) {
    this.signature = [...faces]
      .map(
        ([key, list]) => `${key}:${list.map((item) => `${item.face.id}/${item.group}`).join(',')}`,
      )
      .join(';');
  }

  private list(weight: number, family: 'sans' | 'serif'): readonly StackedFace[] {
    const keys = [...this.faces.keys()];
    const ofFamily = keys.filter((key) => key.startsWith(`${family} `));
    const pool = ofFamily.length > 0 ? ofFamily : keys;
    const weights = pool.map((key) => Number(key.split(' ')[1]));
    const chosen = pool[weights.indexOf(nearest(weights, weight))];
    return chosen ? (this.faces.get(chosen) ?? []) : [];
  }

  /**
   * The face for a character: an emoji from the emoji font; a space, punctuation mark or
   * digit from the face of the letter before it when that one has it; anything else from the
   * first face in fallback order that has it (the first face when none has: a missing glyph).
   */
  faceFor(
    codePoint: number,
    weight: number,
    previous?: FontFace,
    family: 'sans' | 'serif' = 'sans',
  ): FontFace {
    const faces = this.list(weight, family);
    const char = String.fromCodePoint(codePoint);
    // Symbol and emoji fonts never keep a space or punctuation: their space is an emoji wide.
    const sticky = faces.find(
      (item) => item.face === previous && !SYMBOL_GROUPS.includes(item.group),
    );
    if (sticky && NEUTRAL.test(char) && sticky.face.has(codePoint)) return sticky.face;
    const emoji = EMOJI_CHARACTER.test(char);
    const found =
      faces.find(
        (item) =>
          emoji === (item.group === 'emoji') &&
          (!NEUTRAL.test(char) || !SYMBOL_GROUPS.includes(item.group)) &&
          item.face.has(codePoint),
      ) ??
      faces.find((item) => item.face.has(codePoint)) ??
      faces[0];
    if (!found) throw new Error('No font is loaded');
    return found.face;
  }

  /** The face whose metrics place every line: the first of the sans (or only) regular list. */
  baseFace(): FontFace {
    return this.faceFor(0x61, 400);
  }

  /** The files (paths or URLs) of every face the document may be set in. */
  sources(): string[] {
    return [
      ...new Set([...this.faces.values()].flatMap((list) => list.map((item) => item.face.source))),
    ];
  }
}

/**
 * Load the faces a document needs, for each family and weight it sets text in. Each
 * character goes to the first group of the fallback stack (fontGroupsFor) that has it, and
 * there to the file that holds it: chunks are chosen from their code point ranges, whole
 * files are loaded in stack order until every character has a face.
 */
export const prepareFonts = async (
  fonts: FontSource,
  texts: readonly StyledText[],
  locale?: string,
): Promise<FontSet> => {
  const all = texts.map((item) => item.text).join('');
  // Every family and weight at once: their files download in parallel.
  const lists = await Promise.all(
    texts.map(async ({ family, weight, text }) => {
      const stack = fontGroupsFor(all, locale, family);
      const candidates = stack.flatMap((group) => candidatesOf(fonts, group, weight));
      const needed = new Set<Candidate>(candidates.slice(0, 1));
      const loaded = new Map<Candidate, FontFace>();
      const load = async (candidate: Candidate) => {
        const face = loaded.get(candidate) ?? (await faceOf(fonts, candidate.source));
        loaded.set(candidate, face);
        return face;
      };
      for (const char of new Set(text)) {
        const point = char.codePointAt(0)!;
        const emoji = EMOJI_CHARACTER.test(char);
        for (const candidate of candidates) {
          if (emoji !== (candidate.group === 'emoji')) continue;
          const has = candidate.covers
            ? candidate.covers(point)
            : (await load(candidate)).has(point);
          if (!has) continue;
          needed.add(candidate);
          break;
        }
      }
      const list = candidates.filter((candidate) => needed.has(candidate));
      return Promise.all(list.map(async (c) => ({ face: await load(c), group: c.group })));
    }),
  );
  // In the order asked (the set's keys keep it): the same document gives the same set.
  const faces = new Map<string, StackedFace[]>();
  texts.forEach(({ family, weight }, index) =>
    faces.set(fontKey({ family, weight }), lists[index]!),
  );
  return new FontSet(faces);
};
