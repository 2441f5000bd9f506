import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import {
  outboxMessages,
  resetLinkOf,
  startLoopbackSmtp,
  type ReceivedMail,
} from './helpers/mail.js';
import { databaseTargets, type TestDatabase } from './helpers/test-database.js';
import { signUpAndLogIn } from './helpers/users.js';

/** An app with its log lines kept, on `env`. */
async function appWith(database: TestDatabase, env: Record<string, string>) {
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) =>
    lines.push(...chunk.toString().split('\n').filter(Boolean)),
  );
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'info', ...env }),
    database,
    logStream,
  });
  await app.ready();
  return { app, lines };
}

const forgot = async (app: FastifyInstance, email: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/resume/users/password/forgot',
    payload: { email },
  });
  await app.services.passwordResets.settled();
  return res;
};

describe.each(databaseTargets)('emails on $label', ({ open }) => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.drop());
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('without SMTP_URL writes each message to DATA_DIR/outbox as .eml and logs where', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shortlist-outbox-'));
    const started = await appWith(database, { DATA_DIR: dataDir });
    app = started.app;
    const outbox = path.join(dataDir, 'outbox');
    expect(started.lines.join('\n')).toContain(outbox);

    const user = await signUpAndLogIn(app);
    expect((await forgot(app, user.email)).statusCode).toBe(202);
    const [message] = outboxMessages(outbox);
    expect(message).toBeDefined();
    expect(message!.file).toMatch(/\.eml$/);
    expect(message!.raw).toMatch(/^From: Shortlist <no-reply@localhost>/m);
    expect(message!.raw).toMatch(new RegExp(`^To: ${user.email}`, 'm'));
    expect(message!.raw).toMatch(/^Subject: Reset your Shortlist password/m);
    // The link is a secret: only the server's user may read the file.
    expect(statSync(message!.file).mode & 0o777).toBe(0o600);
    expect(statSync(outbox).mode & 0o777).toBe(0o700);

    const { token } = resetLinkOf(message!.raw);
    const logged = started.lines.filter((l) => l.includes(message!.file));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!).msg).toBe('email written to the outbox (SMTP_URL is not set)');
    // No line holds the token or the recipient.
    expect(started.lines.some((l) => l.includes(token) || l.includes(user.email))).toBe(false);
  });

  describe('with SMTP_URL, through a loopback SMTP server', () => {
    let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
    afterEach(() => smtp.close());

    it('sends the message there (nothing in the outbox), with a link under PUBLIC_URL', async () => {
      smtp = await startLoopbackSmtp();
      dataDir = mkdtempSync(path.join(tmpdir(), 'shortlist-smtp-'));
      ({ app } = await appWith(database, {
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://cv.example.test/',
        MAIL_FROM: 'Shortlist <hello@cv.example.test>',
      }));
      const user = await signUpAndLogIn(app);
      expect((await forgot(app, user.email)).statusCode).toBe(202);
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0] as ReceivedMail;
      expect(mail.from).toBe('hello@cv.example.test');
      expect(mail.to).toEqual([user.email]);
      const { link, token } = resetLinkOf(mail.raw);
      expect(link).toBe(`https://cv.example.test/reset-password#token=${token}`);
      expect(outboxMessages(path.join(dataDir, 'outbox'))).toEqual([]);

      const reset = await app.inject({
        method: 'POST',
        url: '/resume/users/password/reset',
        payload: { token, password: 'sent by smtp passphrase' },
      });
      expect(reset.statusCode).toBe(200);
    });

    it('answers the same when the SMTP server refuses, and logs the failure', async () => {
      smtp = await startLoopbackSmtp({ refuse: true });
      dataDir = mkdtempSync(path.join(tmpdir(), 'shortlist-smtp-'));
      const started = await appWith(database, {
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://cv.example.test',
      });
      app = started.app;
      const user = await signUpAndLogIn(app);
      const res = await forgot(app, user.email);
      expect(res.statusCode).toBe(202);
      expect(smtp.received).toEqual([]);
      const failure = started.lines.find((l) => l.includes('could not be sent'));
      expect(failure).toBeDefined();
      expect(failure).not.toContain(user.email);
    });
  });
});

describe('mail configuration', () => {
  it('needs PUBLIC_URL with SMTP_URL, and an smtp:// or smtps:// URL', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(
      /PUBLIC_URL: is required when SMTP_URL is set/,
    );
    expect(() =>
      loadConfig({ SMTP_URL: 'http://mail.example.com', PUBLIC_URL: 'https://x.test' }),
    ).toThrow(ConfigError);
    expect(
      loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', PUBLIC_URL: 'https://x.test' })
        .smtpUrl,
    ).toBe('smtps://u:p@mail.example.com:465');
  });
});
