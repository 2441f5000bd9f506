import { Button } from '../../../components/ui/button';
import type { SyncStatus } from '../state/draft-sync';

const dot = (tone: string) => (
  <span aria-hidden="true" className={`h-2 w-2 rounded-full ${tone}`} />
);

/** One line saying where the user's text is (replaces 'Saved in this browser as you type'). */
export function SyncStatusLine({ status }: { status: SyncStatus }) {
  const [tone, text] = (() => {
    switch (status.kind) {
      case 'saved':
        return ['bg-emerald-500', 'Saved to your account'];
      case 'pending':
      case 'saving':
        return ['bg-amber-400', 'Saving…'];
      case 'offline':
        return ['bg-amber-500', 'Offline: kept in this browser, saving when you are back'];
      case 'rejected':
        return ['bg-red-500', 'Not saved to your account: see the message above'];
      case 'conflict':
        return ['bg-red-500', 'Changed elsewhere: choose a version'];
      case 'signed-out':
        return ['bg-red-500', 'Session ended: kept in this browser'];
      case 'locked':
        return ['bg-amber-500', 'Read-only: locked by your Single plan'];
      default:
        return ['bg-slate-400', 'Not saved to your account yet'];
    }
  })();
  return (
    <p
      role="status"
      aria-live="polite"
      className="flex items-center gap-1.5 text-xs text-slate-600"
    >
      {dot(tone)}
      {text}
    </p>
  );
}

type NoticeProps = {
  status: SyncStatus;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  busy: boolean;
};

/** What needs the user: a conflict to resolve, a session to renew, a save the server refused. */
export function SyncNotice({ status, onKeepMine, onTakeTheirs, busy }: NoticeProps) {
  if (status.kind === 'conflict') {
    return (
      <div
        role="alert"
        className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      >
        <p className="font-semibold">This resume was changed in another tab or device.</p>
        <p className="mt-1">
          Your text is safe in this browser. Keep your version, or load the other version: either
          way the one you do not pick stays in History, to restore.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={onKeepMine} loading={busy}>
            Keep my version
          </Button>
          <Button variant="secondary" onClick={onTakeTheirs} disabled={busy}>
            Load the other version
          </Button>
        </div>
      </div>
    );
  }
  if (status.kind === 'signed-out') {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
      >
        Your session has ended. Everything you typed is kept in this browser; log in again and it is
        saved to your account.
      </div>
    );
  }
  if (status.kind === 'rejected') {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
      >
        The server did not accept this version: {status.message} Your text is kept in this browser.
      </div>
    );
  }
  return null;
}
