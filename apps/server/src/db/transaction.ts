import type { Db } from './client.js';

/**
 * Runs `work` in one database transaction: everything it writes through `tx` is committed
 * together, or nothing is (the error propagates). Use it wherever a request writes more than
 * one table, or reads and then writes what it read (a check and a consumption).
 *
 * Inside `work`, use only `tx` (build repositories on it): PGlite has one connection, so a
 * query on the outer database would wait for this transaction forever.
 */
export function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
