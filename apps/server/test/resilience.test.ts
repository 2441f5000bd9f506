import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { httpClient, signUpOverHttp } from './helpers/http-client.js';
import { sampleResume } from './helpers/resume-fixture.js';
import { startServerProcess, waitForUrl, type ServerProcess } from './helpers/server-process.js';
import { openPostgres, type TestDatabase } from './helpers/test-database.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A server process that is stopped (SIGKILL if need be) after the file. */
async function started(
  env: Record<string, string>,
): Promise<{ server: ServerProcess; url: string }> {
  const server = startServerProcess({ PORT: '0', LOG_LEVEL: 'warn', ...env });
  cleanups.push(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  });
  return { server, url: await waitForUrl(server, 120_000) };
}

/** A PostgreSQL database of its own (migrated), dropped after the file. */
async function postgresDatabase(): Promise<TestDatabase> {
  const database = await openPostgres(baseUrl as string);
  cleanups.push(() => database.drop());
  await database.close();
  return database;
}

type Storage = { label: string; env: () => Promise<Record<string, string>> };
const storages: Storage[] = [
  {
    label: 'PGlite',
    env: async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'shortlist-kill-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      return { DATA_DIR: dataDir };
    },
  },
  ...(baseUrl
    ? [
        {
          label: 'PostgreSQL',
          env: async () => ({ DATABASE_URL: (await postgresDatabase()).url! }),
        },
      ]
    : []),
];

describe.each(storages)('kill -9 during 200 concurrent saves, on $label', ({ env }) => {
  it('keeps every save the server acknowledged', async () => {
    const storage = await env();
    const first = await started(storage);
    const request = httpClient(first.url);
    const user = await signUpOverHttp(request, `kill-${Date.now()}@example.com`);

    const acknowledged = new Map<string, string>();
    let killed = false;
    const saves = Array.from({ length: 200 }, async (_, i) => {
      const name = `Saved ${i}`;
      try {
        const res = await request('POST', '/addresume/save', {
          body: sampleResume(name),
          cookie: user.cookie,
        });
        if (res.status === 201) acknowledged.set(String(res.json.id), name);
        // Pull the plug while most saves are still in flight.
        if (acknowledged.size >= 20 && !killed) {
          killed = true;
          first.server.child.kill('SIGKILL');
        }
      } catch {
        // The connection died with the process: this save was never acknowledged.
      }
    });
    await Promise.all(saves);
    expect(await first.server.exited).toBe(null); // killed by a signal, not exited
    expect(acknowledged.size).toBeGreaterThanOrEqual(20);
    expect(acknowledged.size).toBeLessThan(200);

    // The same storage again (PGlite: the dead process's DATA_DIR lock is taken over).
    const second = await started(storage);
    const after = httpClient(second.url);
    const list = await after('GET', `/addresume/getallresumes/${user.id}?limit=100`, {
      cookie: user.cookie,
    });
    expect(list.status).toBe(200);
    // Every acknowledged save is there, with the text it was saved with.
    const stored = new Map<string, string>();
    for (const id of acknowledged.keys()) {
      const one = await after('GET', `/addresume/resume/${id}`, { cookie: user.cookie });
      if (one.status === 200)
        stored.set(
          id,
          (one.json as unknown as { personalInfo: { fullName: string } }).personalInfo.fullName,
        );
    }
    const lost = [...acknowledged].filter(([id, name]) => stored.get(id) !== name);
    expect(lost).toEqual([]);
    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toBe(0);
  });
});

describe.skipIf(!baseUrl)('PostgreSQL connections terminated under load', () => {
  it('leaves the server process up; it fails only what was cut (503) and recovers', async () => {
    const database = await postgresDatabase();
    const { server, url } = await started({ DATABASE_URL: database.url! });
    const request = httpClient(url);
    const user = await signUpOverHttp(request, `terminate-${Date.now()}@example.com`);
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    cleanups.push(() => admin.end());
    const name = new URL(database.url!).pathname.slice(1);

    const statuses: number[] = [];
    let running = true;
    const load = Array.from({ length: 20 }, async (_, worker) => {
      for (let i = 0; running && i < 40; i += 1) {
        const res =
          i % 2 === 0
            ? await request('GET', '/users/me', { cookie: user.cookie })
            : await request('POST', '/addresume/draft', {
                body: sampleResume(`W${worker} ${i}`),
                cookie: user.cookie,
              });
        statuses.push(res.status);
      }
    });
    for (let round = 0; round < 5; round += 1) {
      await new Promise((r) => setTimeout(r, 150));
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      );
    }
    running = false;
    await Promise.all(load);

    expect(server.child.exitCode).toBe(null);
    expect(statuses.filter((s) => ![200, 201, 503].includes(s))).toEqual([]);
    expect((await request('GET', '/ready')).status).toBe(200);
    for (let i = 0; i < 10; i += 1)
      expect((await request('GET', '/users/me', { cookie: user.cookie })).status).toBe(200);
  });
});
