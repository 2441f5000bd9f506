import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { trafficRepository, type NewVisit } from './repository.js';

/** Visits written by one statement at most. */
const MAX_BATCH = 500;

type Pending = NewVisit & { resolve: () => void; reject: (error: unknown) => void };

/**
 * Writes page visits the way a database commits in groups (decision 0900): the first visit is
 * written at once; visits that arrive while a write is under way wait for it and then go
 * together in one statement. Each caller's promise settles when its own visit is stored (or
 * its statement failed), so an answered visit is in the database and can be ended at once.
 * At low traffic every visit is written alone, with no added wait.
 */
export function visitWriter(db: Db) {
  const repo = trafficRepository(db);
  let queue: Pending[] = [];
  let writing = false;

  async function drain() {
    if (writing) return;
    writing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(MAX_BATCH);
      try {
        await repo.insertVisits(batch);
        batch.forEach((visit) => visit.resolve());
      } catch (error) {
        // Only these visits fail (their requests answer 503); the next ones try again.
        batch.forEach((visit) => visit.reject(error));
      }
    }
    writing = false;
  }

  return {
    /** Stores a visit; resolves with its id once it is in the database. */
    write(visitor: string, path: string, at: Date): Promise<string> {
      const id = randomUUID();
      return new Promise<string>((resolve, reject) => {
        queue.push({ id, visitor, path, at, resolve: () => resolve(id), reject });
        void drain();
      });
    },
  };
}
