import { deflate } from './compress';
import { name, PdfRef, serialise, type PdfValue } from './objects';

const encoder = new TextEncoder();
const latin1 = (source: string): Uint8Array => {
  const bytes = new Uint8Array(source.length);
  for (let i = 0; i < source.length; i++) bytes[i] = source.charCodeAt(i) & 0xff;
  return bytes;
};

/**
 * Writes a PDF file: objects are added (or reserved and filled later) and numbered, streams
 * are compressed with Flate, and finish() writes the cross-reference table and trailer.
 * One writer makes one document; only compressed streams are kept between documents
 * (compress.ts).
 */
export class PdfWriter {
  private readonly bodies: (Uint8Array | undefined)[] = [];

  /** A number for an object whose body is set later with set(). */
  reserve(): PdfRef {
    this.bodies.push(undefined);
    return new PdfRef(this.bodies.length);
  }

  set(ref: PdfRef, value: PdfValue): PdfRef {
    this.bodies[ref.id - 1] = encoder.encode(serialise(value));
    return ref;
  }

  add(value: PdfValue): PdfRef {
    return this.set(this.reserve(), value);
  }

  /** A stream object; its data is compressed unless `compress` is false. */
  stream(
    dictionary: Record<string, PdfValue | undefined>,
    data: Uint8Array | string,
    { compress = true, ref = this.reserve() }: { compress?: boolean; ref?: PdfRef } = {},
  ): PdfRef {
    const raw = () => (typeof data === 'string' ? latin1(data) : data);
    // Shared between documents: a compressed stream is a pure function of its data.
    const body = compress ? deflate(data, raw) : raw();
    const head = serialise({
      ...dictionary,
      Length: body.length,
      ...(compress ? { Filter: name('FlateDecode') } : {}),
    });
    const bytes = new Uint8Array(head.length + body.length + 19);
    bytes.set(latin1(`${head}\nstream\n`), 0);
    bytes.set(body, head.length + 8);
    bytes.set(latin1('\nendstream'), head.length + 8 + body.length);
    this.bodies[ref.id - 1] = bytes.subarray(0, head.length + 8 + body.length + 10);
    return ref;
  }

  /** The whole file: header, objects, cross-reference table and trailer. */
  finish(trailer: Record<string, PdfValue>): Uint8Array {
    const parts: Uint8Array[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
    let offset = parts[0]!.length;
    const offsets: number[] = [];
    this.bodies.forEach((body, index) => {
      if (!body) throw new Error(`PDF object ${index + 1} was reserved but never written`);
      offsets.push(offset);
      const head = latin1(`${index + 1} 0 obj\n`);
      const tail = latin1('\nendobj\n');
      parts.push(head, body, tail);
      offset += head.length + body.length + tail.length;
    });
    const xref = [
      'xref',
      `0 ${offsets.length + 1}`,
      '0000000000 65535 f ',
      ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
      'trailer',
      serialise({ ...trailer, Size: offsets.length + 1 }),
      'startxref',
      String(offset),
      '%%EOF',
      '',
    ].join('\n');
    parts.push(latin1(xref));
    const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
}
