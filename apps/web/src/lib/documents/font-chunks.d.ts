// The PDF font chunks' manifest and the folder their files are served from
// (font-chunks-plugin.ts makes this module at build time).
declare module 'virtual:font-chunks' {
  import type { FontChunkManifest } from '@shortlist/resume';

  export const manifest: FontChunkManifest;
  export const folder: string;
}
