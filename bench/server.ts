import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
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
 * counts what it logs. Build output may come first, so only the tail of the output is kept.
 */
export async function startServer(args: string[], env: Record<string, string>): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let bytes = 0;
  let text = '';
  const url = await new Promise<string>((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      bytes += chunk.length;
      text = (text + chunk.toString()).slice(-10_000);
      const match = /is running at (http:\/\/\S+)/.exec(text);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${text}`)));
  });
  return {
    url,
    pid: child.pid ?? 0,
    logBytes: () => bytes,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
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
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
