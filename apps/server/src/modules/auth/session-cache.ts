import type { PublicUser } from '@shortlist/contract';
import type { DbNotifications } from '../../db/notifications.js';

/** The channel the database notifies on when a session or a user changes (migration 0007). */
export const SESSIONS_CHANNEL = 'shortlist_sessions';

/** Entries kept at most; beyond it the oldest go (a session then costs one query again). */
const MAX_ENTRIES = 10_000;

export type CachedSession = { user: PublicUser; expiresAt: Date };

/**
 * Live sessions this process looked up in the last `ttlMs`, by token hash (decision 0900), so a
 * signed-in request does not ask the database who it is every time. An entry goes when:
 * its session ends or changes in the database (a trigger notifies every process: logout,
 * login replacing it, account deletion, expiry sweep, an edit by hand) or its user's email,
 * name or role change; its session expires; `ttlMs` passes. While the notification connection
 * is down nothing is cached or trusted, and a lookup that overlapped a notification is not kept.
 */
export function sessionCache(
  notifications: DbNotifications,
  ttlMs: number,
  now: () => number = Date.now,
) {
  const entries = new Map<string, CachedSession & { until: number }>();
  /** Bumped by every notification and reset: a lookup that saw it change is not cached. */
  let generation = 0;
  const enabled = ttlMs > 0;

  const forgetUser = (userId: string) => {
    for (const [hash, entry] of entries) if (entry.user.id === userId) entries.delete(hash);
  };
  if (enabled)
    notifications.subscribe(SESSIONS_CHANNEL, {
      message: (payload) => {
        generation += 1;
        if (payload.startsWith('t:')) entries.delete(payload.slice(2));
        else if (payload.startsWith('u:')) forgetUser(payload.slice(2));
      },
      reset: () => {
        generation += 1;
        entries.clear();
      },
    });

  return {
    /** The cached live session of a token hash, if trusted now. */
    get(tokenHash: string, at: Date): CachedSession | undefined {
      if (!enabled) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (!notifications.listening() || entry.until <= now() || entry.expiresAt <= at) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry;
    },
    /** Call before a lookup; hand the answer to `keep` with it. */
    mark: () => generation,
    /** Keeps a looked-up session, unless something changed while it was being looked up. */
    keep(tokenHash: string, session: CachedSession, mark: number) {
      if (!enabled || mark !== generation || !notifications.listening()) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(tokenHash, { ...session, until: now() + ttlMs });
    },
    /** This process ended a session: it goes now, before the notification comes back. */
    forget(tokenHash: string) {
      generation += 1;
      entries.delete(tokenHash);
    },
    forgetUser(userId: string) {
      generation += 1;
      forgetUser(userId);
    },
  };
}
export type SessionCache = ReturnType<typeof sessionCache>;
