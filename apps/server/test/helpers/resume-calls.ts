import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestDatabase } from './test-database.js';
import type { TestUser } from './users.js';

/**
 * `call(user, method, url, body?)` on the API under /resume as `user` (null: no session), and
 * `snapshot()`: every stored resume as text, to prove a refused request changed nothing.
 */
export function resumeCalls(ctx: { app: FastifyInstance; database: TestDatabase }) {
  const call = (user: TestUser | null, method: string, url: string, payload?: unknown) =>
    ctx.app.inject({
      method: method as 'GET',
      url: `/resume${url}`,
      headers: user ? { cookie: user.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const snapshot = async () => {
    const r = await ctx.database.db.execute(
      sql`select id, status, version, data from resumes order by id`,
    );
    return JSON.stringify((r as unknown as { rows: unknown[] }).rows);
  };
  return { call, snapshot };
}
