import { hash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id at OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane. Hashes made with
 * other settings (the library's defaults before: 64 MiB, 3 passes, 4 lanes) still verify and
 * are replaced at the next successful login (`needsRehash`).
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

/** Whether a stored hash was made with other settings than today's. */
export function needsRehash(hash: string) {
  try {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  } catch {
    return false;
  }
}

export async function verifyPassword(hash: string, password: string) {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the email is unknown, so both paths take the same time. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () =>
  (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** A session token for the cookie: 256 random bits. Only its SHA-256 is stored. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
// Every signed-in request hashes its token: the one-shot `hash` costs a third of a `Hash` object.
export const hashSessionToken = (token: string) => hash('sha256', token, 'hex');

/** Emails compare without case and surrounding spaces. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
