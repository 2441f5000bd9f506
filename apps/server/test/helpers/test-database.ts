import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type DbHandle } from '../../src/db/client.js';

const { migrationsDir } = loadConfig({});

export type TestDatabase = DbHandle & {
  label: string;
  /** The PostgreSQL URL of this database (unset for PGlite). */
  url?: string;
  drop(): Promise<void>;
};

/** A fresh in-memory PGlite with the migrations applied. */
async function openPglite(): Promise<TestDatabase> {
  const handle = await openDatabase({ driver: 'pglite', dataDir: undefined, migrationsDir });
  return { ...handle, label: 'pglite', drop: () => handle.close() };
}

/**
 * A database of its own on the PostgreSQL server of TEST_DATABASE_URL, created for this test
 * file and dropped after it, so runs never collide. `port` connects the app through another
 * port on the same host (a proxy a test can cut).
 */
export async function openPostgres(baseUrl: string, port?: number): Promise<TestDatabase> {
  const name = `shortlist_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  if (port) url.port = String(port);
  const handle = await openDatabase({ driver: 'postgres', url: url.toString(), migrationsDir });
  return {
    ...handle,
    label: 'postgres',
    url: url.toString(),
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

export type DatabaseTarget = { label: string; open: () => Promise<TestDatabase> };

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseTargets: DatabaseTarget[] = [
  { label: 'pglite', open: openPglite },
  ...(process.env.TEST_DATABASE_URL
    ? [{ label: 'postgres', open: () => openPostgres(process.env.TEST_DATABASE_URL as string) }]
    : []),
];
