export const COMPRESSIBLE: RegExp;
export function precompress(
  dir: string,
): Promise<{ file: string; size: number; br: number; gz: number; written: string[] }[]>;
