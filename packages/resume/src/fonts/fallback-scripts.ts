import type { FontGroup } from './manifest';

/**
 * Font groups beyond Latin and CJK, each loaded only when the text has a character of its
 * ranges. Scripts: Arabic, Hebrew and Thai, each in its Noto Sans font (Noto Sans itself
 * has Devanagari, besides Latin, Greek and Cyrillic).
 */
const SCRIPTS: [FontGroup, RegExp][] = [
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  ['thai', /\p{Script=Thai}/u],
];

/**
 * Symbols Noto Sans lacks. Noto Sans Math: arrows (→ ⇒), mathematical operators (≥ ≈ ∞),
 * supplemental arrows and maths. Noto Sans Symbols 2: technical symbols (⌘), box drawing,
 * shapes (● ■ ▶), miscellaneous symbols (★ ☎), dingbats (✓ ✔ ✗ ✉) and more arrows.
 * Noto Emoji (monochrome): emoji (🚀 📧 ✅ ❌). Every CJK font has the arrows and operators,
 * so a CJK resume does not load Noto Sans Math for them.
 */
const MATH = /[\u2190-\u22ff\u27c0-\u27ff\u2900-\u2aff]/u;
const SYMBOLS = /[\u2300-\u23ff\u2500-\u27bf\u2b00-\u2bff]/u;
const EMOJI = /[\p{Emoji_Presentation}\u{1f000}-\u{1faff}]/u;

/** The groups of symbol and emoji fonts (the others are fonts of scripts). */
export const SYMBOL_GROUPS: readonly FontGroup[] = ['math', 'symbols', 'emoji'];

/** The script fonts a text needs, in a fixed order. */
export const scriptGroupsFor = (text: string): FontGroup[] =>
  SCRIPTS.filter(([, pattern]) => pattern.test(text)).map(([group]) => group);

/** The symbol and emoji fonts a text needs; `cjk` says whether a CJK font is loaded anyway. */
export const symbolGroupsFor = (text: string, cjk: boolean): FontGroup[] => [
  ...(!cjk && MATH.test(text) ? (['math'] as const) : []),
  ...(SYMBOLS.test(text) ? (['symbols'] as const) : []),
  ...(EMOJI.test(text) ? (['emoji'] as const) : []),
];
