/**
 * The characters of the national standards that rank CJK characters by how common they are,
 * read from the legacy encodings every JavaScript runtime can decode (no data files):
 * GB 2312 level 1 (3,755 most used Simplified Chinese characters) and level 2 (3,008),
 * Big5 level 1 (5,401 common Traditional characters), JIS X 0208 level 1 (2,965 common kanji)
 * and level 2 (3,390), KS X 1001 (2,350 common Hangul syllables, 4,888 hanja).
 */
type Bytes = readonly [first: number, last: number];

const decodeTable = (encoding: string, leads: Bytes, trails: readonly Bytes[]): number[] => {
  const decoder = new TextDecoder(encoding);
  const points: number[] = [];
  for (let lead = leads[0]; lead <= leads[1]; lead++) {
    for (const [from, to] of trails) {
      for (let trail = from; trail <= to; trail++) {
        const text = decoder.decode(new Uint8Array([lead, trail]));
        const point = text.codePointAt(0);
        // Unassigned cells decode to U+FFFD or to two characters.
        if (point !== undefined && [...text].length === 1 && point !== 0xfffd) points.push(point);
      }
    }
  }
  return points;
};

const HAN = /\p{Script=Han}/u;
const HANGUL = /\p{Script=Hangul}/u;
const only = (pattern: RegExp, points: number[]) =>
  points.filter((point) => pattern.test(String.fromCodePoint(point)));

const ROW: readonly Bytes[] = [[0xa1, 0xfe]];
const BIG5_TRAILS: readonly Bytes[] = [
  [0x40, 0x7e],
  [0xa1, 0xfe],
];

export const CHARSETS = {
  'gb2312-1': () => only(HAN, decodeTable('gb18030', [0xb0, 0xd7], ROW)),
  'gb2312-2': () => only(HAN, decodeTable('gb18030', [0xd8, 0xf7], ROW)),
  'big5-1': () => only(HAN, decodeTable('big5', [0xa4, 0xc6], BIG5_TRAILS)),
  'jis-1': () => only(HAN, decodeTable('euc-jp', [0xb0, 0xcf], ROW)),
  'jis-2': () => only(HAN, decodeTable('euc-jp', [0xd0, 0xf4], ROW)),
  'ksx-hangul': () => only(HANGUL, decodeTable('euc-kr', [0xb0, 0xc8], ROW)),
  'ksx-hanja': () => only(HAN, decodeTable('euc-kr', [0xca, 0xfd], ROW)),
} as const satisfies Record<string, () => number[]>;

export type CharsetName = keyof typeof CHARSETS;
