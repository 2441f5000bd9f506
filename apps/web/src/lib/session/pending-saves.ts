/**
 * What logout asks before it ends the session: every open editor of the account's resumes
 * registers here, so logout can wait for its pending saves, then stop it and forget its
 * local copy (issue 10: nothing left behind in the browser).
 */
export interface PendingSaves {
  /** True when everything typed is on the server. */
  readonly settled: boolean;
  /** Sends what is pending; resolves when the server has it or a send failed. */
  flush(): Promise<void>;
  /** Stops for good and writes nothing more to this browser. */
  discard(): void;
}

const open = new Set<PendingSaves>();

export function registerPendingSaves(saves: PendingSaves): () => void {
  open.add(saves);
  return () => {
    open.delete(saves);
  };
}

/**
 * Waits (up to `timeoutMs`) for every pending save; true when all of them reached the
 * server, false when something typed is still only in this browser.
 */
export async function settlePendingSaves(timeoutMs = 8000): Promise<boolean> {
  const all = [...open];
  if (all.every((s) => s.settled)) return true;
  await Promise.race([
    Promise.all(all.map((s) => s.flush())),
    new Promise((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
  return all.every((s) => s.settled);
}

/** Stops every editor (logout). */
export function discardPendingSaves() {
  for (const saves of open) saves.discard();
  open.clear();
}

const DRAFT_PREFIX = 'shortlist:draft';
const USER_COPY_PREFIX = `${DRAFT_PREFIX}:user:`;

/**
 * Whether this browser holds text of the account that has not reached the server: a user's
 * local copy still marked `dirty`, written by an editor in another tab (this tab's editors
 * answer `settlePendingSaves`) or left by an earlier page. Logout would remove it.
 */
export function hasUnsentLocalCopies(storage: Storage = window.localStorage): boolean {
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (!key?.startsWith(USER_COPY_PREFIX)) continue;
    try {
      const copy = JSON.parse(storage.getItem(key) ?? 'null') as { dirty?: unknown } | null;
      if (copy?.dirty === true) return true;
    } catch {
      // Not a copy this app can read back: nothing typed can be recovered from it either.
    }
  }
  return false;
}

/**
 * Removes every copy of resumes from this browser: the drafts in localStorage (the user's
 * copies, set-aside unreadable ones and the visitor draft) and any IndexedDB database of
 * the app.
 */
export async function forgetLocalResumes(storage: Storage = window.localStorage) {
  discardPendingSaves();
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
  const idb = typeof indexedDB === 'undefined' ? undefined : indexedDB;
  if (!idb || typeof idb.databases !== 'function') return;
  try {
    const databases = await idb.databases();
    await Promise.all(
      databases
        .map((db) => db.name)
        .filter((name): name is string => Boolean(name))
        .map(
          (name) =>
            new Promise<void>((resolve) => {
              const request = idb.deleteDatabase(name);
              request.onsuccess = () => resolve();
              request.onerror = () => resolve();
              request.onblocked = () => resolve();
            }),
        ),
    );
  } catch {
    // A browser that refuses to list its databases has none of ours to list.
  }
}
