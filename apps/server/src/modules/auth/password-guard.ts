import { HttpError } from '../../lib/errors.js';
import type { LoginThrottles, Ticket } from './throttle.js';

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
 * the limit, so parallel guesses cannot all slip through: past the limit they answer 429
 * without reaching `check`. A failed check stays counted; a success clears the email+address
 * key and takes the attempt back from the per-address and per-email counts.
 */
export async function throttledPasswordCheck(
  throttles: LoginThrottles,
  who: { email: string; address: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const emailAndAddress = `${who.email}|${who.address}`;
  const attempts: [keyof LoginThrottles, string][] = [
    ['emailAndAddress', emailAndAddress],
    ['address', who.address],
    ['email', who.email],
  ];
  // All three at once (one round trip to Redis); any refusal takes back the others.
  const admissions = await Promise.all(
    attempts.map(async ([name, key]) => [name, await throttles[name].attempt(key)] as const),
  );
  const tickets = admissions.flatMap(([name, a]): [keyof LoginThrottles, Ticket][] =>
    a.ticket ? [[name, a.ticket]] : [],
  );
  const forgiveAll = () => Promise.all(tickets.map(([name, t]) => throttles[name].forgive(t)));
  const wait = Math.max(...admissions.map(([, a]) => a.retryAfterMs));
  if (tickets.length < attempts.length) {
    await forgiveAll();
    throw tooManyAttempts(wait);
  }

  let valid: boolean;
  try {
    valid = await check();
  } catch (error) {
    // Not the caller's failure (the database went away): do not count it against them.
    await forgiveAll().catch(() => {});
    throw error;
  }
  if (valid) {
    await throttles.emailAndAddress.clear(emailAndAddress);
    await Promise.all(
      tickets
        .filter(([name]) => name !== 'emailAndAddress')
        .map(([n, t]) => throttles[n].forgive(t)),
    );
  }
  return valid;
}
