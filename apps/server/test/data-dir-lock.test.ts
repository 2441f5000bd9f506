import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../src/db/data-dir-lock.js';
import { startServerProcess, waitForUrl } from './helpers/server-process.js';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shortlist-lock-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid as number;

describe('the data folder lock', () => {
  it('lets one holder in, refuses a second while it lives, and frees the folder on release', () => {
    const dir = folder();
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(
      `DATA_DIR ${dir} is in use by another Shortlist process (pid ${process.pid}).`,
    );
    first.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a lock whose process has died (kill -9)', () => {
    const dir = folder();
    const pid = deadPid();
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid, started: null, token: 'x' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (a restarted container)', () => {
    const dir = folder();
    const reused = { pid: process.pid, started: 'long ago', token: 'x' };
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(reused));
    lockDataDir(dir).release();
  });

  it('takes over an unreadable lock file', () => {
    const dir = folder();
    writeFileSync(path.join(dir, LOCK_FILE), 'not json');
    lockDataDir(dir).release();
  });

  it('stops a second server on the same DATA_DIR with exit code 1 and the holder pid', async () => {
    const dir = folder();
    const first = startServerProcess({ PORT: '0', DATA_DIR: dir });
    try {
      await waitForUrl(first);
      const second = startServerProcess({ PORT: '0', DATA_DIR: dir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `DATA_DIR ${dir} is in use by another Shortlist process (pid ${first.child.pid})`,
      );
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });
});
