import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { databaseTargets, type TestDatabase } from './helpers/test-database.js';
import { signUpAndLogIn } from './helpers/users.js';

describe('TRUST_PROXY', () => {
  it('is false by default, a hop count, or a list of addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: must be false/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: must be false/);
  });

  it('refuses true, saying why', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY: `true` would take the client address from X-Forwarded-For, which any client can write',
    );
  });
});

describe('the client address and protocol behind proxies', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await databaseTargets[0]!.open();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.drop();
  });

  async function appWith(trustProxy: string) {
    const config = loadConfig({ LOG_LEVEL: 'silent', TRUST_PROXY: trustProxy });
    const app = await buildApp({ config, database });
    app.get('/resume/test-client', async (request) => ({
      ip: request.ip,
      protocol: request.protocol,
      host: request.host,
    }));
    await app.ready();
    apps.push(app);
    return app;
  }
  const seen = async (
    app: FastifyInstance,
    remoteAddress: string,
    headers: Record<string, string>,
  ) =>
    (
      await app.inject({ method: 'GET', url: '/resume/test-client', remoteAddress, headers })
    ).json();

  const forwarded = {
    'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.2',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'shortlist.example',
  };

  it('false: the socket address, whatever the headers say', async () => {
    const app = await appWith('false');
    expect(await seen(app, '203.0.113.5', forwarded)).toEqual({
      ip: '203.0.113.5',
      protocol: 'http',
      host: 'localhost:80',
    });
  });

  it('a hop count N: the Nth address from the right of X-Forwarded-For', async () => {
    expect((await seen(await appWith('1'), '127.0.0.1', forwarded)).ip).toBe('10.0.0.2');
    const two = await seen(await appWith('2'), '127.0.0.1', forwarded);
    expect(two).toEqual({ ip: '198.51.100.7', protocol: 'https', host: 'shortlist.example' });
  });

  it('a list: skips trusted proxies from the right; an untrusted socket is the client', async () => {
    const app = await appWith('127.0.0.1,10.0.0.0/8');
    expect(await seen(app, '127.0.0.1', forwarded)).toEqual({
      ip: '198.51.100.7',
      protocol: 'https',
      host: 'shortlist.example',
    });
    // Someone reaching the server directly cannot choose an address, a scheme or a host.
    expect(await seen(app, '203.0.113.5', forwarded)).toEqual({
      ip: '203.0.113.5',
      protocol: 'http',
      host: 'localhost:80',
    });
  });

  it('a made-up leftmost X-Forwarded-For entry does not escape the login throttle', async () => {
    const app = await appWith('1');
    const user = await signUpAndLogIn(app);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/resume/users/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `6.6.6.${i}, 198.51.100.9` },
        payload: { email: user.email, password: `guess ${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});
