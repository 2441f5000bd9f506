/**
 * Split's sidebar belongs to the first page: when the resume runs over a page its text
 * would sit between page one and page two of the main column, so, as the PDF does
 * (docs/decisions/0103), the sidebar's sections then follow the main column in one column.
 * Call it on the print page once it is laid out and its fonts are loaded. Self-contained
 * (no imports, no helpers): tests run it in the browser from its source text.
 */
export function fitPrintPage(doc: Document): void {
  const page = doc.querySelector<HTMLElement>('.page.split');
  if (!page) return;
  page.classList.remove('one-column');
  const pageHeight = parseFloat((doc.defaultView ?? window).getComputedStyle(page).minHeight);
  if (page.getBoundingClientRect().height > pageHeight + 1) page.classList.add('one-column');
}
