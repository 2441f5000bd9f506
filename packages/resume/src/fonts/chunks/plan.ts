import { CHARSETS, type CharsetName } from './charsets';

/**
 * How a font group's characters are cut into chunks, so a resume downloads only the chunks
 * its characters need. Works for any group in FONT_FILES: the group's code points go to the
 * first tier that holds them, in tier order, and what no tier holds is cut into chunks of
 * at most `maxPerChunk` code points in code point order. Empty tiers make no chunk.
 */
type Span = readonly [first: number, last: number];
interface Tier {
  name: string;
  /** Cut into chunks of at most maxPerChunk code points (for the less common characters). */
  split?: boolean;
  /** Unicode ranges, or a frequency-ranked national standard (charsets.ts). */
  spans?: readonly Span[];
  charset?: CharsetName;
}

/** Script tiers, each roughly a Google Fonts unicode-range subset. */
const SCRIPT_TIERS: readonly Tier[] = [
  {
    // ASCII, Latin-1, general punctuation and the common symbols of Western text.
    name: 'latin',
    spans: [
      [0x0000, 0x00ff],
      [0x0131, 0x0131],
      [0x0152, 0x0153],
      [0x02bb, 0x02bc],
      [0x02c6, 0x02c6],
      [0x02da, 0x02da],
      [0x02dc, 0x02dc],
      [0x2000, 0x206f],
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
      [0x2212, 0x2212],
      [0xfeff, 0xfeff],
      [0xfffd, 0xfffd],
    ],
  },
  {
    // Vietnamese letters beyond Latin-1, and the dong sign.
    name: 'vietnamese',
    spans: [
      [0x0102, 0x0103],
      [0x0110, 0x0111],
      [0x0128, 0x0129],
      [0x0168, 0x0169],
      [0x01a0, 0x01a1],
      [0x01af, 0x01b0],
      [0x1ea0, 0x1ef9],
      [0x20ab, 0x20ab],
    ],
  },
  {
    // Central European, Turkish, Romanian and the like; combining accents; currency signs.
    name: 'latin-ext',
    spans: [
      [0x0100, 0x024f],
      [0x02b0, 0x036f],
      [0x20a0, 0x20cf],
    ],
  },
  {
    name: 'greek',
    spans: [
      [0x0370, 0x03ff],
      [0x1f00, 0x1fff],
    ],
  },
  {
    name: 'cyrillic',
    spans: [
      [0x0400, 0x052f],
      [0x1c80, 0x1c8f],
      [0x2de0, 0x2dff],
      [0xa640, 0xa69f],
    ],
  },
  // Scripts shaped across letters stay in one chunk each: the renderer shapes a run of one
  // font, so letters split over two chunks would not join (Arabic) or combine (Devanagari).
  {
    name: 'hebrew',
    spans: [
      [0x0590, 0x05ff],
      [0xfb1d, 0xfb4f],
    ],
  },
  {
    name: 'arabic',
    spans: [
      [0x0600, 0x06ff],
      [0x0750, 0x077f],
      [0x0870, 0x08ff],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfeff],
    ],
  },
  {
    name: 'devanagari',
    spans: [
      [0x0900, 0x097f],
      [0x1cd0, 0x1cff],
      [0xa8e0, 0xa8ff],
    ],
  },
  { name: 'thai', spans: [[0x0e00, 0x0e7f]] },
  {
    // CJK punctuation and full-width forms (，。、（）：).
    name: 'cjk-punct',
    spans: [
      [0x3000, 0x303f],
      [0xff00, 0xffef],
    ],
  },
  {
    name: 'kana',
    spans: [
      [0x3040, 0x30ff],
      [0x31f0, 0x31ff],
    ],
  },
  { name: 'hangul-jamo', spans: [[0x3130, 0x318f]] },
];

const CHARSET_TIERS: Readonly<Record<CharsetName, Tier>> = Object.fromEntries(
  Object.keys(CHARSETS).map((name) => [name, { name, charset: name as CharsetName }]),
) as Record<CharsetName, Tier>;

/**
 * The national standards in the order a group uses them: its own language's most common
 * characters first. Groups not named here (and new ones) take them in the default order.
 */
const CHARSET_ORDER: Readonly<Record<string, readonly CharsetName[]>> = {
  sc: ['gb2312-1', 'gb2312-2', 'big5-1'],
  jp: ['jis-1', 'jis-2'],
  kr: ['ksx-hangul', 'ksx-hanja'],
};
const DEFAULT_ORDER = Object.keys(CHARSETS) as CharsetName[];

