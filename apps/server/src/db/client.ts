import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { releaseClientsOnFailure } from './pool-transaction.js';
import {
  pgliteNotifications,
  postgresNotifications,
  type DbNotifications,
} from './notifications.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Hears connection errors that no query is waiting for (a terminated backend, a restart);
   * they never stop the process. The app logs them.
   */
  onConnectionError(listener: (error: Error) => void): void;
  /** LISTEN/NOTIFY: what other server processes changed (session caches use it). */
  notifications: DbNotifications;
};

export type DbOptions =
  | { driver: 'postgres'; url: string; migrationsDir: string }
  /** `dataDir` undefined means in memory (tests). */
  | { driver: 'pglite'; dataDir: string | undefined; migrationsDir: string };

/** Any advisory-lock key will do, as long as every server process uses the same one. */
const MIGRATION_LOCK = 727_001;

/** Opens the database and applies the committed migrations before returning. */
export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // An unreachable database fails the request (503) instead of holding it.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    // Without these listeners a terminated connection (pg_terminate_backend, a database
    // restart) is an unhandled 'error' event, which ends the process. The query that was
    // running fails on its own; the pool drops the broken client and opens a new one.
    const listeners = new Set<(error: Error) => void>();
    const report = (error: Error) => listeners.forEach((listener) => listener(error));
    pool.on('error', report);
    pool.on('connect', (client) => client.on('error', report));
    const db = drizzlePg({ client: pool, schema });
    releaseClientsOnFailure(db._.session, pool);
    // Several server processes may start at once: one migrates, the others wait.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg({ client: lockClient, schema }), {
        migrationsFolder: options.migrationsDir,
      });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      lockClient.release();
    }
    const notifications = postgresNotifications(options.url);
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      notifications,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await notifications.close();
        if (!pool.ended) await pool.end();
      },
      onConnectionError: (listener) => void listeners.add(listener),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // One process per data folder: a second one would corrupt it.
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  const unlockOnExit = () => lock?.release();
  if (lock) process.once('exit', unlockOnExit);
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: options.migrationsDir });
  } catch (error) {
    await client.close().catch(() => {});
    lock?.release();
    throw error;
  }
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    notifications: pgliteNotifications(client),
    ping: async () => {
      if (client.closed) throw new Error('database is closed');
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
      lock?.release();
      process.off('exit', unlockOnExit);
    },
    // PGlite runs in this process: there is no connection to lose.
    onConnectionError: () => {},
  };
}
