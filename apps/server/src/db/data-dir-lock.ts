import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Another live process holds the data folder: opening it too would corrupt the database. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`DATA_DIR ${dataDir} is in use by another Shortlist process (pid ${pid}).`);
    this.name = 'DataDirInUseError';
  }
}

type Holder = { pid: number; started: string | null; token: string };

export const LOCK_FILE = 'shortlist.lock';

/** When a process started (Linux: /proc/<pid>/stat field 22), to tell a reused pid apart. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid is taken; by the same process only if it started at the same moment.
  return holder.started === null || startTime(holder.pid) === holder.started;
}

function read(file: string): { text: string; holder?: Holder } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const holder = JSON.parse(text) as Holder;
    return Number.isInteger(holder.pid) ? { text, holder } : { text };
  } catch {
    return { text };
  }
}

/**
 * Moves a dead holder's lock out of the way. Rename is atomic, but another process may have
 * replaced the stale lock with its own in the meantime: then the moved file is not the one we
 * judged stale, and it goes back.
 */
function takeOver(file: string, stale: string) {
  const aside = `${file}.${process.pid}.${randomUUID()}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // gone already: someone else took it over
  }
  try {
    if (read(aside)?.text !== stale) linkSync(aside, file);
  } finally {
    unlinkSync(aside);
  }
}

/**
 * Makes this process the only one using `dataDir` (PGlite cannot share its files): a lock
 * file holding our pid, created atomically (written aside, then hard-linked in place). A lock
 * whose process has died (kill -9, a crash, a reboot) is taken over; one whose process lives
 * stops the start with `DataDirInUseError`.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  const file = path.join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, started: startTime(process.pid), token: randomUUID() };
  const mine = JSON.stringify(me);
  const draft = `${file}.${me.token}`;
  writeFileSync(draft, mine);
  try {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      try {
        linkSync(draft, file);
        return { release: () => releaseIfMine(file, mine) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = read(file);
      if (!current) continue;
      if (current.holder && isAlive(current.holder))
        throw new DataDirInUseError(dataDir, current.holder.pid);
      takeOver(file, current.text);
    }
    throw new Error(`Could not lock DATA_DIR ${dataDir}: it keeps changing hands.`);
  } finally {
    unlinkSync(draft);
  }
}

function releaseIfMine(file: string, mine: string) {
  if (read(file)?.text === mine) unlinkSync(file);
}
