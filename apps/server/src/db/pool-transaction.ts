import { sql, type SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** The parts of drizzle's session that a transaction is built from (private in its types). */
type SessionParts = {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  transaction: unknown;
};

/** drizzle's (internal) SQL of `isolation level …`, `read only`, `deferrable`. */
type Settings = { getTransactionConfigSQL(config: PgTransactionConfig): SQL };

type Run<T> = (tx: NodePgTransaction<Record<string, unknown>, never>) => Promise<T>;

/**
 * Replaces drizzle's pooled `transaction()` on `session` with one that always gives its client
 * back. drizzle-orm 0.45 runs BEGIN before its try/finally, so a BEGIN that fails (the
 * connection was terminated or the database restarted) never releases the client; ten of those
 * and every request waits for a connection forever (drizzle-orm#6241, #6114). It also returns a
 * client whose ROLLBACK failed to the pool as if it were healthy. Here a client whose BEGIN,
 * COMMIT or ROLLBACK failed on the connection is released with the error, so the pool closes it.
 */
export function releaseClientsOnFailure(session: unknown, pool: pg.Pool): void {
  const parts = session as SessionParts;
  parts.transaction = async <T>(run: Run<T>, config?: PgTransactionConfig): Promise<T> => {
    const client = await pool.connect();
    const own = new NodePgSession(client, parts.dialect, parts.schema, parts.options);
    const tx = new NodePgTransaction(parts.dialect, own, parts.schema) as Parameters<Run<T>>[0];
    // Set when the connection itself failed: the pool must close the client, not reuse it.
    let broken: Error | undefined;
    const onConnection = async (statement: SQL) => {
      try {
        await tx.execute(statement);
      } catch (error) {
        broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      }
    };
    try {
      const settings = config
        ? sql` ${(tx as unknown as Settings).getTransactionConfigSQL(config)}`
        : undefined;
      await onConnection(sql`begin${settings}`);
      let result: T;
      try {
        result = await run(tx);
      } catch (error) {
        await onConnection(sql`rollback`).catch(() => {});
        throw error;
      }
      await onConnection(sql`commit`);
      return result;
    } finally {
      client.release(broken);
    }
  };
}
