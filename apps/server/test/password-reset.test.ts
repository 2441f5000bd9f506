import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RESET_REQUESTED_MESSAGE } from '@shortlist/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { RESET_LINK_INVALID } from '../src/modules/auth/password-reset.js';
import { outboxMessages, resetLinkOf } from './helpers/mail.js';
import { databaseTargets, type TestDatabase } from './helpers/test-database.js';
import { signUpAndLogIn, type TestUser } from './helpers/users.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const NEW_PASSWORD = 'a brand new passphrase 42';

describe.each(databaseTargets)('password reset on $label', ({ open }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;
  /** The app's clock: tests move it to let a link expire. */
  let clock = Date.now();
  const outbox = () => outboxMessages(path.join(dataDir, 'outbox'));
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    database = await open();
    dataDir = mkdtempSync(path.join(tmpdir(), 'shortlist-reset-'));
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    app = await buildApp({ config, database, now: () => new Date(clock) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let address = 0;
  /** Each test its own client address, so the per-address limits count only its requests. */
  const newAddress = () => `10.9.0.${++address}`;
  const forgot = async (email: string, remoteAddress = newAddress()) => {
    const res = await app.inject({
      method: 'POST',
      url: '/resume/users/password/forgot',
      payload: { email },
      remoteAddress,
    });
    await app.services.passwordResets.settled();
    return res;
  };
  const reset = (token: string, password = NEW_PASSWORD, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/resume/users/password/reset',
      payload: { token, password },
      remoteAddress: newAddress(),
      ...(cookie && { headers: { cookie } }),
    });
  const login = (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/resume/users/login',
      payload: { email, password },
      remoteAddress: newAddress(),
    });
  const me = (cookie: string) =>
    app.inject({ method: 'GET', url: '/resume/users/me', headers: { cookie } });
  /** Asks for a link and reads it from the newest email to the user. */
  const linkFor = async (user: TestUser) => {
    const before = outbox().length;
    expect((await forgot(user.email)).statusCode).toBe(202);
    const messages = outbox();
    expect(messages).toHaveLength(before + 1);
    const raw = messages.at(-1)!.raw;
    expect(raw).toMatch(new RegExp(`^To: ${user.email}`, 'm'));
    return resetLinkOf(raw);
  };

  it('emails a link to the account, storing only the hash of its token, valid 1 hour', async () => {
    const user = await signUpAndLogIn(app);
    const { link, token } = await linkFor(user);
    expect(link).toBe(`http://localhost:3000/reset-password#token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Valid for 1 hour from the app's clock (the one the link is checked against).
    const stored = await rows<{ token_hash: string; expires_ms: string }>(
      sql`select token_hash, (extract(epoch from expires_at) * 1000)::bigint::text as expires_ms
          from password_resets where user_id = ${user.id}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toBe(sha256(token));
    expect(Number(stored[0]!.expires_ms)).toBe(clock + 60 * 60_000);
    const everything = await rows<{ t: string }>(sql`select p::text as t from password_resets p`);
    expect(everything.some((r) => r.t.includes(token))).toBe(false);
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const user = await signUpAndLogIn(app);
    const known = await forgot(user.email);
    const count = outbox().length;
    const stored = await rows<{ n: number }>(sql`select count(*)::int as n from password_resets`);
    const unknown = await forgot(`nobody-${Date.now()}@example.com`);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect(outbox()).toHaveLength(count);
    expect(await rows(sql`select count(*)::int as n from password_resets`)).toEqual(stored);
  });

  it('sets the new password, ends every session of the account, and signs in', async () => {
    const user = await signUpAndLogIn(app);
    const second = await login(user.email, user.password);
    const secondCookie = `shortlist_session=${second.cookies.find((c) => c.name === 'shortlist_session')!.value}`;
    const bystander = await signUpAndLogIn(app, 'Bystander');
    const { token } = await linkFor(user);

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Success', userID: user.id, email: user.email });
    const fresh = res.cookies.find((c) => c.name === 'shortlist_session');
    expect(fresh?.httpOnly).toBe(true);

    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(secondCookie)).statusCode).toBe(401);
    expect((await me(`shortlist_session=${fresh!.value}`)).statusCode).toBe(200);
    expect((await me(bystander.cookie)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works once: the same link again is refused and changes nothing', async () => {
    const user = await signUpAndLogIn(app);
    const { token } = await linkFor(user);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'yet another passphrase 7');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: RESET_LINK_INVALID, code: 'RESET_LINK_INVALID' });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, 'yet another passphrase 7')).statusCode).toBe(401);
  });

  it('works once even when used twice at the same moment', async () => {
    const user = await signUpAndLogIn(app);
    const { token } = await linkFor(user);
    const answers = await Promise.all([reset(token), reset(token, 'the other passphrase 9')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('expires after 1 hour', async () => {
    const user = await signUpAndLogIn(app);
    const early = await linkFor(user);
    const late = await linkFor(user);
    const start = clock;
    try {
      clock = start + 59 * 60_000;
      expect((await reset(early.token)).statusCode).toBe(200);
      clock = start + 61 * 60_000;
      const expired = await reset(late.token, 'too late a passphrase 1');
      expect(expired.statusCode).toBe(400);
      expect(expired.json().code).toBe('RESET_LINK_INVALID');
    } finally {
      clock = start;
    }
  });

  it('a used link makes the account’s other links stop working', async () => {
    const user = await signUpAndLogIn(app);
    const first = await linkFor(user);
    const second = await linkFor(user);
    expect((await reset(second.token)).statusCode).toBe(200);
    expect((await reset(first.token, 'an older link passphrase')).statusCode).toBe(400);
  });

  it('refuses a weak password before using the link, which then still works', async () => {
    const user = await signUpAndLogIn(app);
    const { token } = await linkFor(user);
    const weak = await reset(token, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('WEAK_PASSWORD');
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('sends an account at most 3 links an hour, answering the same to the 4th', async () => {
    const user = await signUpAndLogIn(app);
    const before = outbox().length;
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await forgot(user.email));
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(outbox()).toHaveLength(before + 3);
  });

  it('limits asking per client address (429 after 10 an hour)', async () => {
    const from = newAddress();
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await forgot(`someone-${i}@example.com`, from)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it.each([
    [{}, 'Enter your email address.'],
    [{ email: 'not an email' }, 'Enter a valid email address.'],
    [{ email: 42 }, 'Enter your email address.'],
  ])('refuses forgot %j with a 400 and stores nothing', async (payload, message) => {
    const before = await rows(sql`select count(*)::int as n from password_resets`);
    const res = await app.inject({
      method: 'POST',
      url: '/resume/users/password/forgot',
      payload,
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: expect.stringContaining(message),
      code: expect.any(String),
    });
    expect(await rows(sql`select count(*)::int as n from password_resets`)).toEqual(before);
  });

  it.each([
    [{ password: NEW_PASSWORD }, 'reset link is incomplete'],
    [{ token: '', password: NEW_PASSWORD }, 'reset link is incomplete'],
    [{ token: 'x'.repeat(201), password: NEW_PASSWORD }, 'not valid'],
    [{ token: 'abc' }, 'Enter a password.'],
    [{ token: 'abc', password: 'short' }, 'at least 8 characters'],
  ])('refuses reset %j with a 400', async (payload, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/resume/users/password/reset',
      payload,
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses an unknown token like a used one', async () => {
    const res = await reset('A'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: RESET_LINK_INVALID, code: 'RESET_LINK_INVALID' });
  });
});

describe.each(databaseTargets)('change of password on $label', ({ open }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await open();
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const change = (user: TestUser, payload: object, remoteAddress = '10.8.0.1') =>
    app.inject({
      method: 'PUT',
      url: '/resume/users/me/password',
      headers: { cookie: user.cookie },
      payload,
      remoteAddress,
    });
  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/resume/users/login', payload: { email, password } });
  const me = (cookie: string) =>
    app.inject({ method: 'GET', url: '/resume/users/me', headers: { cookie } });

  it('asks the current password, keeps this session and ends the others', async () => {
    const user = await signUpAndLogIn(app);
    const other = await login(user.email, user.password);
    const otherCookie = `shortlist_session=${other.cookies.find((c) => c.name === 'shortlist_session')!.value}`;
    const res = await change(user, { currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'Success',
      message: 'Your password was changed. 1 other session was signed out.',
    });
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await me(otherCookie)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 403 and changes nothing', async () => {
    const user = await signUpAndLogIn(app);
    const res = await change(user, {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('WRONG_PASSWORD');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('stops guessing the current password behind the login throttles', async () => {
    const user = await signUpAndLogIn(app);
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (
          await change(
            user,
            { currentPassword: `guess ${i}`, newPassword: NEW_PASSWORD },
            '10.8.0.9',
          )
        ).statusCode,
      );
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(statuses[5]).toBe(429);
  });

  it.each([
    [{ newPassword: NEW_PASSWORD }, 'Enter your current password.'],
    [{ currentPassword: 'x' }, 'Enter a password.'],
    [{ currentPassword: 'x', newPassword: 'short' }, 'at least 8 characters'],
  ])('refuses %j with a 400 and changes nothing', async (payload, message) => {
    const user = await signUpAndLogIn(app);
    const res = await change(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a weak new password with 400 WEAK_PASSWORD', async () => {
    const user = await signUpAndLogIn(app);
    const res = await change(user, { currentPassword: user.password, newPassword: 'password1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WEAK_PASSWORD');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});
