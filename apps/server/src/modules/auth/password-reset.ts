import { RESET_LINK_HOURS } from '@shortlist/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { badRequest } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword, hashSessionToken, newSessionToken, normaliseEmail } from './credentials.js';
import { checkNewPassword } from './password-rules.js';
import { passwordResetRepository } from './password-reset-repository.js';
import type { AuthService } from './service.js';

const HOUR = 3_600_000;
/** Links one account can be sent per hour; more requests answer the same and send nothing. */
export const RESETS_PER_ACCOUNT_PER_HOUR = 3;

export const RESET_LINK_INVALID =
  'This reset link has expired or was already used. Ask for a new one on the login page.';

export type PasswordResetOptions = {
  mailer: Mailer;
  /** The site's address: the link is `<siteUrl>/reset-password#token=…`. */
  siteUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
};

function resetEmail(name: string, link: string) {
  return {
    subject: 'Reset your Shortlist password',
    text: [
      `Hello ${name},`,
      '',
      'Someone, hopefully you, asked to reset the password of your Shortlist account.',
      `Open this link within ${RESET_LINK_HOURS} hour to choose a new password:`,
      '',
      link,
      '',
      'The link works once. Choosing a new password signs you out everywhere else.',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * 'Forgot password?' (issue 29, decision 0291): a single-use link valid for 1 hour, emailed;
 * only the SHA-256 of its token is stored. Asking answers the same whether the address has an
 * account or not, and does its work after answering, so neither the answer nor its timing
 * tells. Using the link sets the password, ends every session of the account and signs in.
 */
export function passwordResetService(
  db: Db,
  auth: AuthService,
  { mailer, siteUrl, log, now = () => new Date() }: PasswordResetOptions,
) {
  const background = new Set<Promise<void>>();

  async function sendLink(email: string) {
    const repo = passwordResetRepository(db);
    const user = await auth.findUserByEmail(normaliseEmail(email));
    if (!user) return;
    const at = now();
    if (
      (await repo.countSince(user.id, new Date(at.getTime() - HOUR))) >= RESETS_PER_ACCOUNT_PER_HOUR
    ) {
      log.warn('password reset not sent: the account had its hourly number of links');
      return;
    }
    await repo.deleteExpired(user.id, at);
    const token = newSessionToken();
    await repo.insert({
      tokenHash: hashSessionToken(token),
      userId: user.id,
      expiresAt: new Date(at.getTime() + RESET_LINK_HOURS * HOUR),
    });
    const link = `${siteUrl}/reset-password#token=${token}`;
    await mailer.send({ to: user.email, ...resetEmail(user.name, link) });
  }

  return {
    /** Answers at once; the link (if the account exists) is made and sent in the background. */
    requestReset(email: string) {
      const job = sendLink(email).catch((err: unknown) => {
        log.error({ err }, 'password reset link could not be sent');
      });
      background.add(job);
      void job.finally(() => background.delete(job));
    },

    /**
     * Sets the password of the link's account and ends all its sessions; the link then works
     * no more. A weak password is refused before the link is used, so it can be tried again.
     */
    async resetPassword(token: string, password: string, replacing?: string) {
      const tokenHash = hashSessionToken(token);
      const user = await passwordResetRepository(db).findLive(tokenHash, now());
      if (!user) throw badRequest(RESET_LINK_INVALID, 'RESET_LINK_INVALID');
      checkNewPassword(password, user);
      const passwordHash = await hashPassword(password);
      const done = await withTransaction(db, async (tx) => {
        const repo = passwordResetRepository(tx);
        if (!(await repo.consume(tokenHash, now()))) return false;
        await repo.setPasswordHash(user.id, passwordHash);
        await repo.deleteOthers(user.id, tokenHash);
        await repo.deleteSessions(user.id);
        return true;
      });
      if (!done) throw badRequest(RESET_LINK_INVALID, 'RESET_LINK_INVALID');
      auth.forgetSessionsOf(user.id);
      if (replacing) await auth.logout(replacing);
      return auth.signIn(user.id);
    },

    /** Resolves once every link asked for so far has been sent (or has failed). */
    async settled() {
      while (background.size > 0) await Promise.all([...background]);
    },
  };
}
export type PasswordResetService = ReturnType<typeof passwordResetService>;
