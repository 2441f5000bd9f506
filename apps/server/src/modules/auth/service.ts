import { HttpError, conflict, unauthorized } from '../../lib/errors.js';
import {
  decoyPasswordHash,
  hashPassword,
  hashSessionToken,
  newSessionToken,
  normaliseEmail,
  verifyPassword,
} from './credentials.js';
import type { PublicUser, UserRole } from '@shortlist/contract';
import type { Db } from '../../db/client.js';
import { authRepository, type UserRow } from './repository.js';
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

function tooManyAttempts(retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const error = new HttpError(
    429,
    'TOO_MANY_ATTEMPTS',
    `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
  return Object.assign(error, { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
}

export function authService(db: Db, throttles: LoginThrottles, now: () => Date = () => new Date()) {
  const repo = authRepository(db);
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
      const passwordHash = await hashPassword(input.password);
      const user = await repo.insertUser({ email, name: input.name.trim(), passwordHash });
      if (!user)
        throw conflict('An account with this email already exists. Try logging in.', 'EMAIL_TAKEN');
      return toPublic(user);
    },

    async login(input: {
      email: string;
      password: string;
      remember: boolean;
      address: string;
    }): Promise<LoginResult> {
      const email = normaliseEmail(input.email);
      const keys = {
        emailAndAddress: `${email}|${input.address}`,
        address: input.address,
        email,
      } as const;
      const wait = Math.max(
        ...(await Promise.all([
          throttles.emailAndAddress.retryAfterMs(keys.emailAndAddress),
          throttles.address.retryAfterMs(keys.address),
          throttles.email.retryAfterMs(keys.email),
        ])),
      );
      if (wait > 0) throw tooManyAttempts(wait);

      const user = await repo.findUserByEmail(email);
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : (await verifyPassword(await decoyPasswordHash(), input.password), false);
      if (!user || !valid) {
        await Promise.all([
          throttles.emailAndAddress.recordFailure(keys.emailAndAddress),
          throttles.address.recordFailure(keys.address),
          throttles.email.recordFailure(keys.email),
        ]);
        throw unauthorized(INVALID_LOGIN, 'INVALID_CREDENTIALS');
      }
      await throttles.emailAndAddress.clear(keys.emailAndAddress);
      return startSession(user, input.remember);
    },

    async logout(token: string | undefined) {
      if (token) await repo.deleteSession(hashSessionToken(token));
    },

    /** The user of a live session token, or undefined. */
    async sessionUser(
      token: string | undefined,
    ): Promise<{ user: PublicUser; expiresAt: Date } | undefined> {
      if (!token || token.length > 200) return undefined;
      const found = await repo.findLiveSession(hashSessionToken(token), now());
      return found ? { user: toPublic(found.user), expiresAt: found.session.expiresAt } : undefined;
    },

    async getUser(id: string) {
      const user = await repo.findUserById(id);
      return user ? toPublic(user) : undefined;
    },

    /** Checks the password before something irreversible. */
    async confirmPassword(userId: string, password: string) {
      const user = await repo.findUserById(userId);
      if (!user || !(await verifyPassword(user.passwordHash, password))) {
        throw new HttpError(403, 'WRONG_PASSWORD', 'That password is not right.');
      }
    },

    /** Removes the user; their sessions, resumes and downloads go with them (cascade). */
    async deleteUser(userId: string) {
      await repo.deleteUser(userId);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
