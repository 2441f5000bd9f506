import type { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { withTransaction } from '../src/db/transaction.js';
import { openPostgres, type TestDatabase } from './helpers/test-database.js';

const baseUrl = process.env.TEST_DATABASE_URL;

/** The connection under a pooled client, to break it the way a network or a restart would. */
const socketOf = (client: pg.PoolClient) =>
  (client as unknown as { connection: { stream: Socket } }).connection.stream;

const backendPid = async (tx: Db) =>
  (
    (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
      rows: { pid: number }[];
    }
  ).rows[0]!.pid;

describe.skipIf(!baseUrl)(
  `transactions on a pool whose connections break${baseUrl ? '' : ' (skipped: set TEST_DATABASE_URL to run)'}`,
  () => {
    let database: TestDatabase;
    let pool: pg.Pool;
    beforeAll(async () => {
      database = await openPostgres(baseUrl as string);
      pool = (database.db as unknown as { $client: pg.Pool }).$client;
      await database.db.execute(sql`create table notes (text text not null)`);
    });
    afterAll(() => database.drop());

    const notes = async () =>
      (
        (await database.db.execute(sql`select text from notes order by text`)) as unknown as {
          rows: { text: string }[];
        }
      ).rows.map((row) => row.text);

    it('gives the client back when BEGIN fails, so the pool never runs dry', async () => {
      const breakOnCheckout = (client: pg.PoolClient) => socketOf(client).destroy();
      pool.on('acquire', breakOnCheckout);
      try {
        // More failures than the pool has connections (10): each one used to keep its client.
        for (let i = 0; i < 12; i += 1) {
          await expect(
            withTransaction(database.db, (tx) =>
              tx.execute(sql`insert into notes values ('lost')`),
            ),
          ).rejects.toThrow();
        }
      } finally {
        pool.off('acquire', breakOnCheckout);
      }
      expect(pool.totalCount).toBeLessThanOrEqual(1);
      await withTransaction(database.db, (tx) =>
        tx.execute(sql`insert into notes values ('kept')`),
      );
      expect(await notes()).toEqual(['kept']);
    });

    it('rolls back what a failed transaction wrote, and reuses its healthy client', async () => {
      let first = 0;
      await expect(
        withTransaction(database.db, async (tx) => {
          first = await backendPid(tx);
          await tx.execute(sql`insert into notes values ('rolled back')`);
          throw new Error('the request changed its mind');
        }),
      ).rejects.toThrow('the request changed its mind');
      expect(await notes()).toEqual(['kept']);
      expect(await withTransaction(database.db, backendPid)).toBe(first);
    });

    it('answers the error of the work, not of the ROLLBACK, and closes a client that broke', async () => {
      let broken = 0;
      let inUse: pg.PoolClient | undefined;
      pool.once('acquire', (client: pg.PoolClient) => (inUse = client));
      await expect(
        withTransaction(database.db, async (tx) => {
          broken = await backendPid(tx);
          await tx.execute(sql`insert into notes values ('never committed')`);
          socketOf(inUse!).destroy();
          throw new Error('the work failed');
        }),
      ).rejects.toThrow('the work failed');
      expect(await notes()).toEqual(['kept']);
      expect(await withTransaction(database.db, backendPid)).not.toBe(broken);
    });
  },
);
