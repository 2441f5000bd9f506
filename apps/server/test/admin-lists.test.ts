import {
  ADMIN_EXACT_TOTAL_MAX,
  contract,
  isEstimatedTotal,
  MESSAGE_SORTS,
  RESUME_SORTS,
  USER_SORTS,
  VISIT_SORTS,
  VISITOR_SORTS,
  type RouteDef,
} from '@shortlist/contract';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  messageOrders,
  resumeOrders,
  userOrders,
  visitOrders,
  visitorOrders,
} from '../src/modules/admin/list-sorts.js';
import { query } from './helpers/tables.js';
import { useTestApp } from './helpers/test-app.js';
import { databaseTargets } from './helpers/test-database.js';

const ADMIN = { userName: 'boss', pass: 'a long admin password' };
/** More rows than are counted exactly, so every unfiltered total is an estimate. */
const ROWS = 1_200;
/** Visits of the one visitor `v0001` (more than are counted exactly too). */
const VISITS = 1_100;

type Row = Record<string, string | number | boolean>;
type ListAnswer = { items: Row[]; total: number; page: number; limit: number };

/**
 * Every list, every sort: its route, the field naming a row, and the sort key of a row
 * (`createdAt` of a resume is not in its row: looked up).
 */
const lists: {
  name: string;
  route: RouteDef;
  body: object;
  sorts: readonly string[];
  id: string;
}[] = [
  { name: 'users', route: contract.admin.users, body: {}, sorts: USER_SORTS, id: '_id' },
  { name: 'resumes', route: contract.admin.resumes, body: {}, sorts: RESUME_SORTS, id: '_id' },
  {
    name: 'visitors',
    route: contract.adminTraffic.visitors,
    body: {},
    sorts: VISITOR_SORTS,
    id: 'ip',
  },
  {
    name: 'visits',
    route: contract.adminTraffic.analysis,
    body: { ip: 'v0001' },
    sorts: VISIT_SORTS,
    id: 'url',
  },
  {
    name: 'messages',
    route: contract.adminSupport.messages,
    body: {},
    sorts: MESSAGE_SORTS,
    id: '_id',
  },
];

/** The value a row is sorted by under `sort` (without its `-`). */
const fieldOf: Record<string, string> = {
  createdAt: 'createdAt',
  email: 'email',
  name: 'name',
  updatedAt: 'updatedAt',
  active: 'active',
  time: 'time',
  count: 'count',
};

