/**
 * The PDF object model the writer serialises: names, strings, arrays, dictionaries and
 * references, written as PDF 1.7 syntax (ISO 32000-1, section 7.3).
 */
export class PdfName {
  constructor(readonly name: string) {}
}
export class PdfRef {
  constructor(readonly id: number) {}
}
/** A text string, written as UTF-16BE with a byte order mark when it is not plain ASCII. */
export class PdfText {
  constructor(readonly text: string) {}
}
/** Bytes written as a hex string, e.g. a document id. */
export class PdfHex {
  constructor(readonly bytes: Uint8Array) {}
}
/** Already serialised PDF syntax (operators of a content stream are never values here). */
export class PdfRaw {
  constructor(readonly source: string) {}
}

export type PdfValue =
  | number
  | boolean
  | null
  | PdfName
  | PdfRef
  | PdfText
  | PdfHex
  | PdfRaw
  | PdfValue[]
  | { [key: string]: PdfValue | undefined };

export const name = (value: string): PdfName => new PdfName(value);
export const text = (value: string): PdfText => new PdfText(value);

/** A number as PDF writes it: at most 4 decimals, no exponent. */
export const num = (value: number): string => {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  const rounded = Math.round(value * 10_000) / 10_000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

const NAME_SAFE = /^[!-~]$/;
const escapeName = (value: string): string =>
  [...new TextEncoder().encode(value)]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return NAME_SAFE.test(char) && !'#()<>[]{}/%'.includes(char)
        ? char
        : `#${byte.toString(16).padStart(2, '0')}`;
    })
    .join('');

const hex = (bytes: Iterable<number>): string =>
  [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** UTF-16BE code units of a string, as hex (no byte order mark). */
export const utf16Hex = (value: string): string => {
  let out = '';
  for (let i = 0; i < value.length; i++) out += value.charCodeAt(i).toString(16).padStart(4, '0');
  return out;
};

const literal = (value: string): string =>
  `(${value.replace(/[\\()]/g, (char) => `\\${char}`).replace(/\r/g, '\\r')})`;

const serialiseText = (value: string): string =>
  /^[\x20-\x7e]*$/.test(value) ? literal(value) : `<feff${utf16Hex(value)}>`;

/** PDF syntax of a value. */
export const serialise = (value: PdfValue | undefined): string => {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return num(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof PdfName) return `/${escapeName(value.name)}`;
  if (value instanceof PdfRef) return `${value.id} 0 R`;
  if (value instanceof PdfText) return serialiseText(value.text);
  if (value instanceof PdfHex) return `<${hex(value.bytes)}>`;
  if (value instanceof PdfRaw) return value.source;
  if (Array.isArray(value)) return `[${value.map(serialise).join(' ')}]`;
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return `<<${entries.map(([key, item]) => `/${escapeName(key)} ${serialise(item)}`).join(' ')}>>`;
};
