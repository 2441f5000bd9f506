import { useEffect, useRef, useState } from 'react';
import { canDrawOffMainThread, createPagePainter } from './draw-pages';
import './pdf-pages.css';

/**
 * The pages of a PDF drawn with pdf.js at the container's width, off the main thread (see
 * draw-pages.ts). A newer PDF cancels the drawing of an older one; the old pages stay on
 * screen until the new ones are ready, and pages whose `pageKeys` did not change stay as
 * they are.
 */
export function PdfPages({
  bytes,
  pageKeys = null,
  label,
  onDrawn,
}: {
  bytes: Uint8Array;
  /** A fingerprint per page (the engine's); without them every page is drawn. */
  pageKeys?: readonly string[] | null;
  label: string;
  onDrawn?: (pages: number) => void;
}) {
  const outer = useRef<HTMLDivElement>(null);
  const pages = useRef<HTMLDivElement>(null);
  const painter = useRef<ReturnType<typeof createPagePainter> | null>(null);
  const [width, setWidth] = useState(0);
  const [failed, setFailed] = useState(false);
  const drawn = useRef(onDrawn);
  const labelNow = useRef(label);
  useEffect(() => {
    drawn.current = onDrawn;
    labelNow.current = label;
  });

  useEffect(() => {
    const node = outer.current;
    if (!node) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      clearTimeout(timer);
      // The first size at once; later ones (window resizes) once they settle.
      timer = setTimeout(() => setWidth(next), width === 0 ? 0 : 150);
    });
    observer.observe(node);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [width]);

  useEffect(() => {
    const container = pages.current;
    if (!container || !canDrawOffMainThread()) return;
    const created = createPagePainter(container, () => labelNow.current);
    painter.current = created;
    return () => {
      created.dispose();
      painter.current = null;
    };
  }, []);

  useEffect(() => {
    if (width === 0) return;
    if (!painter.current) {
      setFailed(true);
      return;
    }
    const drawing = painter.current.draw(bytes, width, pageKeys);
    drawing.done.then(
      (count) => {
        if (count === null) return;
        setFailed(false);
        drawn.current?.(count);
      },
      () => setFailed(true),
    );
    return drawing.cancel;
  }, [bytes, width, pageKeys, label]);

  return (
    <div ref={outer} className="w-full">
      {failed && (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          This preview could not be drawn. Your resume is safe; keep editing and it will refresh.
        </p>
      )}
      <div ref={pages} data-testid="pdf-pages" />
    </div>
  );
}
