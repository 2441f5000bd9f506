import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { onUnauthorized } from '../api/client';
import { usersApi } from '../api/users';
import {
  clearStoredSession,
  readStoredSession,
  writeStoredSession,
  type SessionUser,
  type StoredSession,
} from './session-store';

type SessionValue = {
  user: SessionUser | null;
  expiresAt: number | null;
  /** After a successful login. */
  startSession: (session: StoredSession) => void;
  /** Forget the session in this browser (the server side is ended by the logout call). */
  endSession: () => void;
  /**
   * The user whose session ran out (expiry or a 401) rather than being logged out; null
   * otherwise. The builder uses it to carry on with that user's text.
   */
  expiredUserId: string | null;
};

const SessionContext = createContext<SessionValue | null>(null);

/** Longest delay setTimeout honours; a 30-day session is re-armed in steps. */
const MAX_TIMER = 2_147_483_647;

/**
 * The logged-in user, restored from local storage on start (spec section 4), confirmed with
 * the server, logged out when it expires or when any call answers 401.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<StoredSession | null>(() => readStoredSession());
  const [expiredUserId, setExpiredUserId] = useState<string | null>(null);

  const startSession = useCallback((next: StoredSession) => {
    writeStoredSession(next);
    setSession(next);
    setExpiredUserId(null);
  }, []);
  const endSession = useCallback(() => {
    clearStoredSession();
    setSession(null);
    setExpiredUserId(null);
  }, []);
  const current = useRef(session);
  useEffect(() => {
    current.current = session;
  });
  const expireSession = useCallback(() => {
    const ended = current.current;
    clearStoredSession();
    setSession(null);
    setExpiredUserId(ended?.user.id ?? null);
  }, []);

  useEffect(() => onUnauthorized(expireSession), [expireSession]);

  // Automatic logout when the stored expiry passes.
  useEffect(() => {
    if (!session) return;
    const remaining = session.expiresAt - Date.now();
    const timer = setTimeout(
      () => {
        if (Date.now() >= session.expiresAt) expireSession();
        else setSession({ ...session });
      },
      Math.min(Math.max(remaining, 0), MAX_TIMER),
    );
    return () => clearTimeout(timer);
  }, [session, expireSession]);

  // The browser's copy is a hint: ask the server once whether the cookie is still good.
  const userId = session?.user.id;
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    usersApi
      .me(controller.signal)
      .then((me) => {
        if (me.userID !== userId) endSession();
      })
      .catch(() => {
        // 401 already ended the session through onUnauthorized; offline keeps the local one.
      });
    return () => controller.abort();
  }, [userId, endSession]);

  const value = useMemo(
    () => ({
      user: session?.user ?? null,
      expiresAt: session?.expiresAt ?? null,
      startSession,
      endSession,
      expiredUserId,
    }),
    [session, startSession, endSession, expiredUserId],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession() {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
