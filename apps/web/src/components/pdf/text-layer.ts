import type { TextRun } from './text-runs';

let minFontSize: number | null = null;

/**
 * The smallest font size the browser shows, in px, as pdf.js measures it: a user's minimum
 * font size setting would otherwise enlarge the 1px-based spans. Measured once.
 */
function browserMinFontSize() {
  if (minFontSize === null) {
    const probe = document.createElement('div');
    probe.style.cssText = 'opacity:0;line-height:1;font-size:1px;position:absolute';
    probe.textContent = 'X';
    document.body.append(probe);
    minFontSize = probe.getBoundingClientRect().height || 1;
    probe.remove();
  }
  return minFontSize;
}

/**
 * Fills `layer` with the page's text as transparent spans over its picture (selectable,
 * searchable, read by screen readers), from runs laid out in the drawing worker. The markup
 * and CSS variables are pdf.js's text layer's (pdf-pages.css), so it lines up the same.
 */
export function fillTextLayer(layer: HTMLElement, runs: readonly TextRun[]) {
  layer.style.setProperty('--min-font-size', String(browserMinFontSize()));
  const fragment = document.createDocumentFragment();
  for (const run of runs) {
    if (run.text !== '') {
      const span = document.createElement('span');
      let css =
        `left:${run.left}%;top:${run.top}%;--font-height:${run.fontHeight}px;` +
        `font-family:${run.fontFamily}`;
      if (run.scaleX !== 1) css += `;--scale-x:${run.scaleX}`;
      if (run.angle !== 0) css += `;--rotate:${run.angle}deg`;
      span.style.cssText = css;
      span.setAttribute('role', 'presentation');
      span.dir = run.dir;
      span.textContent = run.text;
      fragment.append(span);
    }
    if (run.eol) {
      const br = document.createElement('br');
      br.setAttribute('role', 'presentation');
      fragment.append(br);
    }
  }
  layer.append(fragment);
}
