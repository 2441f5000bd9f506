import {
  type AdminDashboard,
  type AdminResumeRow,
  type AdminUserRow,
  type AdminMessageRow,
  type AdminVisitorRow,
  type AdminVisitRow,
  type ListBody,
  type MESSAGE_SORTS,
  type RESUME_SORTS,
  type VISIT_SORTS,
  type VISITOR_SORTS,
  type USER_SORTS,
  type UserRole,
} from '@shortlist/contract';
import { completedSteps, progressPercentage } from '@shortlist/resume/rules/steps';
import type { Resume } from '@shortlist/resume/schema/resume';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pageVisits, resumes, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { LoginThrottles } from '../auth/index.js';
import { toRecord } from '../resumes/service.js';
import { adminAccounts } from './accounts.js';
import { adminLists } from './lists.js';
import {
  messageOrders,
  resumeOrders,
  userOrders,
  visitOrders,
  visitorOrders,
} from './list-sorts.js';
import { adminRepository } from './repository.js';

export { checkAdminPassword, type AdminIdentity } from './accounts.js';

export const SERIES_DAYS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Fills the days without rows with 0: `days` entries, oldest first, ending today (UTC). */
export function fillDays(rows: { day: string; count: number }[], days: number, now: Date) {
  const byDay = new Map(rows.map((r) => [r.day, r.count]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1 - i)),
    )
      .toISOString()
      .slice(0, 10);
    return { day, count: byDay.get(day) ?? 0 };
  });
}

const pageOf = (body: { page: number; limit: number }) => ({
  limit: body.limit,
  offset: (body.page - 1) * body.limit,
});

/** Admin accounts, their sessions, and the back office's reads. */
export function adminService(
  db: Db,
  throttles: LoginThrottles,
  now: () => Date = () => new Date(),
) {
  const repo = adminRepository(db);
  const lists = adminLists(db);

  return {
    ...adminAccounts(db, throttles, now),

    async dashboard(): Promise<AdminDashboard> {
      const today = now();
      const [counts, support, signups, made, visits] = await Promise.all([
        repo.counts(),
        repo.pendingMessages(),
        repo.perDay(sql`${users}`, sql`${users.createdAt}`, SERIES_DAYS, today),
        repo.perDay(sql`${resumes}`, sql`${resumes.createdAt}`, SERIES_DAYS, today),
        repo.perDay(sql`${pageVisits}`, sql`${pageVisits.createdAt}`, SERIES_DAYS, today),
      ]);
      return {
        users: counts.users,
        resumes: counts.resumes,
        support,
        series: {
          signups: fillDays(signups, SERIES_DAYS, today),
          resumes: fillDays(made, SERIES_DAYS, today),
          visits: fillDays(visits, SERIES_DAYS, today),
        },
      };
    },

    async users(body: ListBody<(typeof USER_SORTS)[number]>) {
      const order = userOrders[body.sort ?? '-createdAt'];
      const { items, total } = await lists.users(pageOf(body), body.q || undefined, order);
      return {
        items: items.map((u): AdminUserRow => ({
          _id: u.id,
          email: u.email,
          name: u.name,
          role: u.role as UserRole,
          createdAt: u.createdAt.toISOString(),
        })),
        total,
        page: body.page,
        limit: body.limit,
      };
    },

    async resumes(body: ListBody<(typeof RESUME_SORTS)[number]>) {
      const order = resumeOrders[body.sort ?? '-updatedAt'];
      const { items, total } = await lists.resumes(pageOf(body), body.q || undefined, order);
      return {
        items: items.map((r): AdminResumeRow => {
          const data = r.data as Resume;
          return {
            _id: r.id,
            userEmail: r.userEmail,
            title: data.personalInfo?.fullName?.trim() || 'Untitled Resume',
            completeStep: safely(() => completedSteps(data)),
            progressPercentage: safely(() => progressPercentage(data)),
            updatedAt: r.updatedAt.toISOString(),
          };
        }),
        total,
        page: body.page,
        limit: body.limit,
      };
    },

    async visitors(body: ListBody<(typeof VISITOR_SORTS)[number]>) {
      const order = visitorOrders[body.sort ?? '-active'];
      const { items, total } = await lists.visitors(pageOf(body), body.q || undefined, order);
      return {
        items: items.map((v): AdminVisitorRow => ({ ip: v.ip, active: v.active.toISOString() })),
        total,
        page: body.page,
        limit: body.limit,
      };
    },

    async visits(body: ListBody<(typeof VISIT_SORTS)[number]> & { ip: string }) {
      const order = visitOrders[body.sort ?? '-time'];
      const { items, total } = await lists.visits(
        body.ip,
        pageOf(body),
        body.q || undefined,
        order,
      );
      return {
        items: items.map((v): AdminVisitRow => ({
          time: v.time.toISOString(),
          url: v.url,
          count: v.count,
        })),
        total,
        page: body.page,
        limit: body.limit,
      };
    },

    /** Pending first (spec), then by date, newest first unless `sort` says otherwise. */
    async messages(body: ListBody<(typeof MESSAGE_SORTS)[number]>) {
      const order = messageOrders[body.sort ?? '-createdAt'];
      const { items, total } = await lists.messages(pageOf(body), body.q || undefined, order);
      return {
        items: items.map((m): AdminMessageRow => ({
          _id: m.id,
          email: m.email,
          message: m.message,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
        })),
        total,
        page: body.page,
        limit: body.limit,
      };
    },

    async markMessage(id: string) {
      if (!UUID.test(id) || !(await repo.markMessage(id)))
        throw notFound('Message not found', 'MESSAGE_NOT_FOUND');
      return { _id: id, status: true as const };
    },

    async resume(id: string) {
      const row = UUID.test(id) ? await repo.resume(id) : undefined;
      if (!row) throw notFound('Resume not found', 'RESUME_NOT_FOUND');
      return toRecord(row);
    },
  };
}

/** A stored document the rules cannot read counts as nothing done. */
function safely(work: () => number) {
  try {
    return work();
  } catch {
    return 0;
  }
}

export type AdminService = ReturnType<typeof adminService>;
