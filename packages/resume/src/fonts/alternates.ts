import { FONT_FAMILIES } from './manifest';

/** Noto Emoji or one of its chunks ('Noto Emoji emoji-1'). */
export const isEmojiFamily = (family: string): boolean =>
  family === FONT_FAMILIES.emoji || family.startsWith(`${FONT_FAMILIES.emoji} `);

/** Characters shown as emoji: they come from the emoji font only. */
export const EMOJI_CHARACTER = /\p{Emoji_Presentation}/u;
