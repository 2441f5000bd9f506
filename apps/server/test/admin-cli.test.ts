import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { buildApp } from '../src/app.js';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'shortlist-admin-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run admin -- <args>` (its script) with `input` on stdin. */
function adminCli(args: string[], input: string) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/admin-cli.ts', ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('close', (code) => resolve({ code, out }));
    child.stdin.end(input);
  });
}

describe('npm run admin', () => {
  it('creates an admin and resets its password from stdin; refuses what it must', async () => {
    const created = await adminCli(['create', 'ops'], 'first password 123\n');
    expect(created.out).toContain('Admin ops created.');
    expect(created.code).toBe(0);
    const short = await adminCli(['reset-password', 'ops'], 'short\n');
    expect(short.code).toBe(1);
    expect(short.out).toContain('at least 12 characters');
    expect((await adminCli(['delete', 'ops'], '')).code).toBe(2);
    const reset = await adminCli(['reset-password', 'ops'], 'second password 456\n');
    expect(reset.code).toBe(0);

    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const database = await openDatabase({
      driver: 'pglite',
      dataDir,
      migrationsDir: config.migrationsDir,
    });
    const app = await buildApp({ config, database });
    await app.ready();
    const login = (pass: string) =>
      app.inject({
        method: 'POST',
        url: '/resume/admin/login',
        payload: { userName: 'ops', pass },
      });
    expect((await login('first password 123')).statusCode).toBe(401);
    expect((await login('second password 456')).statusCode).toBe(200);
    await app.close();
    await database.close();
  }, 120_000);
});
