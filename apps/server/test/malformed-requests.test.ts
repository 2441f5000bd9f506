import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { capturedLog, LEVEL } from './helpers/log-lines.js';
import { databaseTargets, type TestDatabase } from './helpers/test-database.js';
import { redisSuffix, testRedisUrl, useTestRedis } from './helpers/test-redis.js';
import { signUpAndLogIn } from './helpers/users.js';

/** Sends raw bytes on a new connection; answers everything the server wrote before it closed. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? resolve(answer) : reject(error),
    );
    socket.on('close', () => resolve(answer));
  });
}

/** A request to `path` whose chunked body breaks HTTP in the given way. */
const chunked = (path: string, body: string, headers = '') =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${headers}Transfer-Encoding: chunked\r\n\r\n${body}`;

const MALFORMED_BODIES = [
  ['a chunk size that is not hex', 'zz\r\n{"a":1}\r\n0\r\n\r\n'],
  ['a chunk longer than its size', '5\r\n{"email":"a@b.c"}\r\n0\r\n\r\n'],
  ['a chunk size without its line end', '7{"a":1}\r\n0\r\n\r\n'],
] as const;

/** Rate-limited routes that take a body (each has its own @fastify/rate-limit rule). */
const RATE_LIMITED = [
  '/resume/users/register',
  '/resume/chat/start',
  '/resume/traffic/start',
  '/resume/stripe/create-checkout-session',
];

function malformedBehaviour(env: () => Record<string, string>, redisKeyPrefix?: () => string) {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  /** A signed-in user's cookie: the checkout route answers 401 before reading a body otherwise. */
  let cookie: string;
  const { logStream, lines } = capturedLog();
  beforeAll(async () => {
    database = await databaseTargets[0]!.open();
    const config = loadConfig({ LOG_LEVEL: 'info', NODE_ENV: 'test', ...env() });
    app = await buildApp({ config, database, logStream, redisKeyPrefix: redisKeyPrefix?.() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
    ({ cookie } = await signUpAndLogIn(app));
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it.each(
    RATE_LIMITED.flatMap((path) => MALFORMED_BODIES.map(([label, body]) => [path, label, body])),
  )('%s with %s answers 400 {message, code} and logs no error', async (path, _label, body) => {
    const before = lines.length;
    const answer = await rawExchange(
      port,
      chunked(path, body, `Cookie: ${cookie}\r\nX-Forwarded-For: 203.0.113.9\r\n`),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'The request is not valid HTTP.',
      code: 'MALFORMED_REQUEST',
    });
    // The request that was under way when its connection broke has finished by now.
    await new Promise((r) => setTimeout(r, 100));
    const errors = lines.slice(before).filter((line) => line.level >= LEVEL.error);
    expect(errors).toEqual([]);
  });

  it('still answers well-formed requests on the same routes', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/resume/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
    expect(lines.filter((line) => line.level >= LEVEL.error)).toEqual([]);
  });
}

describe('a malformed chunked body on a rate-limited route, counted in memory', () => {
  malformedBehaviour(() => ({}));
});

describe('a malformed chunked body behind a trusted proxy', () => {
  malformedBehaviour(() => ({ TRUST_PROXY: '1' }));
});

describe.skipIf(!testRedisUrl)(
  `a malformed chunked body on a rate-limited route, counted in Redis${redisSuffix}`,
  () => {
    const redis = useTestRedis();
    malformedBehaviour(
      () => ({ REDIS_URL: redis.url }),
      () => redis.prefix,
    );
  },
);
