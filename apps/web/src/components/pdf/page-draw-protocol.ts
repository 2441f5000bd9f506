import type { TextRun } from './text-runs';

/** A job for the page-drawing worker: draw these PDF bytes' pages `width` CSS pixels wide. */
export interface DrawRequest {
  type: 'draw';
  /** Increasing; a newer job supersedes (cancels) every older one. */
  id: number;
  bytes: Uint8Array;
  width: number;
  /** Device pixels per CSS pixel (at most 2). */
  ratio: number;
  /** Page indices (0-based) already on screen as they are: not drawn again. */
  skip: number[];
  /** Page indices to draw before the others (the ones in view), in this order. */
  first: number[];
}

export type DrawMessage = DrawRequest | { type: 'cancel'; id: number };

/** A page's size in CSS pixels, and CSS pixels per PDF unit (its text layer's scale). */
export interface PageGeometry {
  width: number;
  height: number;
  scale: number;
}

/** The worker's answers to a job, in order: opened, page…, then done / cancelled / failed. */
export type DrawAnswer<Bitmap = ImageBitmap> =
  | { id: number; type: 'opened'; count: number }
  | {
      id: number;
      type: 'page';
      index: number;
      bitmap: Bitmap;
      /** Its text layer, laid out in the worker (text-runs.ts). */
      text: TextRun[];
      geometry: PageGeometry;
    }
  | { id: number; type: 'done' }
  | { id: number; type: 'cancelled' }
  | { id: number; type: 'failed'; message: string };
