import type * as nodeFs from 'node:fs/promises';

type NodeFs = typeof nodeFs;

/**
 * The bytes of a font file: fetched when `source` is a URL (the browser, a Web Worker),
 * read from disk when it is a file path (Node: tests, the CLI).
 */
export const loadBytes = async (source: string): Promise<Uint8Array> => {
  if (/^(https?|data|blob|file):/i.test(source)) {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`Could not load the font ${source}: ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
  // A variable specifier keeps bundlers from pulling Node's fs into browser code.
  const fs = 'node:fs/promises';
  const { readFile } = (await import(/* @vite-ignore */ fs)) as NodeFs;
  return new Uint8Array(await readFile(source));
};
