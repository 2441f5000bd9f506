// The ceiling for bench/api.ts: a bare Fastify route, no plugins, no database, no logging.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok' }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`Shortlist is running at ${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
