import type { FontSet } from '../fonts/font-set';
import type { Span } from './style';

/**
 * Paragraph layouts kept between renders. A live preview renders the whole resume on every
 * keystroke while one paragraph changed; the rest are set exactly as before, so their
 * layouts (shaping, fonts per character, bidi, line breaks: most of a render's time) are
 * taken from here. A layout is a pure function of its spans, width, options and the font
 * set's faces (FontSet.signature, by face identity), so a key made of all of them gives
 * the same answer a fresh layout would. Layouts are shared: callers must not change them.
 */
export class LayoutCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly limit: number) {}

  /** The value for `key`, computing and keeping it when absent (least recently used go first). */
  get(key: string, compute: () => T): T {
    const found = this.entries.get(key);
    if (found !== undefined) {
      // Re-inserted: a Map iterates in insertion order, so the oldest used comes first.
      this.entries.delete(key);
      this.entries.set(key, found);
      return found;
    }
    const value = compute();
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Everything a paragraph's layout depends on, as one string. */
export const paragraphKey = (
  spans: readonly Span[],
  fonts: FontSet,
  options: { direction?: string; locale?: string },
  width?: number,
): string =>
  JSON.stringify([
    fonts.signature,
    width ?? null,
    options.direction ?? null,
    options.locale ?? null,
    spans.map((span) => [
      span.text,
      span.style.family ?? null,
      span.style.weight,
      span.style.size,
      span.style.color,
      span.style.link ?? null,
      span.nowrap ?? false,
    ]),
  ]);
