import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';
import { countRows, query } from './helpers/tables.js';

type Row = { id: string; email: string; message: string; status: boolean; created_at: Date };

describe.each(databaseTargets)('POST /resume/chat/start on $label', ({ open }) => {
  const ctx = useTestApp(open, { CHAT_RATE_LIMIT_PER_HOUR: '1000' });
  let address = 0;
  /** Each call from its own address, so the rate limit stays out of the way. */
  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/resume/chat/start',
      payload: payload as object,
      headers,
      remoteAddress: `10.13.0.${(address += 1) % 250}`,
    });
  const stored = (id: string) =>
    query<Row>(ctx.database, sql`select * from chat_messages where id = ${id}`);

  it('stores a pending message with its time and answers 201 with its id', async () => {
    const before = Date.now();
    const res = await send({ email: ' ada@example.com ', message: '  Hello, I need help.  ' });
    expect(res.statusCode).toBe(201);
    const { _id } = res.json();
    const [row] = await stored(_id);
    expect(row).toMatchObject({
      email: 'ada@example.com',
      message: 'Hello, I need help.',
      status: false,
    });
    expect(new Date(row!.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('stores hostile text exactly as given', async () => {
    const message = `<script>alert("x")</script> '; drop table chat_messages; -- \u202e ${'é'.repeat(3)} 👩🏽‍💻`;
    const res = await send({ email: 'eve@example.com', message });
    expect(res.statusCode).toBe(201);
    expect((await stored(res.json()._id))[0]!.message).toBe(message);
  });

  it('takes exactly 5,000 characters after trimming', async () => {
    const res = await send({ email: 'a@example.com', message: ` ${'x'.repeat(5000)} ` });
    expect(res.statusCode).toBe(201);
  });

  const bad: [string, unknown, RegExp][] = [
    ['an empty message', { email: 'a@example.com', message: '' }, /Type Your message/],
    ['a blank message', { email: 'a@example.com', message: ' \n\t ' }, /Type Your message/],
    ['5,001 characters', { email: 'a@example.com', message: 'x'.repeat(5001) }, /5,000/],
    ['a huge message', { email: 'a@example.com', message: 'x'.repeat(60_000) }, /5,000/],
    ['no email', { message: 'Hello' }, /email/],
    ['a bad email', { email: 'not-an-email', message: 'Hello' }, /valid email/],
    ['an email too long', { email: `${'a'.repeat(250)}@example.com`, message: 'Hi' }, /too long/],
    ['a number as message', { email: 'a@example.com', message: 42 }, /Type Your message/],
    ['an object as email', { email: { $ne: '' }, message: 'Hi' }, /email/],
    ['a list', [{ email: 'a@example.com', message: 'Hi' }], /Invalid body/],
    ['NUL in the message', { email: 'a@example.com', message: 'a\u0000b' }, /NUL/],
    ['a lone surrogate', { email: 'a@example.com', message: '\uD800' }, /NUL/],
  ];
  it.each(bad)('refuses %s with 400 and a message, storing nothing', async (_, body, message) => {
    const before = await countRows(ctx.database, 'chat_messages');
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await countRows(ctx.database, 'chat_messages')).toBe(before);
  });

  it('refuses a body over 64 KB with 413, storing nothing', async () => {
    const before = await countRows(ctx.database, 'chat_messages');
    const res = await send({ email: 'a@example.com', message: 'x'.repeat(70_000) });
    expect(res.statusCode).toBe(413);
    expect(await countRows(ctx.database, 'chat_messages')).toBe(before);
  });

  it('refuses a text/plain body with 415: only the traffic routes take one', async () => {
    const before = await countRows(ctx.database, 'chat_messages');
    const res = await send(JSON.stringify({ email: 'a@example.com', message: 'Hi' }), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: expect.stringMatching(/JSON/),
      code: expect.any(String),
    });
    expect(await countRows(ctx.database, 'chat_messages')).toBe(before);
  });
});

describe('the chat rate limit (CHAT_RATE_LIMIT_PER_HOUR)', () => {
  it('is 10 messages per client address and hour by default; the 11th is 429 with a message', async () => {
    const database = await databaseTargets[0]!.open();
    const { app, config } = await buildTestApp(database);
    try {
      expect(config.chatRateLimitPerHour).toBe(10);
      const send = (remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/resume/chat/start',
          payload: { email: 'a@example.com', message: 'Hello' },
          remoteAddress,
        });
      for (let i = 0; i < 10; i += 1) expect((await send('192.0.2.1')).statusCode).toBe(201);
      const refused = await send('192.0.2.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: expect.stringMatching(/^You have sent too many messages\. Please try again in/),
        code: 'RATE_LIMITED',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await countRows(database, 'chat_messages')).toBe(10);
      // Another address is counted apart; a forged X-Forwarded-For changes nothing.
      expect((await send('192.0.2.2')).statusCode).toBe(201);
      const forged = await app.inject({
        method: 'POST',
        url: '/resume/chat/start',
        payload: { email: 'a@example.com', message: 'Hello' },
        headers: { 'x-forwarded-for': '198.51.100.9' },
        remoteAddress: '192.0.2.1',
      });
      expect(forged.statusCode).toBe(429);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
