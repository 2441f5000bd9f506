import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A message's text with quoted-printable undone (soft line breaks and =XX bytes). */
export function decodeQuotedPrintable(raw: string) {
  return Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The reset link in an email, and its token. */
export function resetLinkOf(raw: string) {
  const match = /(\S+\/reset-password#token=([A-Za-z0-9_-]+))/.exec(decodeQuotedPrintable(raw));
  if (!match) throw new Error(`no reset link in the message:\n${raw}`);
  return { link: match[1] as string, token: match[2] as string };
}

/** The `.eml` files of an outbox folder, oldest first, as text ([] when it does not exist). */
export function outboxMessages(dir: string) {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.sort().map((name) => ({
    file: path.join(dir, name),
    raw: readFileSync(path.join(dir, name), 'utf8'),
  }));
}

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on loopback (the `smtp-server` package), standing in for the mail
 * provider: it takes any message (or refuses every recipient when `refuse`) and keeps it.
 */
export async function startLoopbackSmtp({ refuse = false } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse) return callback(new Error(`550 no mailbox for ${address.address}`));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
