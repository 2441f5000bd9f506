import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to `#anchor` after client navigation (e.g. 'Look Now' → /#demo), else to the top. */
export function ScrollToHash() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0 });
      return;
    }
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [pathname, hash]);
  return null;
}
