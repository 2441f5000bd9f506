import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app.js';
import { databaseTargets, type TestDatabase } from './helpers/test-database.js';
import { signUpAndLogIn } from './helpers/users.js';

// What the web build writes (apps/web/scripts/prerender-landing.mjs): the app's shell, and
// the landing page prerendered, with their gzip copies.
const HERO = 'A professional CV in 5 minutes, built to get you shortlisted.';
const SHELL = '<!doctype html><title>Shortlist</title><div id="root"></div>';
const LANDING = `<!doctype html><title>Shortlist</title><div id="root"><main id="main"><h1>${HERO}</h1></main></div><script type="module" src="/assets/landing-island-1.js"></script>`;

function webDist(withLanding: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shortlist-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const files: Record<string, string> = { 'index.html': SHELL };
  if (withLanding) files['landing.html'] = LANDING;
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(readFileSync(path.join(dir, name))));
  }
  return dir;
}

describe('the landing page at /', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let withoutLanding: FastifyInstance;
  const dirs = [webDist(true), webDist(false)];

  beforeAll(async () => {
    database = await databaseTargets[0]!.open();
    ({ app } = await buildTestApp(database, { WEB_DIST: dirs[0]! }));
    ({ app: withoutLanding } = await buildTestApp(database, { WEB_DIST: dirs[1]! }));
  });
  afterAll(async () => {
    await app.close();
    await withoutLanding.close();
    await database.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is the prerendered page for a visitor without a session: the hero in the HTML itself', async () => {
    for (const url of ['/', '/?utm_source=mail']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(`<h1>${HERO}</h1>`);
      expect(res.body).not.toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers.vary)).toMatch(/cookie/i);
    }
  });

  it('is sent gzip-compressed to a browser that accepts it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain(HERO);
  });

  it("is the app for a signed-in user (the app's landing shows the account menu)", async () => {
    const user = await signUpAndLogIn(app);
    const res = await app.inject({ method: 'GET', url: '/', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
  });

  it('leaves every other page to the app, with or without a session', async () => {
    for (const url of ['/login', '/dashboard', '/signup?from=/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toBe(SHELL);
    }
  });

  it('is the app when the build wrote no landing page', async () => {
    const res = await withoutLanding.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
  });
});
