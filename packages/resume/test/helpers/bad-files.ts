// @ts-expect-error pdfkit ships no types; a document is made, written and ended here.
import PDFDocument from 'pdfkit';
import { zipSync, strToU8 } from 'fflate';

interface PdfKitDocument {
  on(event: 'data', listener: (chunk: Uint8Array) => void): void;
  on(event: 'end', listener: () => void): void;
  text(text: string, x?: number, y?: number): PdfKitDocument;
  rect(x: number, y: number, w: number, h: number): PdfKitDocument;
  fill(color: string): PdfKitDocument;
  image(data: Uint8Array, x: number, y: number, options: { width: number }): PdfKitDocument;
  end(): void;
}

const pdfkit = (
  options: Record<string, unknown>,
  draw: (doc: PdfKitDocument) => void,
): Promise<Uint8Array> =>
  new Promise((resolve) => {
    const doc = new (PDFDocument as new (options: Record<string, unknown>) => PdfKitDocument)({
      compress: false,
      ...options,
    });
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    draw(doc);
    doc.end();
  });

/** A PDF with only an owner password (printing and copying restricted): it opens and reads. */
export const permissionsOnlyPdf = (): Promise<Uint8Array> =>
  pdfkit(
    { ownerPassword: 'owner', permissions: { copying: false, printing: 'lowResolution' } },
    (doc) => {
      doc.text('Jane Doe', 72, 72);
      doc.text('jane@example.com', 72, 100);
    },
  );

/** A 1×1 grey PNG: the picture of a scanned page, scaled up. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/**
 * Every kind of file an import must refuse, each with the words its message must hold:
 * over 10 MB, a PDF with a password, a scanned (image-only) PDF, a damaged PDF, a broken
 * zip, a zip that is neither Word nor LinkedIn, an old .doc, and types we do not read.
 */
export const badFiles = async (): Promise<
  { name: string; bytes: Uint8Array; message: RegExp }[]
> => [
  {
    name: 'huge.pdf',
    bytes: new Uint8Array(10 * 1024 * 1024 + 1).fill(32),
    message: /larger than 10 MB/,
  },
  {
    name: 'locked.pdf',
    bytes: await pdfkit({ userPassword: 'secret', ownerPassword: 'owner' }, (doc) =>
      doc.text('Jane Doe', 72, 72),
    ),
    message: /protected with a password/,
  },
  {
    name: 'scan.pdf',
    bytes: await pdfkit({}, (doc) => {
      doc.image(PNG, 0, 0, { width: 595 });
      doc.rect(72, 72, 200, 20).fill('#000');
    }),
    message: /no text layer/,
  },
  {
    name: 'damaged.pdf',
    bytes: strToU8('%PDF-1.7\n1 0 obj <</Type /Catalog>>\nthis is not a PDF body\n%%EOF'),
    message: /damaged/,
  },
  {
    name: 'broken.zip',
    bytes: Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...strToU8('not really a zip archive')]),
    message: /archive is damaged/,
  },
  {
    name: 'photos.zip',
    bytes: zipSync({ 'holiday/notes.txt': strToU8('sunny') }),
    message: /neither a Word file nor a LinkedIn data export/,
  },
  {
    name: 'old.doc',
    bytes: Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
    message: /old Word \(\.doc\)/,
  },
  { name: 'notes.txt', bytes: strToU8('Jane Doe\nEngineer'), message: /cannot be imported/ },
  { name: 'photo.png', bytes: PNG, message: /cannot be imported/ },
];
