import { pagePath } from '@shortlist/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { trafficRepository } from './repository.js';
import { visitWriter } from './visit-writer.js';
import { isBot, newSalt, oldestKeptSaltDay, utcDay, visitorKey } from './visitor-key.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

export type TrafficOptions = {
  /** ANALYTICS_STORE_IP: keep the address itself as the visitor. */
  storeIp: boolean;
  /** ANALYTICS_RETENTION_DAYS. */
  retentionDays: number;
  now: () => Date;
};

export type Visit = { url: string; address: string; userAgent: string };

/** Page visits and stay times (spec section 7, 'Traffic'), without storing who by default. */
export function trafficService(db: Db, { storeIp, retentionDays, now }: TrafficOptions) {
  const visits = visitWriter(db);
  // Today's salt, read once per day and process (every process reads the same row).
  let cached: { day: string; salt: string } | undefined;
  const saltFor = async (at: Date) => {
    const day = utcDay(at);
    if (cached?.day !== day) {
      const repo = trafficRepository(db);
      cached = { day, salt: await repo.saltOf(day, newSalt()) };
      await repo.deleteSaltsBefore(oldestKeptSaltDay(at));
    }
    return cached.salt;
  };

  return {
    /** The visitor a request counts as: its key, or its address with ANALYTICS_STORE_IP. */
    async visitorOf(address: string, userAgent: string, at = now()) {
      if (storeIp) return address;
      return this.dailyKeyOf(address, userAgent, at);
    },

    /**
     * The day's visitor key whatever ANALYTICS_STORE_IP says: for counts that must never keep
     * an address (share-link views). Unrecoverable once the day's salt is deleted.
     */
    async dailyKeyOf(address: string, userAgent: string, at = now()) {
      return visitorKey(await saltFor(at), address, userAgent);
    },

    /** Whether a user agent says it is a robot (not counted). */
    isBot,

    /** Records a visit; null (nothing stored) for a robot's user agent. */
    async start({ url, address, userAgent }: Visit) {
      if (isBot(userAgent)) return { pageTrafficID: null };
      const at = now();
      const visitor = await this.visitorOf(address, userAgent, at);
      return { pageTrafficID: await visits.write(visitor, pagePath(url), at) };
    },

    /** Records the seconds stayed; a later, smaller count never lowers it. Unknown id: 404. */
    async end(id: string, count: number) {
      const found = UUID.test(id) && (await trafficRepository(db).endVisit(id, count, now()));
      if (!found) throw notFound('No such page visit.', 'PAGE_VISIT_NOT_FOUND');
    },

    /** Deletes what is older than the retention period, and salts older than yesterday. */
    async deleteExpired() {
      const at = now();
      const repo = trafficRepository(db);
      const deleted = await repo.deleteBefore(new Date(at.getTime() - retentionDays * DAY_MS));
      const salts = await repo.deleteSaltsBefore(oldestKeptSaltDay(at));
      return { ...deleted, salts };
    },
  };
}

export type TrafficService = ReturnType<typeof trafficService>;
