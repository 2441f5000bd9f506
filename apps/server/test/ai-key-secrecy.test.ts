import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The old product embedded the provider key in the page (spec section 7); ours never does. */
describe('the AI key stays on the server', () => {
  it('no web source, config or env file names a provider key or the provider', () => {
    const sources = [
      ...filesUnder(path.join(web, 'src')),
      ...readdirSync(web)
        .filter((n) => /^(index\.html|vite\.config\..*|\.env.*)$/.test(n))
        .map((n) => path.join(web, n)),
    ];
    expect(sources.length).toBeGreaterThan(10);
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(
        /OPENAI|VITE_[A-Z_]*(AI|KEY|TOKEN|SECRET)|api\.openai\.com|dangerouslyAllowBrowser/i,
      );
      expect(text, file).not.toMatch(/\bsk-[A-Za-z0-9_-]{20,}/);
    }
  });

  it('the built web app (when built) holds no key', () => {
    const built = filesUnder(path.join(web, 'dist')).filter((f) => /\.(js|html|css|map)$/.test(f));
    const configured = process.env.OPENAI_API_KEY;
    for (const file of built) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/\bsk-[A-Za-z0-9_-]{20,}|api\.openai\.com/);
      if (configured) expect(text.includes(configured), file).toBe(false);
    }
  });
});
