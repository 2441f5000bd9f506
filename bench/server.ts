import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const root = join(import.meta.dirname, '..');

/** Builds the server the benchmarks start (dist/bin/main.js), unless BENCH_SKIP_BUILD is set. */
export function buildServer(): void {
  if (process.env.BENCH_SKIP_BUILD) return;
  process.stdout.write('Building the server...\n');
  execFileSync('npm', ['run', '--silent', 'build', '-w', 'apps/server'], {
    cwd: root,
    stdio: 'inherit',
  });
}

export type Server = {
  url: string;
  /** The server process's id (for its memory in /proc). */
  pid: number;
  logBytes: () => number;
  stop: () => Promise<void>;
};

/**
 * Starts a server process (PORT=0: it picks a free port) and resolves once it prints its URL;
 * counts what it logs. Its output goes to a file, not through this process: the load
 * generators run here, and reading a server's log lines on their event loop would add to the
 * latencies they measure of that server only (decision 0900, "A fair start").
 */
export async function startServer(args: string[], env: Record<string, string>): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), 'shortlist-bench-server-'));
  const output = join(dir, 'output.log');
  const fd = openSync(output, 'w');
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const logBytes = () => statSync(output).size;
  /** The output's last 10,000 characters (build output may come first). */
  const tail = () => {
    const text = readFileSync(output, 'utf8');
    return text.slice(-10_000);
  };
  let exited: number | null | undefined;
  child.on('exit', (code) => (exited = code));
  const url = await new Promise<string>((resolve, reject) => {
    const look = () => {
      const match = /is running at (http:\/\/\S+)/.exec(tail());
      if (match?.[1]) return resolve(match[1].replace('localhost', '127.0.0.1'));
      if (exited !== undefined) return reject(new Error(`server exited (${exited}):\n${tail()}`));
      setTimeout(look, 50);
    };
    look();
  });
  return {
    url,
    pid: child.pid ?? 0,
    logBytes,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (exited !== undefined) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

/** A JSON call to the API; answers the status, the body and the session cookie if set. */
export async function api(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
) {
  const res = await fetch(`${base}/resume${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(cookie && { cookie }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const session = /shortlist_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  return {
    status: res.status,
    json: (await res.json()) as Record<string, unknown>,
    cookie: session ? `shortlist_session=${session}` : undefined,
  };
}

/** A fresh database on the PostgreSQL server of `baseUrl`, named `<prefix>_<pid>`, with a way to drop it. */
export async function postgresDatabase(baseUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /**
     * Vacuums the whole database, so each load starts on the same state: every save leaves a
     * dead row in `resumes` and `resume_versions`, and a load measured after another one on
     * a table full of them pays for its predecessor's saves (decision 0900, "A fair start").
     */
    vacuum: async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query('vacuum');
      } finally {
        await client.end();
      }
    },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
