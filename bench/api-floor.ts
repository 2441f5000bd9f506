// The database floors for bench/api.ts: each hot endpoint's statements (bench/api-floor-routes.ts)
// on a bare Fastify route, through plain node-postgres with the server's pool (10 connections,
// named prepared statements, rows as arrays). DATABASE_URL is a database the server migrated
// and the scenarios filled; FLOOR_USER_ID the user whose drafts the routes read and write.
import pg from 'pg';
import { floorApp, type Run } from './api-floor-routes';

const userId = process.env.FLOOR_USER_ID;
if (!userId) throw new Error('FLOOR_USER_ID is the user whose drafts the floor reads');
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  connectionTimeoutMillis: 5_000,
  keepAlive: true,
});
const run: Run = async ({ name, text }, values) =>
  (await pool.query<unknown[]>({ name, text, values, rowMode: 'array' })).rows;
const app = floorApp(run, userId);
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`Shortlist is running at ${address}\n`);
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
