import { HttpError, conflict, unauthorized } from '../../lib/errors.js';
import {
  decoyPasswordHash,
  hashPassword,
  hashSessionToken,
  needsRehash,
  newSessionToken,
  normaliseEmail,
  verifyPassword,
} from './credentials.js';
import type { PublicUser, UserRole } from '@shortlist/contract';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { authRepository, type UserRow } from './repository.js';
import { passwordResetRepository } from './password-reset-repository.js';
import { throttledPasswordCheck } from './password-guard.js';
import { checkNewPassword } from './password-rules.js';
import type { SessionCache } from './session-cache.js';
import type { LoginThrottles } from './throttle.js';

export const SESSION_HOURS = 24;
export const REMEMBER_DAYS = 30;
const HOUR = 3_600_000;

export type LoginResult = { user: PublicUser; token: string; expiresAt: Date };

const toPublic = (u: UserRow): PublicUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role as UserRole,
});

const INVALID_LOGIN = 'Invalid email or password.';

export function authService(
  db: Db,
  throttles: LoginThrottles,
  sessions?: SessionCache,
  now: () => Date = () => new Date(),
) {
  const repo = authRepository(db);
  /** Ends a session in the database and in this process's cache. */
  const endSession = async (token: string) => {
    const tokenHash = hashSessionToken(token);
    await repo.deleteSession(tokenHash);
    sessions?.forget(tokenHash);
  };
  async function startSession(user: UserRow, remember: boolean): Promise<LoginResult> {
    const token = newSessionToken();
    const lifetime = remember ? REMEMBER_DAYS * 24 * HOUR : SESSION_HOURS * HOUR;
    const expiresAt = new Date(now().getTime() + lifetime);
    await repo.insertSession({ tokenHash: hashSessionToken(token), userId: user.id, expiresAt });
    return { user: toPublic(user), token, expiresAt };
  }

  return {
    /** New accounts are always role `person`, whatever the client sent. */
    async register(input: { email: string; password: string; name: string }): Promise<PublicUser> {
      const email = normaliseEmail(input.email);
      checkNewPassword(input.password, { email, name: input.name });
      const passwordHash = await hashPassword(input.password);
      const user = await repo.insertUser({ email, name: input.name.trim(), passwordHash });
      if (!user)
        throw conflict('An account with this email already exists. Try logging in.', 'EMAIL_TAKEN');
      return toPublic(user);
    },

    /**
     * Checks the password behind the throttles and starts a new session. The session of
     * `replacing` (a cookie the browser already sent) ends: a login never keeps a token that
     * existed before it (session fixation).
     */
    async login(input: {
      email: string;
      password: string;
      remember: boolean;
      address: string;
      replacing?: string;
    }): Promise<LoginResult> {
      const email = normaliseEmail(input.email);
      const user = await repo.findUserByEmail(email);
      const valid = await throttledPasswordCheck(
        throttles,
        { email, address: input.address },
        () =>
          user
            ? verifyPassword(user.passwordHash, input.password)
            : decoyPasswordHash().then((decoy) =>
                verifyPassword(decoy, input.password).then(() => false),
              ),
      );
      if (!user || !valid) throw unauthorized(INVALID_LOGIN, 'INVALID_CREDENTIALS');
      if (needsRehash(user.passwordHash))
        await repo.updatePasswordHash(user.id, await hashPassword(input.password));
      if (input.replacing) await endSession(input.replacing);
      return startSession(user, input.remember);
    },

    async logout(token: string | undefined) {
      if (token) await endSession(token);
    },

    /** The user of a live session token, or undefined. */
    async sessionUser(
      token: string | undefined,
    ): Promise<{ user: PublicUser; expiresAt: Date } | undefined> {
      if (!token || token.length > 200) return undefined;
      const tokenHash = hashSessionToken(token);
      const at = now();
      const cached = sessions?.get(tokenHash, at);
      if (cached) return { user: cached.user, expiresAt: cached.expiresAt };
      const mark = sessions?.mark() ?? 0;
      const found = await repo.findLiveSession(tokenHash, at);
      if (!found) return undefined;
      const session = { user: toPublic(found.user), expiresAt: found.session.expiresAt };
      sessions?.keep(tokenHash, session, mark);
      return session;
    },

    async getUser(id: string) {
      const user = await repo.findUserById(id);
      return user ? toPublic(user) : undefined;
    },

    /** The account of a normalised email, with its name (the reset email greets it). */
    findUserByEmail: (email: string) => repo.findUserByEmail(email),

    /** A new session for an account that proved itself another way (sign-up, a reset link). */
    async signIn(userId: string): Promise<LoginResult> {
      const user = await repo.findUserById(userId);
      if (!user) throw unauthorized(INVALID_LOGIN, 'INVALID_CREDENTIALS');
      return startSession(user, false);
    },

    /** This process forgets the account's cached sessions (the database notifies the others). */
    forgetSessionsOf: (userId: string) => sessions?.forgetUser(userId),

    /**
     * Changes the password after checking the current one (behind the login throttles): every
     * other session of the account ends, the one of `keepToken` stays.
     */
    async changePassword(input: {
      userId: string;
      currentPassword: string;
      newPassword: string;
      address: string;
      keepToken: string | undefined;
    }) {
      await this.confirmPassword(input.userId, input.currentPassword, input.address);
      const user = await repo.findUserById(input.userId);
      if (!user) throw unauthorized();
      checkNewPassword(input.newPassword, user);
      const passwordHash = await hashPassword(input.newPassword);
      const ended = await withTransaction(db, async (tx) => {
        const txRepo = passwordResetRepository(tx);
        await txRepo.setPasswordHash(user.id, passwordHash);
        return txRepo.deleteSessions(
          user.id,
          input.keepToken ? hashSessionToken(input.keepToken) : undefined,
        );
      });
      sessions?.forgetUser(user.id);
      return { otherSessionsEnded: ended };
    },

    /** Checks the password before something irreversible, behind the login throttles. */
    async confirmPassword(userId: string, password: string, address: string) {
      const user = await repo.findUserById(userId);
      if (!user) throw new HttpError(403, 'WRONG_PASSWORD', 'That password is not right.');
      const valid = await throttledPasswordCheck(throttles, { email: user.email, address }, () =>
        verifyPassword(user.passwordHash, password),
      );
      if (!valid) throw new HttpError(403, 'WRONG_PASSWORD', 'That password is not right.');
    },

    /** Deletes the sessions that have ended (run hourly by the app); answers how many. */
    deleteExpiredSessions: () => repo.deleteExpiredSessions(now()),

    /** Removes the user; their sessions, resumes and downloads go with them (cascade). */
    async deleteUser(userId: string) {
      await repo.deleteUser(userId);
      sessions?.forgetUser(userId);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