export interface PlannedChunk {
  /** Tier name, with '-N' for the N-th piece of a split tier or of what no tier holds ('more'). */
  name: string;
  codePoints: number[];
}

/** Script tiers, then the group's national standards: the first one whole, the rest split. */
const tiersFor = (group: string): Tier[] => {
  const own = CHARSET_ORDER[group] ?? DEFAULT_ORDER;
  const order = [...own, ...DEFAULT_ORDER.filter((name) => !own.includes(name))];
  return [...SCRIPT_TIERS, ...order.map((name, i) => ({ ...CHARSET_TIERS[name], split: i > 0 }))];
};

const tierSet = (tier: Tier): Set<number> => {
  if (tier.charset) return new Set(CHARSETS[tier.charset]());
  const points = new Set<number>();
  for (const [first, last] of tier.spans ?? []) for (let p = first; p <= last; p++) points.add(p);
  return points;
};

/** Sorted code points in pieces of at most `size`: 'name' if one, else 'name-1', 'name-2' … */
const cut = (name: string, points: number[], size: number): PlannedChunk[] => {
  const count = points.length === 0 ? 0 : Math.ceil(points.length / Math.min(size, points.length));
  return Array.from({ length: count }, (_, i) => ({
    name: count === 1 ? name : `${name}-${i + 1}`,
    codePoints: points.slice(i * size, (i + 1) * size),
  }));
};

/**
 * Spaces, ASCII punctuation and digits, and CJK punctuation, which every chunk of a group
 * also holds (where the font has them). The renderer sets a character in the first font of
 * the list that has it: so '李华，负责' stays one run of one chunk, as with the whole font,
 * instead of taking '，' from a punctuation chunk; and a font that keeps spaces, punctuation
 * and digits in the run of the letter before it (neutral-runs.ts) finds them in that
 * letter's chunk: the full stop of an Arabic or Hebrew sentence stays in its right-to-left
 * run, the comma of a Korean list in the Korean run.
 */
const ASCII_SPANS: readonly Span[] = [
  [0x0021, 0x0040],
  [0x005b, 0x0060],
  [0x007b, 0x007e],
];
const SHARED_SPANS: readonly Span[] = [
  [0x0020, 0x0020],
  [0x00a0, 0x00a0],
  [0x2000, 0x200a],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x303f],
  [0xff01, 0xff65],
];
const NEUTRAL = /^[\p{White_Space}\p{P}\p{Nd}]$/u;
/**
 * Whether every chunk of `group` holds the code point. Not ASCII punctuation and digits in
 * the Latin group: Noto Sans is first in every family list, its ASCII chunk always loaded,
 * and they would add about 14 KB to each of its other chunks (a Cyrillic resume then went
 * over its 300 KB).
 */
export const isShared = (point: number, group: string): boolean =>
  [...SHARED_SPANS, ...(group === 'latin' ? [] : ASCII_SPANS)].some(
    ([first, last]) => point >= first && point <= last,
  ) && NEUTRAL.test(String.fromCodePoint(point));

/**
 * Cut a group's code points into chunks, each also holding the group's spaces and CJK
 * punctuation (every other code point is in exactly one chunk). Script tiers and
 * the group's first standard stay whole (a resume in that language touches most of them
 * anyway); `maxPerChunk` bounds the others and the left-over code points, of which a resume
 * needs few.
 */
export const planChunks = (
  group: string,
  codePoints: Iterable<number>,
  maxPerChunk: number,
): PlannedChunk[] => {
  const all = new Set(codePoints);
  const left = new Set(all);
  const chunks: PlannedChunk[] = [];
  for (const tier of tiersFor(group)) {
    const points = [...tierSet(tier)].filter((point) => left.has(point)).sort((a, b) => a - b);
    for (const point of points) left.delete(point);
    chunks.push(...cut(tier.name, points, tier.split ? maxPerChunk : Infinity));
  }
  chunks.push(
    ...cut(
      'more',
      [...left].sort((a, b) => a - b),
      maxPerChunk,
    ),
  );
  const shared = [...all].filter((point) => isShared(point, group));
  return chunks.map((chunk) => ({
    ...chunk,
    codePoints: [...new Set([...chunk.codePoints, ...shared])].sort((a, b) => a - b),
  }));
};
