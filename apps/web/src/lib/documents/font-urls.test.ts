import { FONT_FILES } from '@shortlist/resume';
import { describe, expect, it } from 'vitest';
import { FONT_URLS, fontResolver, missingFontUrls } from './font-urls';

describe('the PDF font URLs', () => {
  it('give a URL for every font file the resume package asks for', () => {
    expect(missingFontUrls()).toEqual([]);
    expect(Object.keys(FONT_URLS).sort()).toEqual(FONT_FILES.map((font) => font.id).sort());
  });

  it('resolve each font to an absolute URL of its own file on our origin', () => {
    const resolve = fontResolver();
    for (const font of FONT_FILES) {
      const url = new URL(resolve(font));
      expect(url.origin).toBe(window.location.origin);
      expect(url.pathname).toContain(font.fileName);
    }
  });
});
