import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };

export type MailerOptions = {
  /** SMTP_URL; unset: every message is written to `outboxDir` instead. */
  smtpUrl?: string;
  /** MAIL_FROM. */
  from: string;
  /** DATA_DIR/outbox. */
  outboxDir: string;
  log: FastifyBaseLogger;
};

const ADDRESS = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:]+/g;

/**
 * A sending error as it may be logged: an SMTP server's reply often quotes the recipient
 * ('550 no mailbox for ada@example.com'), so addresses are replaced; the code stays.
 */
function addressFree(error: unknown) {
  const { message, code, responseCode } = error as {
    message?: string;
    code?: unknown;
    responseCode?: unknown;
  };
  const safe = new Error(
    `email not sent: ${String(message ?? error).replace(ADDRESS, '[address]')}`,
  );
  return Object.assign(safe, {
    ...(typeof code === 'string' && { code }),
    ...(typeof responseCode === 'number' && { responseCode }),
  });
}

/** A unique, sortable file name: the time, then random bits (two messages in one millisecond). */
const outboxName = () =>
  `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;

/**
 * Email through nodemailer (decision 0291): to `SMTP_URL` when it is set; otherwise each
 * message is rendered by nodemailer's own stream transport, exactly as it would be sent, and
 * written to the outbox folder as an `.eml` file, which the log names. Reset links are
 * secrets: the folder and its files are readable by the server's user only, and no log line
 * holds a message's recipient or body.
 */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions) {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true });
  const inFlight = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    // SMTP answers the message id; the stream transport the message itself.
    let info: { messageId?: string; message?: unknown };
    try {
      info = await transport.sendMail({ from, ...message });
    } catch (error) {
      throw addressFree(error);
    }
    if (smtpUrl) {
      log.info({ messageId: info.messageId }, 'email sent');
      return;
    }
    await mkdir(outboxDir, { recursive: true, mode: 0o700 });
    const file = path.join(outboxDir, outboxName());
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    log.info({ file }, 'email written to the outbox (SMTP_URL is not set)');
  }

  return {
    /** `smtp` when SMTP_URL is set, else `outbox`. */
    mode: smtpUrl ? ('smtp' as const) : ('outbox' as const),
    outboxDir,
    send,
    /**
     * Sends without making the caller wait (the request's answer must not depend on it);
     * a failure is logged, never thrown.
     */
    deliver(message: MailMessage) {
      const sending = send(message).catch((err: unknown) => {
        log.error({ err }, 'email could not be sent');
      });
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    },
    /** Resolves once every message handed to `deliver` so far has been sent or has failed. */
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async close() {
      await this.settled();
      transport.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
