import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { trafficRepository, type NewVisit } from './repository.js';

/** Visits written by one statement at most. */
export const MAX_BATCH = 500;

type Pending<T> = { item: T; resolve: () => void; reject: (error: unknown) => void };

/**
 * Writes items the way a database commits in groups (decision 0900): the first item is written
 * at once; items that arrive while a write is under way wait for it and then go together in one
 * `writeBatch` (at most `maxBatch`). Each caller's promise settles when its own item is stored
 * (or its batch failed: only that batch's callers see the error, the next batch tries again).
 * At low traffic every item is written alone, with no added wait.
 */
export function groupedWriter<T>(writeBatch: (batch: T[]) => Promise<void>, maxBatch = MAX_BATCH) {
  let queue: Pending<T>[] = [];
  let writing = false;

  async function drain() {
    if (writing) return;
    writing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      try {
        await writeBatch(batch.map((pending) => pending.item));
        batch.forEach((pending) => pending.resolve());
      } catch (error) {
        batch.forEach((pending) => pending.reject(error));
      }
    }
    writing = false;
  }

  /** Stores an item; resolves once it is in the database. */
  return (item: T) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      void drain();
    });
}

/**
 * Writes page visits in groups (`groupedWriter`), so an answered visit is in the database and
 * can be ended at once; a failed statement fails only its own visits (their requests answer 503).
 */
export function visitWriter(db: Db) {
  const repo = trafficRepository(db);
  const store = groupedWriter((visits: NewVisit[]) => repo.insertVisits(visits));
  return {
    /** Stores a visit; resolves with its id once it is in the database. */
    async write(visitor: string, path: string, at: Date): Promise<string> {
      const id = randomUUID();
      await store({ id, visitor, path, at });
      return id;
    },
  };
}
