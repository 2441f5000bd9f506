/**
 * User Timing marks of the live preview's stages, for bench/preview.ts to split a
 * keystroke's latency: the render sent to the document worker, its answer, the drawing
 * sent to the page-drawing worker, a page drawn, a page in place. Each new render clears
 * the previous marks, so a long editing session keeps only the latest few.
 */
export type PreviewStage = 'render-sent' | 'rendered' | 'draw-sent' | 'page-drawn' | 'page-placed';

const STAGES: readonly PreviewStage[] = [
  'render-sent',
  'rendered',
  'draw-sent',
  'page-drawn',
  'page-placed',
];

const canMark = typeof performance !== 'undefined' && typeof performance.mark === 'function';

export function markPreview(stage: PreviewStage, detail?: number | null): void {
  if (!canMark) return;
  if (stage === 'render-sent') for (const name of STAGES) performance.clearMarks(`preview:${name}`);
  performance.mark(`preview:${stage}`, detail === undefined ? undefined : { detail });
}
