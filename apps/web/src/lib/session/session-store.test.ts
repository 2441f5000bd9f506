import { describe, expect, it } from 'vitest';
import { EXPIRY_KEY, USER_KEY, readStoredSession, writeStoredSession } from './session-store';

const user = { id: 'u1', email: 'a@b.co', name: 'Ada', role: 'person' } as const;

describe('the stored session', () => {
  it('is restored while unexpired', () => {
    writeStoredSession({ user, expiresAt: 2_000 });
    expect(readStoredSession(1_000)).toEqual({ user, expiresAt: 2_000 });
    expect(localStorage.getItem(USER_KEY)).toBe(JSON.stringify(user));
    expect(localStorage.getItem(EXPIRY_KEY)).toBe('2000');
  });

  it('removes both keys once expired', () => {
    writeStoredSession({ user, expiresAt: 2_000 });
    expect(readStoredSession(2_000)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(localStorage.getItem(EXPIRY_KEY)).toBeNull();
  });

  it('treats corrupt data as logged out', () => {
    localStorage.setItem(USER_KEY, '{not json');
    localStorage.setItem(EXPIRY_KEY, '99999999999999');
    expect(readStoredSession()).toBeNull();
    localStorage.setItem(USER_KEY, JSON.stringify({ id: 1 }));
    localStorage.setItem(EXPIRY_KEY, '99999999999999');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });
});
