import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { useScrolled } from './use-scrolled';
import { Logo } from '../components/ui/logo';
import { headerClassName, menuToggle, MOBILE_MENU_ID, navTone } from './nav-bar-look';

const SOLID_ON = new Set<string>([paths.dashboard, paths.savedResumes, paths.applications]);

type NavItem = { to: string; label: string };

export function navItems(loggedIn: boolean): NavItem[] {
  return loggedIn
    ? [
        { to: paths.dashboard, label: 'Dashboard' },
        { to: paths.savedResumes, label: 'My Resumes' },
        { to: paths.applications, label: 'Applications' },
      ]
    : [
        { to: paths.login, label: 'Login' },
        { to: paths.signup, label: 'Sign Up' },
      ];
}

/** Fixed top bar: solid blue on the dashboard and saved list, else transparent until scrolled. */
export function NavBar({
  accountMenu,
  mobileAccountMenu,
  loggedIn = false,
}: {
  accountMenu?: React.ReactNode;
  mobileAccountMenu?: React.ReactNode;
  loggedIn?: boolean;
}) {
  const { pathname } = useLocation();
  const scrolled = useScrolled(10);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the mobile menu and gives focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  // A new page closes it too.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  const solid = SOLID_ON.has(pathname);
  const tone = navTone(solid, scrolled);
  const toggleLook = menuToggle(open);
  const items = navItems(loggedIn);
  const linkTone = solid ? 'hover:bg-white/10' : 'hover:bg-slate-900/5';

  return (
    <header data-testid="nav-bar" data-tone={tone} className={headerClassName(tone)}>
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6"
      >
        <Link to={paths.home} className="flex items-center gap-2 text-xl font-bold tracking-tight">
          <Logo /> Shortlist
        </Link>
        <div className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                `rounded-lg px-3 py-2 text-sm font-semibold ${linkTone} ${isActive ? 'underline decoration-gold-400 decoration-2 underline-offset-8' : ''}`
              }
            >
              {item.label}
            </NavLink>
          ))}
          {accountMenu}
        </div>
        <button
          ref={toggle}
          type="button"
          className={`rounded-lg p-2 md:hidden ${linkTone}`}
          aria-expanded={open}
          aria-controls={MOBILE_MENU_ID}
          aria-label={toggleLook.label}
          onClick={() => setOpen((v) => !v)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d={toggleLook.icon} />
          </svg>
        </button>
      </nav>
      {/* Always in the page, hidden while closed: the static landing page opens it too. */}
      <div
        id={MOBILE_MENU_ID}
        hidden={!open}
        className="border-t border-slate-200 bg-white px-4 py-3 text-slate-900 shadow-lg md:hidden"
      >
        {items.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            onClick={() => setOpen(false)}
            className="block rounded-lg px-3 py-2 font-semibold hover:bg-slate-100"
          >
            {item.label}
          </NavLink>
        ))}
        {open && mobileAccountMenu && (
          <div className="mt-2 border-t border-slate-200 pt-2">{mobileAccountMenu}</div>
        )}
      </div>
    </header>
  );
}
