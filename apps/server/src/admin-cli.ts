// `npm run admin -- create <name>` and `npm run admin -- reset-password <name>`: manage admin
// accounts on the configured database (DATABASE_URL, or the PGlite of DATA_DIR while the server
// is stopped). The password is read from a prompt (not echoed) or from stdin, never argv.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { memoryThrottleStores } from './modules/auth/throttle-memory-store.js';
import { createLoginThrottles } from './modules/auth/index.js';
import { adminService, checkAdminPassword } from './modules/admin/service.js';
import { HttpError } from './lib/errors.js';

const USAGE = 'Usage: npm run admin -- create <name> | reset-password <name>';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/** Asks on the terminal without echoing what is typed. */
function prompt(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdin();
  const first = await prompt('New admin password (at least 12 characters): ');
  const again = await prompt('Again: ');
  if (first !== again) throw new HttpError(400, 'MISMATCH', 'The two passwords differ.');
  return first;
}

async function main() {
  const [command, name] = process.argv.slice(2);
  if (!name || (command !== 'create' && command !== 'reset-password')) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  const userName = name.trim();
  const config = loadConfig();
  const password = await readPassword();
  checkAdminPassword(password);
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl, migrationsDir: config.migrationsDir }
      : { driver: 'pglite', dataDir: config.dataDir, migrationsDir: config.migrationsDir },
  );
  try {
    const admins = adminService(database.db, createLoginThrottles(memoryThrottleStores));
    if (command === 'create') {
      const created = await admins.create(userName, password);
      if (!created) throw new HttpError(409, 'TAKEN', `An admin named ${userName} already exists.`);
      process.stdout.write(`Admin ${userName} created.\n`);
    } else {
      if (!(await admins.resetPassword(userName, password)))
        throw new HttpError(404, 'NOT_FOUND', `There is no admin named ${userName}.`);
      process.stdout.write(`Password of ${userName} changed; their sessions have ended.\n`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof HttpError || error instanceof ConfigError;
  process.stderr.write(
    `${known ? error.message : String(error instanceof Error ? error.stack : error)}\n`,
  );
  process.exit(1);
});
