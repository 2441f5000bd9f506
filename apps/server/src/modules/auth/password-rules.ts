import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../../config.js';
import { badRequest } from '../../lib/errors.js';

/**
 * The 10,000 most common passwords (SecLists, 10-million-password-list-top-10000; see
 * apps/server/assets/README.md), read once, compared without case.
 */
let common: Set<string> | undefined;
function commonPasswords() {
  common ??= new Set(
    readFileSync(path.join(serverRoot, 'assets', 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((p) => p.toLowerCase()),
  );
  return common;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A new password (registration, a change) must not be one of the most common ones, nor the
 * account's email (or the part before the @) or name. Length is the contract's (8 to 256).
 */
export function checkNewPassword(password: string, account: { email: string; name: string }) {
  const local = account.email.split('@')[0] ?? '';
  if (
    commonPasswords().has(password.toLowerCase()) ||
    [account.email, local, account.name].some((own) => own.trim() !== '' && same(password, own))
  ) {
    throw badRequest(
      'Choose a less common password: this one is among the most used, or is your email or name.',
      'WEAK_PASSWORD',
    );
  }
}
