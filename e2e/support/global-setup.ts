import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The admin account the server creates at start (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const E2E_ADMIN = { userName: 'e2e-admin', pass: 'e2e admin password 1' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts one built server for the whole run (`npm start`'s script, which builds what is stale)
 * on a free port with a fresh data folder, and tells the tests where it is through E2E_BASE_URL.
 */
export default async function globalSetup() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shortlist-e2e-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: E2E_ADMIN.userName,
      ADMIN_PASSWORD: E2E_ADMIN.pass,
      // AI buttons answer from the offline engine: deterministic, no key, no network.
      AI_PROVIDER: 'offline',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not become ready:\n${output}`);
    const ready = await fetch(`${baseUrl}/resume/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
