import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fingerprint } from '../src/engine/pdf/fingerprint';
import { nodeFontResolver } from '../src/fonts/node';
import { renderPdfDocument } from '../src/render/pdf';
import { parseResume, type Resume } from '../src/schema/resume';

const base = parseResume(
  JSON.parse(readFileSync(new URL('./fixtures/jurgen-weiss-de.json', import.meta.url), 'utf8')),
);
const jobs = Array.from({ length: 10 }, () => base.experience[0]!);
const render = (resume: Resume) =>
  renderPdfDocument(resume, { fonts: nodeFontResolver, paper: 'a4', template: 'classic' });

/** FNV-1a 64 in BigInt, the textbook way, to check the fast one against. */
const reference = (text: string) => {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
};

describe('page fingerprints (the preview redraws only pages whose fingerprint changed)', () => {
  it('is FNV-1a 64', () => {
    for (const text of ['', 'a', 'foobar', 'Jürgen Weiß-Müller 東京 🙂'.repeat(50)])
      expect(fingerprint(text)).toBe(reference(text));
  });

  it('keeps the pages before an edit and changes one after it', async () => {
    const before = await render({ ...base, experience: jobs });
    const last = jobs.length - 1;
    const edited = jobs.map((job, i) =>
      i === last ? { ...job, position: `${job.position} (lead)` } : job,
    );
    const after = await render({ ...base, experience: edited });
    expect(before.pages).toBeGreaterThanOrEqual(3);
    expect(after.pageKeys).toHaveLength(after.pages);
    expect(after.pageKeys.slice(0, 2)).toEqual(before.pageKeys.slice(0, 2));
    expect(after.pageKeys.slice(2)).not.toEqual(before.pageKeys.slice(2));
  });

  it('changes every page when the fonts by name change (a bold face first used earlier)', async () => {
    const plain = await render({ ...base, experience: jobs });
    const again = await render({ ...base, experience: jobs });
    expect(again.pageKeys).toEqual(plain.pageKeys);
    const otherTemplate = await renderPdfDocument(
      { ...base, experience: jobs },
      { fonts: nodeFontResolver, paper: 'a4', template: 'split' },
    );
    expect(otherTemplate.pageKeys[0]).not.toBe(plain.pageKeys[0]);
  });
});
