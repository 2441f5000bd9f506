import { publicUserSchema, type PublicUser } from '@shortlist/contract';

/** The spec's browser keys (section 3): `user` and `sessionExpiry` (ms since the epoch). */
export const USER_KEY = 'user';
export const EXPIRY_KEY = 'sessionExpiry';

/** The logged-in user as this browser keeps it: the contract's public user. */
export type SessionUser = PublicUser;
export type StoredSession = { user: SessionUser; expiresAt: number };

const isUser = (value: unknown): value is SessionUser => publicUserSchema.safeParse(value).success;

/** The stored session if it is whole and unexpired; otherwise both keys are removed. */
export function readStoredSession(now = Date.now()): StoredSession | null {
  // No storage at all (the landing page's prerender at build time): nobody is signed in.
  if (typeof localStorage === 'undefined') return null;
  try {
    const rawUser = localStorage.getItem(USER_KEY);
    const expiresAt = Number(localStorage.getItem(EXPIRY_KEY));
    const user: unknown = rawUser ? JSON.parse(rawUser) : null;
    if (isUser(user) && Number.isFinite(expiresAt) && expiresAt > now) return { user, expiresAt };
  } catch {
    // Corrupt storage counts as logged out.
  }
  clearStoredSession();
  return null;
}

export function writeStoredSession(session: StoredSession) {
  localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  localStorage.setItem(EXPIRY_KEY, String(session.expiresAt));
}

export function clearStoredSession() {
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(EXPIRY_KEY);
}
