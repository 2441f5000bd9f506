import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A structure element as pdf.js reads it, with the text of its marked content. */
export interface StructNode {
  role: string;
  alt?: string;
  /** Its own marked content's text, in order. */
  text: string;
  children: StructNode[];
  /** Ids of its marked content (pdf.js 'p12R_mc3'), in order. */
  content: string[];
  /** Its marked content and child elements in the tree's order. */
  kids: (string | StructNode)[];
  /** How many annotation (link) objects it holds. */
  objects: number;
}

interface PdfjsNode {
  role?: string;
  alt?: string;
  type?: string;
  id?: string;
  children?: PdfjsNode[];
}

export interface TaggedPdf {
  marked: boolean;
  language: string | undefined;
  title: string | undefined;
  /** The XMP metadata's dc:title and pdfuaid:part. */
  xmpTitle: string | undefined;
  pdfuaPart: string | undefined;
  /**
   * Each page's part of the structure tree (pdf.js gives a page the elements with content
   * on it) and its marked-content ids in content-stream order.
   */
  pages: { root: StructNode; contentOrder: string[] }[];
  /** Text drawn outside any tagged (MCID) marked content: should be none. */
  untaggedText: string[];
}

/** The tagged structure of a PDF, read with pdf.js (an independent reader). */
export const readTaggedPdf = async (bytes: Uint8Array): Promise<TaggedPdf> => {
  const doc = await getDocument({ data: bytes.slice() }).promise;
  const meta = await doc.getMetadata();
  const markInfo = (await doc.getMarkInfo()) as { Marked?: boolean } | null;
  const info = meta.info as { Language?: string; Title?: string };
  const xmp = meta.metadata as { get: (name: string) => unknown } | null;
  const texts = new Map<string, string>();
  const untaggedText: string[] = [];
  const pages: TaggedPdf['pages'] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent({ includeMarkedContent: true });
    const contentOrder: string[] = [];
    const open: (string | null)[] = [];
    for (const item of content.items as {
      type?: string;
      id?: string;
      tag?: string;
      str?: string;
    }[]) {
      if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') {
        open.push(item.id ?? null);
        if (item.id) contentOrder.push(item.id);
      } else if (item.type === 'endMarkedContent') open.pop();
      else if (item.str !== undefined && item.str.trim() !== '') {
        const id = open.findLast((entry) => entry !== null);
        if (id) texts.set(id, (texts.get(id) ?? '') + item.str);
        else untaggedText.push(item.str);
      }
    }
    const tree = (await page.getStructTree()) as PdfjsNode | null;
    pages.push({
      root: tree ? (convert(tree, texts).children[0] ?? empty()) : empty(),
      contentOrder,
    });
  }
  await doc.destroy();
  return {
    marked: markInfo?.Marked === true,
    language: info.Language,
    title: info.Title,
    xmpTitle: xmp?.get('dc:title') as string | undefined,
    pdfuaPart: xmp?.get('pdfuaid:part') as string | undefined,
    pages,
    untaggedText,
  };
};

const empty = (): StructNode => ({
  role: '',
  text: '',
  children: [],
  content: [],
  kids: [],
  objects: 0,
});

const convert = (node: PdfjsNode, texts: Map<string, string>): StructNode => {
  const out: StructNode = { ...empty(), role: node.role ?? '', alt: node.alt };
  for (const child of node.children ?? []) {
    if (child.type === 'content' && child.id) {
      out.content.push(child.id);
      out.kids.push(child.id);
      out.text += texts.get(child.id) ?? '';
    } else if (child.type === 'object') out.objects += 1;
    else if (child.role || child.children) {
      const element = convert(child, texts);
      out.children.push(element);
      out.kids.push(element);
    }
  }
  return out;
};

/** Every element of a tree, depth first. */
export const elements = (node: StructNode): StructNode[] => [
  node,
  ...node.children.flatMap(elements),
];

/** An element's text with that of everything inside it. */
export const fullText = (node: StructNode): string =>
  node.text + node.children.map(fullText).join('');

/** Marked-content ids in the tree's (reading) order. */
export const readingOrder = (node: StructNode): string[] =>
  node.kids.flatMap((kid) => (typeof kid === 'string' ? [kid] : readingOrder(kid)));

/** What poppler's pdfinfo says of a PDF, and its structure tree (pdfinfo -struct). */
export const popplerInfo = (bytes: Uint8Array): { info: string; struct: string } => {
  const file = join(mkdtempSync(join(tmpdir(), 'shortlist-struct-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return {
    info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
    struct: execFileSync('pdfinfo', ['-struct', file], { encoding: 'utf8' }),
  };
};
