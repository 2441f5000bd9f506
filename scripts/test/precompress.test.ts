import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../../apps/web/scripts/precompress.mjs';

const dist = mkdtempSync(path.join(tmpdir(), 'shortlist-precompress-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the web build precompresses its assets', () => {
  it('writes a brotli and a gzip copy of each text asset, and leaves the rest alone', async () => {
    mkdirSync(path.join(dist, 'assets'));
    const text = `console.log(${JSON.stringify('resume '.repeat(500))});`;
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html>${'<p>Shortlist</p>'.repeat(50)}`);
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), text);
    writeFileSync(path.join(dist, 'assets', 'logo.png'), Buffer.alloc(2000, 7));
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.map'), '{}'.repeat(1000));
    writeFileSync(path.join(dist, 'tiny.txt'), 'x');

    await precompress(dist);

    expect(readdirSync(path.join(dist, 'assets')).sort()).toEqual([
      'app-1a2b.js',
      'app-1a2b.js.br',
      'app-1a2b.js.gz',
      'app-1a2b.js.map',
      'logo.png',
    ]);
    const js = path.join(dist, 'assets', 'app-1a2b.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(text);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(text);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(text.length / 10);
    // A copy that would not be smaller is not written.
    expect(readdirSync(dist).sort()).toEqual([
      'assets',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'tiny.txt',
    ]);
  });
});
