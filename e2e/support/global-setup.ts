import { rmSync } from 'node:fs';
import { spawnServer } from './spawn-server';

/** The admin account the server creates at start (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const E2E_ADMIN = { userName: 'e2e-admin', pass: 'e2e admin password 1' };

/**
 * Starts one built server for the whole run (`npm start`'s script, which builds what is stale)
 * on a free port with a fresh data folder, and tells the tests where it is through E2E_BASE_URL.
 */
export default async function globalSetup() {
  const { child, baseUrl, dataDir } = await spawnServer(
    'scripts/start.mjs',
    {
      ADMIN_USERNAME: E2E_ADMIN.userName,
      ADMIN_PASSWORD: E2E_ADMIN.pass,
      // AI buttons answer from the offline engine: deterministic, no key, no network.
      AI_PROVIDER: 'offline',
      // The payments journeys buy through the built-in test checkout, whatever NODE_ENV says.
      TEST_CHECKOUT: '1',
      // Every journey signs up from this one address; more than a real visitor would in an hour.
      REGISTRATIONS_PER_HOUR: '10000',
    },
    { readyWithinMs: 180_000 },
  );
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
