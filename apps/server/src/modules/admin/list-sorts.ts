import type {
  MESSAGE_SORTS,
  RESUME_SORTS,
  USER_SORTS,
  VISIT_SORTS,
  VISITOR_SORTS,
} from '@shortlist/contract';
import type { SQL } from 'drizzle-orm';
import {
  chatMessages,
  pageVisits,
  resumes,
  trafficVisitors,
  users,
} from '../../db/schema/index.js';
import { scanOrder, type IndexKey } from './list-order.js';

type Orders<S extends readonly string[]> = Record<S[number], SQL[]>;

/** `key` ascending scans `index` forward, `-key` backward. */
const bothWays = <K extends string>(key: K, index: IndexKey[]) =>
  ({
    [key]: scanOrder(index, 'forward'),
    [`-${key}`]: scanOrder(index, 'backward'),
  }) as Record<K | `-${K}`, SQL[]>;

/**
 * Each admin sort as the scan of the index that serves it (schema files, migration 0008), the
 * index's last column a unique tie-break so pages never overlap.
 */
export const userOrders: Orders<typeof USER_SORTS> = {
  ...bothWays('createdAt', [users.createdAt, users.id]), // users_created_idx
  ...bothWays('email', [users.email]), // users_email_unique: unique, its own tie-break
  ...bothWays('name', [users.name, users.id]), // users_name_idx
};

export const resumeOrders: Orders<typeof RESUME_SORTS> = {
  ...bothWays('updatedAt', [resumes.updatedAt, resumes.id]), // resumes_updated_idx
  ...bothWays('createdAt', [resumes.createdAt, resumes.id]), // resumes_created_idx
};

/** Last visit first by default: traffic_visitors_last_seen_idx (last_seen DESC, visitor). */
export const visitorOrders: Orders<typeof VISITOR_SORTS> = {
  '-active': scanOrder([{ desc: trafficVisitors.lastSeen }, trafficVisitors.visitor], 'forward'),
  active: scanOrder([{ desc: trafficVisitors.lastSeen }, trafficVisitors.visitor], 'backward'),
};

/**
 * One visitor's visits (`visitor = …`): by time on page_visits_visitor_created_idx (visitor,
 * created_at DESC); by stay, that visitor's few rows are sorted (a visitor key lasts a day).
 */
export const visitOrders: Orders<typeof VISIT_SORTS> = {
  '-time': scanOrder([{ desc: pageVisits.createdAt }, pageVisits.id], 'forward'),
  time: scanOrder([{ desc: pageVisits.createdAt }, pageVisits.id], 'backward'),
  ...bothWays('count', [pageVisits.count, pageVisits.id]),
};

/**
 * Pending first (spec), then by date: newest first on chat_messages_status_created_idx
 * (status, created_at DESC, id), oldest first on chat_messages_status_oldest_idx (status,
 * created_at, id). Both scan forward, so `status` stays ascending (false = pending first).
 */
export const messageOrders: Orders<typeof MESSAGE_SORTS> = {
  '-createdAt': scanOrder(
    [chatMessages.status, { desc: chatMessages.createdAt }, chatMessages.id],
    'forward',
  ),
  createdAt: scanOrder([chatMessages.status, chatMessages.createdAt, chatMessages.id], 'forward'),
};
