import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseResume, renderPdf, templates, type Resume } from '../src';
import { keepCompressed } from '../src/engine/pdf/compress';
import { LayoutCache } from '../src/engine/text/layout-cache';
import { keepParagraphLayouts } from '../src/engine/text/paragraph';
import { nodeFontResolver } from '../src/fonts/node';

// The engine keeps paragraph layouts and compressed streams between renders (a live preview
// renders the whole resume on every keystroke). What it keeps must never change a document:
// a render after others is byte for byte the render of an engine that keeps nothing.
const fixture = (name: string): Resume =>
  parseResume(JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')));
const keeping = (on: boolean) => {
  keepParagraphLayouts(on);
  keepCompressed(on);
};
const uncached = async (resume: Resume) => {
  keeping(false);
  try {
    return await renderPdf(resume, { fonts: nodeFontResolver });
  } finally {
    keeping(true);
  }
};
const warm = (resume: Resume) => renderPdf(resume, { fonts: nodeFontResolver });

describe('what the engine keeps between renders', () => {
  const latin = fixture('jurgen-weiss-de.json');
  const mixed = fixture('wang-xiaoming-zh.json');

  it('leaves every byte as a render without them gives it, in every template', async () => {
    const cases = templates.flatMap((template) => {
      const resume = { ...latin, templateId: template.id };
      return [
        resume,
        {
          ...resume,
          personalInfo: {
            ...resume.personalInfo,
            aboutMe: `${resume.personalInfo.aboutMe ?? ''} And one sentence more.`,
          },
        },
        { ...mixed, templateId: template.id },
      ];
    });
    const expected: Uint8Array[] = [];
    for (const resume of cases) expected.push(await uncached(resume));
    // The same documents, one after another: each finds the caches filled by its near
    // neighbours (the same paragraphs at other widths and sizes in the other templates).
    for (const round of [0, 1])
      for (const [index, resume] of cases.entries())
        expect(
          Buffer.from(await warm(resume)).equals(Buffer.from(expected[index]!)),
          `${round}/${index}`,
        ).toBe(true);
  });

  it('keeps at most its limit, dropping the least recently used', () => {
    const cache = new LayoutCache<number>(2);
    let computed = 0;
    const get = (key: string) => cache.get(key, () => ++computed);
    expect([get('a'), get('b'), get('a')]).toEqual([1, 2, 1]);
    get('c'); // 'b' is the least recently used: dropped
    expect(cache.size).toBe(2);
    expect(get('a')).toBe(1);
    expect(get('b')).toBe(4);
  });
});
