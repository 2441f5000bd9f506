import { HttpError } from '../../lib/errors.js';
import type { LoginThrottles } from './throttle.js';

function tooManyAttempts(retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const error = new HttpError(
    429,
    'TOO_MANY_ATTEMPTS',
    `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
  return Object.assign(error, { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
}

/**
 * Runs a password check (login, the confirmation before deleting an account) behind the
 * login throttles. The attempt is counted before `check` runs, atomically with the test of
 * each limit, so parallel guesses cannot all slip through: past a limit they answer 429
 * without reaching `check`. A failed check stays counted; a success clears the email+address
 * key and takes the attempt back from the per-address and per-account counts.
 */
export async function throttledPasswordCheck(
  throttles: LoginThrottles,
  who: { email: string; address: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const emailAndAddress = `${who.email}|${who.address}`;
  // All three at once (one round trip to Redis); any refusal takes back the others.
  const [pair, address, account] = await Promise.all([
    throttles.emailAndAddress.attempt(emailAndAddress),
    throttles.address.attempt(who.address),
    throttles.account.attempt(who.email, who.address),
  ]);
  /** Takes the attempt back from the counts that took it (all but the pair's, on success). */
  const forgive = (alsoPair: boolean) =>
    Promise.all([
      alsoPair && pair.ticket && throttles.emailAndAddress.forgive(pair.ticket),
      address.ticket && throttles.address.forgive(address.ticket),
      account.ticket && throttles.account.forgive(account.ticket),
    ]);
  if (!pair.ticket || !address.ticket || !account.ticket) {
    await forgive(true);
    throw tooManyAttempts(Math.max(pair.retryAfterMs, address.retryAfterMs, account.retryAfterMs));
  }

  let valid: boolean;
  try {
    valid = await check();
  } catch (error) {
    // Not the caller's failure (the database went away): do not count it against them.
    await forgive(true).catch(() => {});
    throw error;
  }
  if (valid) {
    await throttles.emailAndAddress.clear(emailAndAddress);
    await forgive(false);
  }
  return valid;
}
