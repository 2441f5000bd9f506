import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { V8_FLAGS } from '../src/v8-flags.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The server turns V8's allocation-site pretenuring off before it loads (decision 0900,
// "Pretenuring"). `setFlagsFromString` ignores a flag V8 does not know, and a flag set after
// the modules that allocate comes too late, so both are checked here.
describe('the V8 flags the server sets', () => {
  it('are flags this Node knows (Node refuses an unknown one on its command line)', () => {
    const run = spawnSync(process.execPath, [...V8_FLAGS.split(' '), '-e', '0'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(spawnSync(process.execPath, ['--no-such-v8-flag-here', '-e', '0']).status).not.toBe(0);
  });

  it('are set by the entry point before anything else it imports', () => {
    const main = readFileSync(path.join(serverRoot, 'src/main.ts'), 'utf8');
    const firstStatement = main.split('\n').find((line) => line.trim() !== '');
    expect(firstStatement).toBe("import './v8-flags.js';");
  });
});
