import { Font } from '@react-pdf/renderer';
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeFontResolver } from '../src/fonts/node';
import { registerFonts } from '../src/fonts/register';
import { ASCII_WIDTHS, fitFontSize, textWidth } from '../src/templates/parts/measure';

interface FontkitFont {
  unitsPerEm: number;
  glyphForCodePoint: (codePoint: number) => { advanceWidth: number };
  layout: (text: string) => { advanceWidth: number };
}

// The renderer's own copy of Noto Sans Regular, as registered for every PDF.
let font: FontkitFont;
beforeAll(async () => {
  registerFonts(nodeFontResolver);
  const family = Font.getRegisteredFonts()['Noto Sans'] as unknown as {
    sources: { fontWeight: number; load: () => Promise<void>; data: unknown }[];
  };
  const regular = family.sources.find((source) => source.fontWeight === 400);
  await regular?.load();
  font = regular?.data as FontkitFont;
});

describe('text width estimate', () => {
  it('uses the advance widths of the embedded Noto Sans Regular', () => {
    expect(font.unitsPerEm).toBe(1000);
    const actual = Array.from(
      { length: 95 },
      (_, index) => font.glyphForCodePoint(32 + index).advanceWidth,
    );
    expect(ASCII_WIDTHS).toEqual(actual);
  });

  it('never underestimates a laid-out contact detail', () => {
    for (const text of [
      'alexandra.konstantinopoulou@consultancy.co.uk',
      'https://www.linkedin.com/in/alexandra-konstantinopoulou-smith',
      '+44 (0) 20 7946 0958',
      'Αθήνα, Ελλάδα',
      'müller@beispiel.de',
    ]) {
      const laidOut = (font.layout(text).advanceWidth * 10) / 1000;
      expect(textWidth(text, 10), text).toBeGreaterThanOrEqual(laidOut);
      expect(textWidth(text, 10), text).toBeLessThan(laidOut * 1.2);
    }
  });

  it('shrinks text that would not fit, in quarter points, down to the minimum', () => {
    const text = 'https://portfolio.example.com/alexandra-konstantinopoulou/cv';
    expect(fitFontSize(text, 400, 10, 8)).toBe(10);
    const size = fitFontSize(text, 280, 10, 8);
    expect(size).toBeLessThan(10);
    expect(size * 4).toBe(Math.floor(size * 4));
    expect(textWidth(text, size)).toBeLessThanOrEqual(280);
    expect(fitFontSize(text, 100, 10, 8)).toBe(8);
  });
});
