import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { sampleResume } from './helpers/resume-fixture.js';
import { databaseTargets, type TestDatabase } from './helpers/test-database.js';

/** An app whose log lines the test reads, with a route whose query fails with a value in it. */
async function loggedApp(database: TestDatabase, level: string) {
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) =>
    lines.push(...chunk.toString().split('\n').filter(Boolean)),
  );
  const config = loadConfig({ LOG_LEVEL: level, NODE_ENV: 'test' });
  const app = await buildApp({ config, database, logStream });
  app.post('/resume/test-failing-query', async (request) => {
    const { secret } = request.body as { secret: string };
    await database.db.execute(sql`select ${secret}::int`);
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe.each(databaseTargets)('what the log holds, on $label', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.drop());

  describe('at info, in a run with errors', () => {
    let app: FastifyInstance;
    let lines: string[];
    const email = `log-marker-${Date.now()}@example.com`;
    const password = 'PasswordMarker-7b1f';
    const resumeText = 'ResumeMarker-c93a wrote the Bernoulli program';
    let requests = 0;
    const send = async (options: InjectOptions) => {
      requests += 1;
      return app.inject(options);
    };
    beforeAll(async () => {
      ({ app, lines } = await loggedApp(database, 'info'));
      const body = { email, password, name: 'NameMarker-55e2' };
      await send({ method: 'POST', url: '/resume/users/register', payload: body });
      await send({ method: 'POST', url: '/resume/users/register', payload: body }); // 409
      await send({
        method: 'POST',
        url: '/resume/users/login',
        payload: { email, password: `${password}x` },
      });
      const login = await send({
        method: 'POST',
        url: '/resume/users/login',
        payload: { email, password },
      });
      const cookie = `shortlist_session=${login.cookies.find((c) => c.name === 'shortlist_session')!.value}`;
      const resume = sampleResume('NameMarker-55e2');
      resume.personalInfo.aboutMe = resumeText;
      await send({
        method: 'POST',
        url: '/resume/addresume/save',
        headers: { cookie },
        payload: resume,
      });
      await send({
        method: 'POST',
        url: '/resume/addresume/draft',
        headers: { cookie },
        payload: {
          ...resume,
          personalInfo: { ...resume.personalInfo, fullName: `${resumeText}\u0000` },
        },
      });
      await send({
        method: 'POST',
        url: '/resume/addresume/save',
        headers: { cookie, 'content-type': 'application/json' },
        payload: `{"personalInfo": "${resumeText}`,
      });
      const failed = await send({
        method: 'POST',
        url: '/resume/test-failing-query',
        payload: { secret: `${resumeText} ${email}` },
      });
      expect(failed.statusCode).toBe(500);
    });
    afterAll(() => app.close());

    it('never holds a password, a hash, an email, a name or resume text', () => {
      const log = lines.join('\n');
      expect(log).toContain('request failed'); // the error was logged...
      for (const secret of [
        password,
        '$argon2id',
        email,
        'log-marker',
        'NameMarker',
        'ResumeMarker',
      ])
        expect(log, secret).not.toContain(secret); // ...without what was sent
    });

    it('writes one line per request', () => {
      const requestLines = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
      expect(requestLines).toHaveLength(requests);
      expect(requestLines[0]).toMatchObject({
        level: 30,
        method: 'POST',
        path: '/resume/users/register',
        status: 201,
      });
      expect(Object.keys(requestLines[0])).not.toContain('req');
    });
  });

  it('at warn, logs no successful request', async () => {
    const { app, lines } = await loggedApp(database, 'warn');
    for (let i = 0; i < 5; i += 1) await app.inject({ method: 'GET', url: '/resume/health' });
    await app.inject({ method: 'GET', url: '/resume/ready' });
    await app.close();
    // (The one line that may be there says the web app is not built.)
    expect(lines.filter((l) => !l.includes('the web app is not built'))).toEqual([]);
  });
});
