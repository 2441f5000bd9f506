import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { spawnServer } from './spawn-server';

export type OwnServer = {
  baseUrl: string;
  /** Stops the server (graceful: requests in flight finish), then opens its database. */
  stopAndOpenDatabase(): Promise<PGlite>;
  /** Stops the server if running, closes the database and deletes the data folder. */
  dispose(): Promise<void>;
};

const exited = (child: ChildProcess) =>
  child.exitCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * A server of the spec's own (the build global-setup made) on a fresh PGlite folder, so the
 * spec can read what was stored once the server has stopped: PGlite lets one process at a time
 * open a folder.
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const { child, baseUrl, dataDir } = await spawnServer('apps/server/dist/bin/main.js', env, {
    dataDirPrefix: 'shortlist-e2e-own-',
  });
  let database: PGlite | undefined;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  return {
    baseUrl,
    async stopAndOpenDatabase() {
      await stop();
      database = new PGlite(dataDir);
      await database.waitReady;
      return database;
    },
    async dispose() {
      await stop();
      await database?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
