/**
 * Colour contrast (WCAG 2.1): an accent chosen by the user is kept for rules and shapes, and
 * set darker (or lighter, on a dark ground) for text until it reads at AA (4.5:1).
 */
const channels = (hex: string): [number, number, number] => {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((at) => parseInt(value.slice(at, at + 2), 16)) as [number, number, number];
};

const toHex = (rgb: readonly number[]): string =>
  `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Relative luminance of an sRGB colour. */
export const luminance = (hex: string): number => {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The contrast ratio of two colours, 1 to 21. */
export const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

export const AA_TEXT = 4.5;

/**
 * `colour`, mixed step by step with black (on a light ground) or white (on a dark one) until
 * it reads at AA on `ground`; unchanged when it already does.
 */
export const readableOn = (colour: string, ground: string, ratio = AA_TEXT): string => {
  if (contrast(colour, ground) >= ratio) return colour.toLowerCase();
  const towards = luminance(ground) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  const from = channels(colour);
  for (let step = 1; step <= 20; step++) {
    const mixed = toHex(from.map((v, i) => v + ((towards[i]! - v) * step) / 20));
    if (contrast(mixed, ground) >= ratio) return mixed;
  }
  return toHex(towards);
};
