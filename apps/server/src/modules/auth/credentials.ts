import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): OWASP's recommended family. */
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

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
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Emails compare without case and surrounding spaces. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
