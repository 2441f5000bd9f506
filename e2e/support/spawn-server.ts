import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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

export type SpawnedServer = { child: ChildProcess; baseUrl: string; dataDir: string };

/**
 * Starts `script` (a path from the repository root) as a server on a free loopback port with a
 * fresh PGlite data folder, and waits until `/resume/ready` answers (or throws with the
 * server's output when it exits or does not become ready within `readyWithinMs`).
 */
export async function spawnServer(
  script: string,
  env: Record<string, string>,
  { dataDirPrefix = 'shortlist-e2e-', readyWithinMs = 120_000 } = {},
): Promise<SpawnedServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), dataDirPrefix));
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not become ready:\n${output}`);
    const ready = await fetch(`${baseUrl}/resume/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, baseUrl, dataDir };
    await new Promise((r) => setTimeout(r, 250));
  }
}
