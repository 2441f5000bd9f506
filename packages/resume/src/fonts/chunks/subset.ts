// Node only (build time): cuts fonts with HarfBuzz's subsetter, compiled to WebAssembly
// (the harfbuzzjs npm package), so no native tools or downloads are needed.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

interface HarfBuzz {
  memory: WebAssembly.Memory;
  _initialize: () => void;
  malloc: (size: number) => number;
  free: (pointer: number) => void;
  hb_blob_create: (
    data: number,
    length: number,
    mode: number,
    user: number,
    destroy: number,
  ) => number;
  hb_blob_destroy: (blob: number) => void;
  hb_blob_get_data: (blob: number, length: number) => number;
  hb_blob_get_length: (blob: number) => number;
  hb_face_create: (blob: number, index: number) => number;
  hb_face_destroy: (face: number) => void;
  hb_face_reference_blob: (face: number) => number;
  hb_set_add: (set: number, value: number) => void;
  hb_set_clear: (set: number) => void;
  hb_set_invert: (set: number) => void;
  hb_subset_input_create_or_fail: () => number;
  hb_subset_input_destroy: (input: number) => void;
  hb_subset_input_set: (input: number, which: number) => number;
  hb_subset_input_unicode_set: (input: number) => number;
  hb_subset_or_fail: (face: number, input: number) => number;
  hb_subset_preprocess: (face: number) => number;
}

const MEMORY_MODE_WRITABLE = 2;
const SETS_LAYOUT_FEATURE_TAG = 6;

/** HarfBuzz's subsetter, compiled to WebAssembly. */
export const HARFBUZZ_WASM = createRequire(import.meta.url).resolve(
  'harfbuzzjs/dist/harfbuzz-subset.wasm',
);

let harfbuzz: Promise<HarfBuzz> | undefined;
const load = (): Promise<HarfBuzz> =>
  (harfbuzz ??= (async () => {
    const { instance } = await WebAssembly.instantiate(await readFile(HARFBUZZ_WASM));
    const hb = instance.exports as unknown as HarfBuzz;
    hb._initialize();
    return hb;
  })());

/** A font loaded once into HarfBuzz, to cut many subsets from. Call close() when done. */
export interface Subsetter {
  /** A TrueType font with the glyphs of these code points (and the layout features' glyphs). */
  subset: (codePoints: Iterable<number>) => Uint8Array;
  close: () => void;
}

export const openSubsetter = async (font: Uint8Array): Promise<Subsetter> => {
  const hb = await load();
  const data = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer).set(font, data);
  const blob = hb.hb_blob_create(data, font.byteLength, MEMORY_MODE_WRITABLE, 0, 0);
  const source = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  // Preprocessing makes each later subset of the same face much quicker.
  const face = hb.hb_subset_preprocess(source);
  hb.hb_face_destroy(source);
  const subset = (codePoints: Iterable<number>): Uint8Array => {
    const input = hb.hb_subset_input_create_or_fail();
    if (input === 0) throw new Error('HarfBuzz could not create a subset input');
    try {
      // Keep every layout feature (kerning, marks, Arabic and Indic shaping).
      const features = hb.hb_subset_input_set(input, SETS_LAYOUT_FEATURE_TAG);
      hb.hb_set_clear(features);
      hb.hb_set_invert(features);
      const unicodes = hb.hb_subset_input_unicode_set(input);
      for (const point of codePoints) hb.hb_set_add(unicodes, point);
      const result = hb.hb_subset_or_fail(face, input);
      if (result === 0) throw new Error('HarfBuzz could not subset the font');
      const resultBlob = hb.hb_face_reference_blob(result);
      const start = hb.hb_blob_get_data(resultBlob, 0);
      const length = hb.hb_blob_get_length(resultBlob);
      // Copy out: the wasm memory is reused (and may grow) on the next call.
      const bytes = new Uint8Array(hb.memory.buffer, start, length).slice();
      hb.hb_blob_destroy(resultBlob);
      hb.hb_face_destroy(result);
      if (length === 0) throw new Error('HarfBuzz made an empty subset');
      return bytes;
    } finally {
      hb.hb_subset_input_destroy(input);
    }
  };
  return {
    subset,
    close: () => {
      hb.hb_face_destroy(face);
      hb.free(data);
    },
  };
};
