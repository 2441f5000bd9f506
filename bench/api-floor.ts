// The database floor for bench/api.ts: a bare Fastify route (no plugins, no logging) that
// stores or reads through node-postgres, with a pool of 10 like the server's. FLOOR_KIND:
// - 'read': one 4 KB JSON document by primary key per request (what getdraft must at least do);
// - 'write': an update of one of ten such documents per request, a durable commit (what a
//   draft save must at least do);
// - 'insert': a small row per request, inserted in groups (the requests that arrive while a
//   statement runs go in the next one, each answered after its own commit), the way the
//   server writes page visits (what traffic start must at least do).
// No route that does the same work can beat these on the same machine.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const kind = (['read', 'write', 'insert'] as const).find((k) => k === process.env.FLOOR_KIND);
if (!kind) throw new Error('FLOOR_KIND is read, write or insert');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(
  'create table if not exists bench_floor (id int primary key, data jsonb not null, version int not null)',
);
await pool.query(
  'create table if not exists bench_floor_rows (id uuid primary key, path text not null, at timestamptz not null)',
);
const document = JSON.stringify({ text: 'x'.repeat(4000) });
// Ten rows, as the draft PUT scenario saves ten drafts (one per connection): no row lock is
// shared by two requests at once.
await pool.query(
  `insert into bench_floor select n, $1, 1 from generate_series(1, 10) n
   on conflict (id) do update set data = excluded.data`,
  [document],
);
let next = 0;

/** Group inserts: one statement at a time; what arrives meanwhile goes in the next one. */
let queue: { id: string; resolve: () => void }[] = [];
let writing = false;
async function drain() {
  if (writing) return;
  writing = true;
  while (queue.length > 0) {
    const batch = queue;
    queue = [];
    await pool.query(
      `insert into bench_floor_rows select id, '/', now() from unnest($1::uuid[]) as t(id)`,
      [batch.map((row) => row.id)],
    );
    batch.forEach((row) => row.resolve());
  }
  writing = false;
}
const insert = () =>
  new Promise<string>((resolve) => {
    const id = randomUUID();
    queue.push({ id, resolve: () => resolve(id) });
    void drain();
  });

const app = Fastify({ logger: false });
app.route({
  method: kind === 'read' ? 'GET' : kind === 'write' ? 'PUT' : 'POST',
  url: '/',
  handler: async () => {
    if (kind === 'insert') return { id: await insert() };
    if (kind === 'write') {
      const result = await pool.query(
        'update bench_floor set data = $1::jsonb, version = version + 1 where id = $2 returning version',
        [document, (next++ % 10) + 1],
      );
      return { version: result.rows[0].version };
    }
    const result = await pool.query('select data::text as data from bench_floor where id = 1');
    return result.rows[0].data;
  },
});
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
