import { zlibSync } from 'fflate';

/** How much raw data (in characters) the kept compressions may stand for, in all. */
const LIMIT = 16 * 1024 * 1024;
const kept = new Map<string, Uint8Array>();
let size = 0;
const latin1 = new TextDecoder('latin1');

/**
 * Flate (zlib, level 6) of `raw`, kept for the next document. A live preview writes the
 * whole PDF on every keystroke while most of its streams (the font subsets, the pages that
 * did not change) are byte for byte those of the render before; deflating them again was
 * a third of a render. The key is the data itself, so a kept answer is exactly what
 * compressing again would give. Least recently used go first past LIMIT.
 */
export function deflate(raw: Uint8Array | string, bytes: () => Uint8Array): Uint8Array {
  if (!keeping) return zlibSync(bytes(), { level: 6 });
  const key = typeof raw === 'string' ? raw : latin1.decode(raw);
  const found = kept.get(key);
  if (found) {
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const body = zlibSync(bytes(), { level: 6 });
  kept.set(key, body);
  size += key.length;
  for (const [oldest] of kept) {
    if (size <= LIMIT) break;
    kept.delete(oldest);
    size -= oldest.length;
  }
  return body;
}

let keeping = true;

/** Turns keeping compressions on or off (tests compare renders with and without), forgetting all. */
export function keepCompressed(on: boolean): void {
  keeping = on;
  kept.clear();
  size = 0;
}
