import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitForUrl } from './helpers/server-process.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shortlist-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('stops with exit code 1 and names the variable when PORT is bad', async () => {
    const server = startServerProcess({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT: must be a whole number from 0 to 65535');
  });

  it('stops with exit code 1 and names REDIS_URL when Redis cannot be reached', async () => {
    const server = startServerProcess({ REDIS_URL: 'redis://127.0.0.1:1/0', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'Shortlist could not start: Cannot reach Redis at REDIS_URL (redis://127.0.0.1:1/0)',
    );
    expect(server.output()).not.toContain('Shortlist is running');
  });

  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    const server = startServerProcess({
      PORT: '0',
      DATA_DIR: dataDir,
      SHUTDOWN_TIMEOUT_MS: '10000',
    });
    const url = new URL(await waitForUrl(server));
    const body = JSON.stringify({ note: 'sent slowly' });

    // A slow client: headers and half the body now, the rest after the signal.
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: '/resume/slow-upload',
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 500);
      }, 300);
    });

    const answer = await response;
    // The request completed with a real answer (no such route), not a dropped connection.
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('stopping: finishing requests in flight');
    expect(server.output()).toContain('"msg":"stopped"');
  });
});
