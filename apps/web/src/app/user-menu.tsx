import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLogout } from '../lib/api/users-hooks';
import { paths } from '../lib/paths';
import { hasUnsentLocalCopies, settlePendingSaves } from '../lib/session/pending-saves';
import { Button } from '../components/ui/button';
import { Modal } from '../components/ui/modal';
import type { SessionUser } from '../lib/session/session-store';

/** The logged-in user's name (fallback 'User'), email, account link and Logout. */
export function UserMenu({ user, inline = false }: { user: SessionUser; inline?: boolean }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const name = user.name.trim() || 'User';

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) =>
      root.current && !root.current.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const [unsaved, setUnsaved] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const logOut = () => {
    setUnsaved(false);
    logout.mutate(undefined, { onSettled: () => navigate(paths.login) });
  };
  // Logout waits for pending saves; what could not be sent is named before it is dropped.
  const onLogout = async () => {
    setWaiting(true);
    // This tab's editors send what they hold; another tab's unsent text is only in storage.
    const saved = (await settlePendingSaves()) && !hasUnsentLocalCopies();
    setWaiting(false);
    if (saved) logOut();
    else setUnsaved(true);
  };

  const items = (
    <>
      <p className="px-3 pt-2 text-sm font-semibold text-slate-900">{name}</p>
      <p className="truncate px-3 pb-2 text-xs text-slate-500">{user.email}</p>
      <Link
        to={paths.account}
        onClick={() => setOpen(false)}
        className="block rounded-lg px-3 py-2 text-sm text-slate-800 hover:bg-slate-100"
      >
        My account
      </Link>
      <button
        type="button"
        onClick={() => void onLogout()}
        disabled={logout.isPending || waiting}
        className="block w-full rounded-lg px-3 py-2 text-left text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        Logout
      </button>
    </>
  );
  const warning = (
    <Modal
      open={unsaved}
      title="You have unsaved changes"
      onClose={() => setUnsaved(false)}
      footer={
        <>
          <Button variant="secondary" onClick={() => setUnsaved(false)}>
            Stay
          </Button>
          <Button variant="danger" onClick={logOut}>
            Log out anyway
          </Button>
        </>
      }
    >
      <p className="text-slate-700">
        Some of your latest edits, in this tab or another one, have not reached the server yet. If
        you log out now, they are removed from this browser and lost.
      </p>
    </Modal>
  );
  if (inline)
    return (
      <div>
        {items}
        {warning}
      </div>
    );

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-semibold hover:bg-slate-900/5"
      >
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center rounded-full bg-gold-400 font-bold text-navy-900"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="sr-only sm:not-sr-only">{name}</span>
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 mt-2 w-60 rounded-xl bg-white p-1 text-slate-900 shadow-xl ring-1 ring-slate-200"
        >
          {items}
        </div>
      )}
      {warning}
    </div>
  );
}
