import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { badRequest } from '../src/lib/errors.js';
import { databaseTargets, type TestDatabase } from './helpers/test-database.js';

// Long enough to be worth compressing.
const script = `console.log(${JSON.stringify('Shortlist '.repeat(200))});`;

describe('routing, static app and errors', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let webDist: string;
  const logged: string[] = [];

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'shortlist-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      `<!doctype html><title>Shortlist</title><body>${'<div></div>'.repeat(100)}</body>`,
    );
    writeFileSync(path.join(webDist, 'assets', 'app-123.js'), script);
    // What the web build writes (apps/web/scripts/precompress.mjs) next to each asset.
    for (const file of ['index.html', 'assets/app-123.js']) {
      const data = readFileSync(path.join(webDist, file));
      writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(data));
      writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(data));
    }
    database = await databaseTargets[0]!.open();
    const config = loadConfig({ LOG_LEVEL: 'info', WEB_DIST: webDist });
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logged.push(chunk.toString()));
    app = await buildApp({ config, database, logStream });
    app.get('/resume/test-boom', async () => {
      throw new Error('secret database detail');
    });
    app.get('/resume/test-caller-error', async () => {
      throw badRequest('Your title is too long.', 'TITLE_TOO_LONG');
    });
    app.post('/resume/test-echo', async (request) => request.body);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/resume/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such route: GET /resume/nope', code: 'NOT_FOUND' });
  });

  it('serves the app for a deep link to a client route', async () => {
    const res = await app.inject({ method: 'GET', url: '/saved-resumes' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Shortlist</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache and a missing asset as 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ] as const)(
    'sends the precompressed %s copy when the browser accepts it, with the same caching',
    async (encoding, accept, decompress) => {
      const asset = await app.inject({
        method: 'GET',
        url: '/assets/app-123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['content-type']).toContain('javascript');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.vary).toContain('accept-encoding');
      expect(asset.rawPayload.length).toBeLessThan(script.length / 5);
      expect(decompress(asset.rawPayload).toString()).toBe(script);

      const page = await app.inject({
        method: 'GET',
        url: '/saved-resumes',
        headers: { 'accept-encoding': accept },
      });
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(decompress(page.rawPayload).toString()).toContain('<title>Shortlist</title>');
    },
  );

  it('sends the file itself to a client that accepts no compression', async () => {
    const asset = await app.inject({
      method: 'GET',
      url: '/assets/app-123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body).toBe(script);
  });

  it('publishes the OpenAPI document and its UI at /resume/docs', async () => {
    const doc = await app.inject({ method: 'GET', url: '/resume/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths).toHaveProperty('/resume/health');
    const ui = await app.inject({ method: 'GET', url: '/resume/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
  });

  it('hides the message of an unexpected error and logs it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/resume/test-boom',
      headers: { cookie: 'sid=top-secret-cookie', authorization: 'Bearer top-secret-token' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    expect(res.body).not.toContain('secret');
    const logs = logged.join('\n');
    expect(logs).toContain('secret database detail');
    expect(logs).not.toContain('top-secret');
  });

  it("passes a caller's error through with its code", async () => {
    const res = await app.inject({ method: 'GET', url: '/resume/test-caller-error' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Your title is too long.', code: 'TITLE_TOO_LONG' });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/resume/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('answers a body over the limit with a 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/resume/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers an unsupported content type with a 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/resume/test-echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
  });
});
