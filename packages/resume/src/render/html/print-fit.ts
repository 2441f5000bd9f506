/**
 * A sidebar (Split's, Banner's) belongs to the first page: when the resume runs over a page
 * its text would sit between page one and page two of the main column, so the printed page
 * then sets everything in one column, the sidebar's sections before the main column's
 * (docs/decisions/0103; the PDF keeps its columns on every page and moves what does not
 * fit the first page's sidebar to the main column instead).
 * Call it on the print page once it is laid out and its fonts are loaded. Self-contained
 * (no imports, no helpers): tests run it in the browser from its source text.
 */
export function fitPrintPage(doc: Document): void {
  const page = doc.querySelector<HTMLElement>('.page.split, .page.banner');
  if (!page) return;
  page.classList.remove('one-column');
  const pageHeight = parseFloat((doc.defaultView ?? window).getComputedStyle(page).minHeight);
  if (page.getBoundingClientRect().height > pageHeight + 1) page.classList.add('one-column');
}
