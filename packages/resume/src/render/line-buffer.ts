import { write } from './glyph-ops';
import type { Block, BufferedDoc, Doc, GlyphBlock, Matrix, Op } from './glyph-types';
import { needsTypedOrder, writeTypedOrder } from './rtl-lines';

const STATE_OP = / (?:cs|scn|sc|rg|g|k|gs)$/;

export const isBuffering = (doc: Doc): boolean => Boolean((doc as BufferedDoc).shortlistBuffer);

export const pushGlyphs = (doc: Doc, block: GlyphBlock): void => {
  const buffered = doc as BufferedDoc;
  buffered.shortlistBuffer?.ops.push({ ...block, ctm: [...buffered._ctm] as Matrix, stateOps: [] });
};

const BETWEEN_RUNS = / (?:cm|cs|scn|sc|rg|g|k|gs)$/;
const opAt = (ops: Op[], index: number) => {
  const op = ops[index];
  return op && 'op' in op ? op.op : undefined;
};
/**
 * Whether the op at `index` is one react-pdf writes between two runs of a line: a move, a
 * colour, or the empty save and restore around a run's attachments.
 */
const betweenRuns = (ops: Op[], index: number): boolean => {
  const op = opAt(ops, index) ?? '';
  if (BETWEEN_RUNS.test(op)) return true;
  const step = op === 'q' ? 1 : op === 'Q' ? -1 : 0;
  if (step === 0) return false;
  for (let at = index + step; ; at += step) {
    const other = opAt(ops, at);
    if (other === (step === 1 ? 'Q' : 'q')) return true;
    if (other === undefined || !/ cm$/.test(other)) return false;
  }
};

/** Group the blocks into lines: glyph runs on one baseline with only moves and colours between them. */
const linesOf = (ops: Op[]): Block[][] => {
  const lines: Block[][] = [];
  let line: Block[] = [];
  // The last op of each state operator so far, with where it stood: replayed in that order,
  // they leave the same colour and opacity as all the ops before them, in a handful of ops.
  const latest = new Map<string, { op: string; at: number }>();
  ops.forEach((op, index) => {
    if ('op' in op) {
      const operator = STATE_OP.exec(op.op)?.[0];
      if (operator) latest.set(operator, { op: op.op, at: index });
      if (!betweenRuns(ops, index) && line.length > 0) {
        lines.push(line);
        line = [];
      }
      return;
    }
    const previous = line[line.length - 1];
    if (previous && previous.ctm[5] !== op.ctm[5]) {
      lines.push(line);
      line = [];
    }
    op.stateOps = [...latest.values()].sort((a, b) => a.at - b.at).map((state) => state.op);
    line.push(op);
  });
  if (line.length > 0) lines.push(line);
  return lines;
};

/**
 * Write the buffered ops. A line with right-to-left letters has its glyphs written in typed
 * order where its last run was; every other glyph run is written where it was, so the
 * content of a left-to-right document is the same, byte for byte, as without the buffer.
 */
const flush = (doc: BufferedDoc, ops: Op[]) => {
  const lastOfRtlLine = new Map<Block, Block[]>();
  const inRtlLine = new Set<Block>();
  for (const line of linesOf(ops)) {
    if (!needsTypedOrder(line)) continue;
    for (const block of line) inRtlLine.add(block);
    const last = line[line.length - 1];
    if (last) lastOfRtlLine.set(last, line);
  }
  for (const op of ops) {
    if ('op' in op) doc.addContent(op.op);
    else if (!inRtlLine.has(op)) write(doc, op.font, op.glyphs, op.placed, op.x, op.y);
    else {
      const line = lastOfRtlLine.get(op);
      if (line) writeTypedOrder(doc, line);
    }
  }
};

type Method = (this: BufferedDoc, ...args: never[]) => unknown;
interface Prototype {
  save: Method;
  restore: Method;
  addContent: Method;
}

/**
 * Keep what a document draws between a save and its restore until the restore, so the
 * runs of a line (react-pdf draws them one by one, in visual order) are all known before
 * any is written. The buffer is the document's own.
 */
export const bufferLines = (target: object): void => {
  const prototype = target as Prototype;
  const { save, restore, addContent } = prototype;
  prototype.save = function (this: BufferedDoc) {
    if (!this.shortlistBuffer) this.shortlistBuffer = { depth: this._ctmStack.length, ops: [] };
    return save.call(this);
  };
  prototype.restore = function (this: BufferedDoc) {
    const buffer = this.shortlistBuffer;
    if (buffer && this._ctmStack.length - 1 === buffer.depth) {
      this.shortlistBuffer = null;
      flush(this, buffer.ops);
    }
    return restore.call(this);
  };
  prototype.addContent = function (this: BufferedDoc, data: string) {
    if (this.shortlistBuffer) this.shortlistBuffer.ops.push({ op: data });
    else addContent.call(this, data as never);
    return this;
  } as Method;
};
