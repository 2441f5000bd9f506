import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs `code` in a process of its own with the app's logger on standard output, buffered
 * (LOG_BUFFER_BYTES' default); answers its output and exit code.
 */
function runWithLogger(code: string) {
  const script = `
    import Fastify from 'fastify';
    import { loggerOptions } from './src/lib/logger.ts';
    const app = Fastify({ logger: loggerOptions('info', undefined, 4096) });
    ${code}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: serverRoot,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

// Log lines are buffered and written in the background (decision 0900): none may be lost when
// the process ends, and none may wait for the buffer to fill.
describe('the buffered log', () => {
  it('writes the lines it holds when the process crashes', async () => {
    const run = runWithLogger(`
      app.log.info('written before the crash');
      setTimeout(() => { throw new Error('a crash'); }, 50);`);
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('"msg":"written before the crash"');
    expect(run.output()).toContain('Error: a crash');
  });

  it('writes the lines it holds when the process exits', async () => {
    const run = runWithLogger(`
      for (let i = 0; i < 3; i += 1) app.log.info('line ' + i);
      process.exit(3);`);
    expect(await run.exited).toBe(3);
    expect(run.output()).toContain('"msg":"line 2"');
  });

  it('writes a line of a running process without waiting for the buffer to fill', async () => {
    const run = runWithLogger(`
      app.log.info('a lone line');
      setInterval(() => {}, 1000);`);
    try {
      await expect
        .poll(() => run.output(), { timeout: 20_000, interval: 100 })
        .toContain('"msg":"a lone line"');
    } finally {
      run.child.kill('SIGKILL');
      await run.exited;
    }
  });
});
