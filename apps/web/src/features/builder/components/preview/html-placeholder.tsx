import { defaultPaper, renderPrintHtml, type Resume } from '@shortlist/resume';
import { useEffect, useMemo, useRef, useState } from 'react';

/** CSS pixels of the print page's paper width (96 px an inch). */
const PAGE_WIDTH = { a4: (210 / 25.4) * 96, letter: 8.5 * 96 } as const;
const PAGE_HEIGHT = { a4: (297 / 25.4) * 96, letter: 11 * 96 } as const;

const NO_SCRIPTS = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`;

/** The page with a policy that refuses every script, plugin, request and frame. */
export const withoutScripts = (html: string) => html.replace('<head>', `<head>${NO_SCRIPTS}`);

/**
 * The resume as the print page's HTML, scaled to the panel's width, while the PDF engine
 * loads: something to read at once, not a grey box. Set in the system's fonts (the PDF's
 * font chunks load with the engine). The page runs no script: every user value in it is
 * escaped, and its own Content-Security-Policy allows only its inline styles. (Not a sandboxed
 * frame: a sandbox without scripts makes the browser log an error for each script that tools
 * such as test drivers or extensions inject into every frame.)
 */
export function HtmlPlaceholder({ resume }: { resume: Resume }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const paper = resume.paper ?? defaultPaper(navigator.language);
  const html = useMemo(
    () => withoutScripts(renderPrintHtml(resume, undefined, { paper })),
    [resume, paper],
  );

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = width / PAGE_WIDTH[paper];
  return (
    <div
      ref={box}
      data-testid="preview-placeholder"
      className="relative mx-auto w-full max-w-xl overflow-hidden rounded bg-white shadow"
      style={{ height: PAGE_HEIGHT[paper] * scale || undefined }}
    >
      {width > 0 && (
        <iframe
          title="Quick preview while the PDF is prepared"
          srcDoc={html}
          tabIndex={-1}
          className="pointer-events-none absolute top-0 left-0 origin-top-left border-0"
          style={{
            width: PAGE_WIDTH[paper],
            height: PAGE_HEIGHT[paper],
            transform: `scale(${scale})`,
          }}
        />
      )}
      <p className="absolute right-2 bottom-2 rounded bg-slate-900/75 px-2 py-1 text-xs text-white">
        Preparing the PDF…
      </p>
    </div>
  );
}
