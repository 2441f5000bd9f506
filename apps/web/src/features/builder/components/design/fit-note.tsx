import type { FitReport } from '@shortlist/resume/render/pdf';

const pagesWord = (pages: number) => (pages === 1 ? 'one page' : `${pages} pages`);

/** The renderer's fit report (render/pdf.ts) in words. */
export const fitMessage = (fit: FitReport): string =>
  fit.fits
    ? fit.spacing < 1
      ? `Fitted to ${pagesWord(fit.pages)}: spacing at ${Math.round(fit.spacing * 100)}%, body text at ${fit.bodySize} pt.`
      : `Fits on ${pagesWord(fit.pages)} as it is.`
    : `This resume does not fit on ${pagesWord(fit.pages)} without going below 8 pt: it takes more pages at ${fit.bodySize} pt with the tightest spacing. Shorten it${fit.pages === 1 ? ", or choose 'Fit to two pages'" : ''}.`;

/** What fitting to pages did to the latest preview; nothing before it is rendered. */
export function FitNote({ fit, busy }: { fit: FitReport | null; busy: boolean }) {
  if (!fit) return null;
  return (
    <p
      role={fit.fits ? 'status' : 'alert'}
      aria-busy={busy}
      className={`rounded-md px-2.5 py-2 text-xs ${fit.fits ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}
    >
      {fitMessage(fit)}
    </p>
  );
}
