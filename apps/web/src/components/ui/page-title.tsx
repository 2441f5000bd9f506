import { useEffect } from 'react';

/** Sets the document title for the page it is rendered in. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Shortlist` : 'Shortlist';
  }, [title]);
}