describe.each(databaseTargets)('admin lists past 1,000 rows on $label', ({ open }) => {
  const ctx = useTestApp(open, { ADMIN_USERNAME: ADMIN.userName, ADMIN_PASSWORD: ADMIN.pass });
  let cookie: string;
  const createdOfResume = new Map<string, string>();

  const list = async (route: RouteDef, body: object) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/resume${route.path}`,
      headers: { cookie },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListAnswer;
  };

  beforeAll(async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/resume/admin/login',
      payload: ADMIN,
    });
    cookie = `AdminToken=${login.cookies.find((c) => c.name === 'AdminToken')!.value}`;
    // Many equal dates, names and counts, so the tie-breaks decide the order of pages.
    const statements = [
      sql`insert into users (email, name, password_hash, created_at)
          select 'u' || lpad(g::text, 4, '0') || '@example.com', 'Person ' || (g % 7),
                 'not-a-hash', now() - ((g % 50) || ' minutes')::interval
          from generate_series(1, ${ROWS}::int) g`,
      sql`insert into resumes (user_id, data, status, created_at, updated_at)
          select id, jsonb_build_object('personalInfo', jsonb_build_object('fullName', name)),
                 'saved', created_at - interval '1 day', created_at
          from users`,
      sql`insert into chat_messages (email, message, status, created_at)
          select 'm' || lpad(g::text, 4, '0') || '@example.com', 'Message ' || g, g % 3 = 0,
                 now() - ((g % 30) || ' minutes')::interval
          from generate_series(1, ${ROWS}::int) g`,
      sql`insert into traffic_visitors (visitor, first_seen, last_seen, visits)
          select 'v' || lpad(g::text, 4, '0'), now() - interval '1 day',
                 now() - ((g % 25) || ' minutes')::interval, 1
          from generate_series(1, ${ROWS}::int) g`,
      sql`insert into page_visits (visitor, path, count, created_at)
          select 'v0001', '/p/' || lpad(g::text, 4, '0'), g % 9,
                 now() - ((g % 20) || ' minutes')::interval
          from generate_series(1, ${VISITS}::int) g`,
      // What autovacuum does after bulk inserts: the statistics the estimates come from.
      sql`analyze`,
    ];
    for (const statement of statements) await ctx.database.db.execute(statement);
    const created = await query<{ id: string; at: Date | string }>(
      ctx.database,
      sql`select id, created_at as at from resumes`,
    );
    for (const r of created) createdOfResume.set(r.id, new Date(r.at).toISOString());
  });

  it.each(lists)(
    '$name: the total above 1,000 rows is an estimate near the real count',
    async (l) => {
      const real = l.name === 'visits' ? VISITS : ROWS;
      const { total } = await list(l.route, l.body);
      expect(isEstimatedTotal(total)).toBe(true);
      expect(total).toBeGreaterThan(ADMIN_EXACT_TOTAL_MAX);
      // After ANALYZE the planner's estimate is close to the truth (statistics, not a count).
      expect(Math.abs(total - real)).toBeLessThanOrEqual(real * 0.2);
    },
  );

  it('counts exactly up to 1,000 matching rows; from 1,001 on, an estimate never below 1,001', async () => {
    // Emails u0001@ … u0999@ start with 'u0': 999 rows.
    expect((await list(contract.admin.users, { q: 'u0' })).total).toBe(999);
    expect((await list(contract.admin.users, { q: 'u01' })).total).toBe(100);
    const add = (email: string) =>
      ctx.database.db.execute(
        sql`insert into users (email, name, password_hash) values (${email}, 'Extra', 'x')`,
      );
    try {
      await add('u0000@example.com');
      expect((await list(contract.admin.users, { q: 'u0' })).total).toBe(1_000);
      await add('u0-more@example.com');
      const total = (await list(contract.admin.users, { q: 'u0' })).total;
      expect(isEstimatedTotal(total)).toBe(true);
      expect(total).toBeGreaterThanOrEqual(ADMIN_EXACT_TOTAL_MAX + 1);
    } finally {
      await ctx.database.db.execute(sql`delete from users where name = 'Extra'`);
    }
  });

  it.each([
    { name: 'users', route: contract.admin.users, q: 'U0', sort: '-name', key: 'name' },
    {
      name: 'resumes',
      route: contract.admin.resumes,
      q: 'u0',
      sort: 'updatedAt',
      key: 'updatedAt',
    },
    {
      name: 'messages',
      route: contract.adminSupport.messages,
      q: 'm0',
      sort: '-createdAt',
      key: '',
    },
    {
      name: 'visitors',
      route: contract.adminTraffic.visitors,
      q: 'v0',
      sort: 'active',
      key: 'active',
    },
  ])(
    '$name: a search matching 999 rows (read first, then sorted) pages through them once, in order',
    async ({ route, q, sort, key }) => {
      const seen: Row[] = [];
      for (let page = 1; page <= 10; page += 1) {
        const answer = await list(route, { q, sort, page, limit: 100 });
        expect(answer.total).toBe(999);
        seen.push(...answer.items);
      }
      const ids = seen.map((row) => String(row._id ?? row.ip));
      expect(new Set(ids).size).toBe(999);
      if (key) {
        const values = seen.map((row) => row[key]!);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values).toEqual(sort.startsWith('-') ? sorted.reverse() : sorted);
      } else {
        const statuses = seen.map((m) => m.status);
        expect(statuses).toEqual([...statuses].sort((a, b) => Number(a) - Number(b)));
      }
    },
  );

  describe.each(lists)('$name', (l) => {
    it.each(l.sorts.map((sort) => ({ sort })))(
      'sort $sort: pages of 100 hold every row once, in order; a deep page of 20 agrees',
      async ({ sort }) => {
        const seen: Row[] = [];
        for (let page = 1; ; page += 1) {
          const answer = await list(l.route, { ...l.body, sort, page, limit: 100 });
          expect(answer).toMatchObject({ page, limit: 100 });
          seen.push(...answer.items);
          if (answer.items.length < 100) break;
        }
        const ids = seen.map((row) => String(row[l.id]));
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBe(l.name === 'visits' ? VISITS : ROWS);

        const key = sort.replace(/^-/, '');
        const valueOf = (row: Row) =>
          l.name === 'resumes' && key === 'createdAt'
            ? createdOfResume.get(String(row._id))!
            : row[fieldOf[key]!]!;
        const values = seen.map(valueOf);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        if (sort.startsWith('-')) sorted.reverse();
        if (l.name === 'messages') {
          // Pending first, then by date within each.
          const pending = seen.filter((m) => !m.status);
          expect(seen.slice(0, pending.length).every((m) => !m.status)).toBe(true);
          for (const part of [pending, seen.filter((m) => m.status)]) {
            const dates = part.map(valueOf);
            const ordered = [...dates].sort();
            expect(dates).toEqual(sort.startsWith('-') ? ordered.reverse() : ordered);
          }
        } else {
          expect(values).toEqual(sorted);
        }

        const deep = await list(l.route, { ...l.body, sort, page: 55, limit: 20 });
        expect(deep.items.map((row) => String(row[l.id]))).toEqual(ids.slice(1_080, 1_100));
      },
    );
  });

  /** The node types of a plan, depth first. */
  const nodesOf = (plan: { 'Node Type': string; Plans?: unknown[] }): string[] => [
    plan['Node Type'],
    ...((plan.Plans ?? []) as (typeof plan)[]).flatMap(nodesOf),
  ];
  const planOf = async (statement: SQL) =>
    ctx.database.db.transaction(async (tx) => {
      // With sorting priced out, a Sort left in the plan means no index yields this order.
      await tx.execute(sql`set local enable_sort = off`);
      const rows = (await tx.execute(sql`explain (format json) ${statement}`)) as unknown as {
        rows: { 'QUERY PLAN': unknown }[];
      };
      const cell = rows.rows[0]!['QUERY PLAN'];
      const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [
        { Plan: Parameters<typeof nodesOf>[0] },
      ];
      return nodesOf(plan[0].Plan);
    });

  it.each([
    ...Object.entries(userOrders).map(([s, o]) => ['users', s, sql`select id from users`, o]),
    ...Object.entries(resumeOrders).map(([s, o]) => ['resumes', s, sql`select id from resumes`, o]),
    ...Object.entries(visitorOrders).map(([s, o]) => [
      'visitors',
      s,
      sql`select visitor, last_seen from traffic_visitors`,
      o,
    ]),
    ...Object.entries(messageOrders).map(([s, o]) => [
      'messages',
      s,
      sql`select id from chat_messages`,
      o,
    ]),
    ...(['time', '-time'] as const).map((s) => [
      'visits',
      s,
      sql`select id from page_visits where visitor = 'v0001'`,
      visitOrders[s],
    ]),
  ] as [string, string, SQL, SQL[]][])(
    '%s sorted by %s: an index yields the order (no sort of the table)',
    async (name, __, select, order) => {
      const nodes = await planOf(
        sql`${select} order by ${sql.join(order, sql`, `)} limit 20 offset 980`,
      );
      expect(nodes).not.toContain('Sort');
      // One visitor's visits (a day's worth) may order equal times by id after the index.
      if (name !== 'visits') expect(nodes).not.toContain('Incremental Sort');
      expect(nodes.some((n) => n.startsWith('Index'))).toBe(true);
    },
  );

  it('migration 0008 made the index for messages oldest first', async () => {
    const rows = await query<{ indexdef: string }>(
      ctx.database,
      sql`select indexdef from pg_indexes where indexname = 'chat_messages_status_oldest_idx'`,
    );
    expect(rows.map((r) => r.indexdef)).toEqual([
      expect.stringMatching(/\(status, created_at, id\)$/),
    ]);
  });
});
