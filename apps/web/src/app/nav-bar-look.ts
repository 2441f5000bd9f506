/**
 * How the nav bar looks, without React: the bar (`nav-bar.tsx`) and the static landing page's
 * script (`static-landing/island.ts`) both draw it from here, so the two cannot drift.
 */
export type NavTone = 'solid' | 'white' | 'transparent';

/** How far the page scrolls before the transparent bar turns white (spec: 10 px). */
export const SCROLLED_AFTER = 10;

/** True once the page is scrolled more than `threshold` pixels (false where there is no window). */
export const isScrolled = (threshold = SCROLLED_AFTER) =>
  typeof window !== 'undefined' && window.scrollY > threshold;

/** Solid blue on the pages that ask for it, else white once scrolled, else transparent. */
export const navTone = (solid: boolean, scrolled: boolean): NavTone =>
  solid ? 'solid' : scrolled ? 'white' : 'transparent';

const toneClasses: Record<NavTone, string> = {
  solid: 'bg-navy-700 text-white shadow-md',
  white: 'bg-white text-slate-900 shadow-md',
  transparent: 'bg-transparent text-slate-900',
};

/** The `<header>`'s classes for a tone. */
export const headerClassName = (tone: NavTone) =>
  `fixed inset-x-0 top-0 z-40 transition-colors duration-200 ${toneClasses[tone]}`;

/** The mobile menu's toggle: its accessible name and its icon's path, open or closed. */
export const menuToggle = (open: boolean) =>
  open
    ? { label: 'Close menu', icon: 'M6 6l12 12M18 6L6 18' }
    : { label: 'Open menu', icon: 'M4 7h16M4 12h16M4 17h16' };

/** The id of the mobile menu the toggle controls. */
export const MOBILE_MENU_ID = 'mobile-menu';
