import { useEffect, useState } from 'react';
import { isScrolled, SCROLLED_AFTER } from './nav-bar-look';

/** True once the page is scrolled more than `threshold` pixels (spec: 10). */
export function useScrolled(threshold = SCROLLED_AFTER) {
  const [scrolled, setScrolled] = useState(() => isScrolled(threshold));
  useEffect(() => {
    const onScroll = () => setScrolled(isScrolled(threshold));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}
