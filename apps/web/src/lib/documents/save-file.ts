import {
  defaultPaper,
  fitPrintPage,
  renderPrintHtml,
  urlChunkedFonts,
  type Resume,
} from '@shortlist/resume';

export const MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain;charset=utf-8',
} as const;

/** Hands bytes to the browser as a download with the given file name. */
export function saveFile(bytes: Uint8Array | string, name: string, type: string) {
  const blob = new Blob([bytes as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Opens the print view of a resume in an 800 × 600 window (spec section 9) and prints it,
 * once the PDF's font chunks it needs have loaded (so every script prints as in the PDF) and
 * a Split resume longer than a page has gone to one column (fitPrintPage).
 */
export async function printResume(resume: Resume) {
  const win = window.open('', 'shortlist-print', 'width=800,height=600');
  if (!win)
    throw new Error('The print window was blocked. Allow pop-ups for this site and try again.');
  // The chunk manifest is only loaded for printing; the preview's worker has its own copy.
  const { folder, manifest } = await import('virtual:font-chunks');
  win.document.open();
  win.document.write(
    renderPrintHtml(resume, undefined, {
      paper: resume.paper ?? defaultPaper(navigator.language),
      fonts: urlChunkedFonts(manifest, folder),
    }),
  );
  win.document.close();
  // Laying the page out starts the font loads that fonts.ready then waits for.
  win.document.body.getBoundingClientRect();
  await win.document.fonts.ready;
  fitPrintPage(win.document);
  win.focus();
  win.print();
}
