import { useEffect } from 'react';

/** The document title of a page called `title` (the landing page's is ''). */
export const pageTitle = (title: string) => (title ? `${title} · Shortlist` : 'Shortlist');

/** Sets the document title for the page it is rendered in. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
