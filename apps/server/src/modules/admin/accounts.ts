import { randomInt } from 'node:crypto';
import { ADMIN_PASSWORD_MIN, ADMIN_SESSION_HOURS } from '@shortlist/contract';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import {
  decoyPasswordHash,
  hashPassword,
  hashSessionToken,
  needsRehash,
  newSessionToken,
  throttledPasswordCheck,
  verifyPassword,
  type LoginThrottles,
} from '../auth/index.js';
import { adminRepository } from './repository.js';

const HOUR = 3_600_000;

export type AdminIdentity = { id: string; userName: string };

/** A password of `length` letters and digits, from the system's secure random source. */
export function randomPassword(length = 20) {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export function checkAdminPassword(password: string) {
  if (password.length < ADMIN_PASSWORD_MIN)
    throw badRequest(`Use at least ${ADMIN_PASSWORD_MIN} characters for an admin password.`);
  if (password.length > 256) throw badRequest('Use at most 256 characters for the password.');
}

/** Admin accounts and their sessions: create, reset, the start-up bootstrap, login, logout. */
export function adminAccounts(db: Db, throttles: LoginThrottles, now: () => Date) {
  const repo = adminRepository(db);

  /** Creates the admin, or undefined when the name is taken. */
  async function create(userName: string, password: string) {
    checkAdminPassword(password);
    return repo.insertAdmin(userName, await hashPassword(password));
  }

  return {
    /** Creates the admin, or undefined when the name is taken. */
    create,

    /** A new password; the admin's sessions end. False when there is no such admin. */
    async resetPassword(userName: string, password: string) {
      checkAdminPassword(password);
      const found = await repo.findAdmin(userName);
      if (!found) return false;
      await repo.setPassword(found.id, await hashPassword(password));
      return true;
    },

    /**
     * At start: the configured admin is created, or its password reset when it differs; with
     * none configured and no admin at all, `admin` with a random password, which is returned
     * (to be printed once). Several processes may run this at once: one insert wins.
     */
    async bootstrap(configured?: { userName: string; password: string }) {
      if (configured) {
        const found = await repo.findAdmin(configured.userName);
        if (!found) {
          await create(configured.userName, configured.password);
          return { created: configured.userName };
        }
        if (!(await verifyPassword(found.passwordHash, configured.password))) {
          await repo.setPassword(found.id, await hashPassword(configured.password));
          return { reset: configured.userName };
        }
        return {};
      }
      if ((await repo.countAdmins()) > 0) return {};
      const password = randomPassword(20);
      const inserted = await repo.insertAdmin('admin', await hashPassword(password));
      return inserted ? { generated: { userName: 'admin', password } } : {};
    },

    /** Checks the password behind the login throttles; a new 8-hour session, or undefined. */
    async login(input: { userName: string; pass: string; address: string; replacing?: string }) {
      const userName = input.userName.trim();
      const found = await repo.findAdmin(userName);
      const valid = await throttledPasswordCheck(
        throttles,
        { email: `admin:${userName.toLowerCase()}`, address: input.address },
        () =>
          found
            ? verifyPassword(found.passwordHash, input.pass)
            : decoyPasswordHash().then((d) => verifyPassword(d, input.pass).then(() => false)),
      );
      if (!found || !valid) return undefined;
      if (needsRehash(found.passwordHash))
        await repo.updateHash(found.id, await hashPassword(input.pass));
      if (input.replacing) await repo.deleteSession(hashSessionToken(input.replacing));
      const token = newSessionToken();
      const expiresAt = new Date(now().getTime() + ADMIN_SESSION_HOURS * HOUR);
      await repo.insertSession({
        tokenHash: hashSessionToken(token),
        adminId: found.id,
        expiresAt,
      });
      return { token, expiresAt };
    },

    async logout(token: string | undefined) {
      if (token && token.length <= 200) await repo.deleteSession(hashSessionToken(token));
    },

    /** The admin of a live session token, or undefined. */
    async sessionAdmin(token: string | undefined): Promise<AdminIdentity | undefined> {
      if (!token || token.length > 200) return undefined;
      const found = await repo.findLiveSession(hashSessionToken(token), now());
      return found ? { id: found.id, userName: found.userName } : undefined;
    },

    deleteExpiredSessions: () => repo.deleteExpiredSessions(now()),
  };
}
