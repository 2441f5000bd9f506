import { stripBullet } from './bullets';
import type { Line } from './types';

/**
 * A Word file's paragraphs as lines for the same section and entry reading as a PDF's, read
 * with mammoth (BSD-2-Clause): its document model gives each paragraph's style (Title,
 * Heading 1, Heading 2), list numbering, runs (bold, size) and tabs. Tables are read cell by
 * cell, row by row.
 */
interface WordElement {
  type?: string;
  value?: string;
  children?: WordElement[];
  styleId?: string | null;
  styleName?: string | null;
  numbering?: unknown;
  isBold?: boolean;
  fontSize?: number | null;
}

const SIZES: Record<number, number> = { 0: 28, 1: 16, 2: 12.5, 3: 12 };
const BODY_SIZE = 11;

/** 'Title' → 0, 'Heading 1' / 'heading1' → 1, … */
const levelOf = (paragraph: WordElement): number | undefined => {
  const name = `${paragraph.styleName ?? ''} ${paragraph.styleId ?? ''}`.toLowerCase();
  if (/\btitle\b/.test(name) && !/subtitle/.test(name)) return 0;
  const heading = /heading\s*(\d)/.exec(name);
  return heading ? Number(heading[1]) : undefined;
};

interface Run {
  text: string;
  bold: boolean;
  size: number | null;
}

const runsOf = (element: WordElement, bold = false, size: number | null = null): Run[] => {
  switch (element.type) {
    case 'text':
      return [{ text: element.value ?? '', bold, size }];
    case 'tab':
      return [{ text: '\t', bold, size }];
    case 'break':
      return [{ text: '\n', bold, size }];
    case 'run':
      return (element.children ?? []).flatMap((child) =>
        runsOf(child, Boolean(element.isBold), element.fontSize ?? null),
      );
    default:
      return (element.children ?? []).flatMap((child) => runsOf(child, bold, size));
  }
};

const paragraphsOf = (element: WordElement): WordElement[] =>
  element.type === 'paragraph'
    ? [element]
    : (element.children ?? []).flatMap((child) => paragraphsOf(child));

const toLine = (paragraph: WordElement, index: number): Line | null => {
  const runs = runsOf(paragraph);
  const raw = runs.map((run) => run.text).join('');
  const written = runs.filter((run) => run.text.trim());
  if (!written.length) return null;
  const level = levelOf(paragraph);
  const { text, bullet } = stripBullet(raw.replace(/\n/g, ' ').trim());
  const segments = text
    .split('\t')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const size = written[0]?.size ?? (level !== undefined ? (SIZES[level] ?? 12) : BODY_SIZE);
  return {
    text: segments.join(' '),
    segments,
    segmentX: [],
    page: 0,
    column: 0,
    x: 0,
    right: 0,
    y: index,
    pageWidth: 0,
    size,
    bold: level !== undefined || written.every((run) => run.bold),
    bullet: bullet || Boolean(paragraph.numbering),
    level,
  };
};

/** The mammoth module: loaded on first use (the web app loads it only for a Word file). */
const loadMammoth = async () => (await import('mammoth')).default;

/** The lines of a .docx file, in document order. Throws what mammoth throws for a broken file. */
export const docxLines = async (bytes: Uint8Array): Promise<Line[]> => {
  const mammoth = await loadMammoth();
  const copy = bytes.slice();
  let document: WordElement | null = null;
  // mammoth reads `buffer` in Node and `arrayBuffer` in the browser build.
  const input = { buffer: copy, arrayBuffer: copy.buffer } as unknown as {
    arrayBuffer: ArrayBuffer;
  };
  await mammoth.convertToHtml(input, {
    transformDocument: (element: WordElement) => {
      document = element;
      return element;
    },
  });
  const paragraphs = document ? paragraphsOf(document) : [];
  return paragraphs
    .map((paragraph, index) => toLine(paragraph, index))
    .filter((line): line is Line => line !== null);
};
