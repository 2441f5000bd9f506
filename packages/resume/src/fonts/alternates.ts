import { FONT_FAMILIES } from './manifest';

/**
 * Emoji are set from Noto Emoji registered twice, the two registrations taking turns
 * (emoji-runs.ts). With chunked fonts every emoji chunk has its own second registration.
 */
const SUFFIX = ' Alternate';

/** The second registration of a family. */
export const alternateOf = (family: string): string => `${family}${SUFFIX}`;

/** The family an alternate registers again, or undefined when `family` is no alternate. */
export const baseOfAlternate = (family: string): string | undefined =>
  family.endsWith(SUFFIX) ? family.slice(0, -SUFFIX.length) : undefined;

/** Noto Emoji, one of its chunks ('Noto Emoji emoji-1') or an alternate of either. */
export const isEmojiFamily = (family: string): boolean =>
  family === FONT_FAMILIES.emoji || family.startsWith(`${FONT_FAMILIES.emoji} `);

/** Characters shown as emoji: they come from the emoji font only. */
export const EMOJI_CHARACTER = /\p{Emoji_Presentation}/u;
