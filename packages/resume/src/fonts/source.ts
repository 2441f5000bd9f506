import type { ChunkedFonts } from './chunks/chunk-manifest';
import type { FontResolver } from './manifest';

/** Where the fonts are: one file per group and weight, or chunks of them (chunks/). */
export type FontSource = FontResolver | ChunkedFonts;
