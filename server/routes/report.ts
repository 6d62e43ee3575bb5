// The dashboard summary (SPEC §2 Dasbor, §3 Dashboard summary). Every figure is read from
// counts the database keeps (row_counts, bsu_stats, trash_stats) or off an index: the same
// few milliseconds with a million transactions as with a hundred.
import { createRoute, type z } from '@hono/zod-openapi';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { apiErrorSchema } from '../../lib/schemas/common';
import { summarySchema, type Summary } from '../../lib/schemas/report';
import { monthlyReportSchema, periodReportQuerySchema, periodReportSchema } from '../../lib/schemas/period-report';
import { monthlyReport } from '../domain/monthly-report';
import { periodReport } from '../domain/period-report';
import { semesterReportQuerySchema, semesterReportSchema } from '../../lib/schemas/semester-report';
import { semesterReport } from '../domain/semester-report';
import { requireAbility } from '../auth/guard';
import { bearerSecurity, json, router } from '../context';
import type { Db } from '../db/client';
import { inlineLimit, keptPlan } from '../db/kept-plans';
import { scopeOf, within, type Scope } from '../domain/scope';
import { bsuStats, bsus, collectors, customers, rowCounts, transactions, trash, trashStats, users } from '../db/schema';

const TOP_LIMIT = 5;
const LATEST_LIMIT = 10;

/** `where <condition>` for a scoped account, nothing for the whole programme. */
const whereOf = (condition: SQL | undefined) => (condition ? sql`where ${condition}` : sql``);

// The whole programme's summary has no values (its limits and bounds are written into each
// statement): PostgreSQL keeps its plans (kept-plans.ts). A scoped account's carries its banks' ids.
async function totals(db: Db, scope: Scope) {
  const [row] = await keptPlan(
    db
      .select({
        total_bsi: sql<number>`(select count(*) from ${collectors} ${whereOf(within('collector', scope))})::int`,
        total_bsu: sql<number>`(select count(*) from ${bsus} ${whereOf(within('bsu', scope))})::int`,
        // Programme-wide, the count the database keeps; scoped, the scope's customers counted.
        total_customer: scope
          ? sql<number>`(select count(*) from ${customers} where ${within('customer', scope)})::int`
          : sql<number>`(select coalesce(sum(${rowCounts.value}), 0) from ${rowCounts} where ${rowCounts.name} = 'customers')::int`,
        total_trash: sql<number>`(select count(*) from ${trash} ${whereOf(within('trash', scope))})::int`,
      })
      .from(sql`(select 1) as one`),
    scope === null,
  );
  return {
    total_bsi: Number(row?.total_bsi ?? 0),
    total_bsu: Number(row?.total_bsu ?? 0),
    total_customer: Number(row?.total_customer ?? 0),
    total_trash: Number(row?.total_trash ?? 0),
  };
}

/** The first TOP_LIMIT rows with purchases, the most first (then by `id`), read off the stats table's index. */
const topOf = <T extends PgSelect>(query: T, purchases: AnyPgColumn, id: AnyPgColumn) =>
  query
    .where(sql`${purchases} > 0`)
    .orderBy(desc(purchases), asc(id))
    .limit(inlineLimit(TOP_LIMIT));

async function topBsu(db: Db, scope: Scope) {
  // The counts are kept by triggers (bsu_stats).
  const rows = await keptPlan(
    topOf(
      db
        .select({ id: bsus.id, bsu_name: bsus.trashBankName, address: bsus.address, count: bsuStats.purchaseCount })
        .from(bsuStats)
        .innerJoin(bsus, and(eq(bsus.id, bsuStats.bsuId), within('bsu', scope)))
        .$dynamic(),
      bsuStats.purchaseCount,
      bsuStats.bsuId,
    ),
    scope === null,
  );
  return rows.map(({ count, ...row }) => ({ ...row, purchase_count: Number(count) }));
}

/**
 * The LATEST_LIMIT newest transactions are picked first, off the date index, and only those ten
 * are joined to their customer and parent bank. Joined first and limited after, PostgreSQL
 * planned the joins for all 1,000,000 rows and, at every call, set up lookup caches (Memoize)
 * sized for them before reading ten: about 20 ms of the database's CPU per dashboard, against
 * 2 ms this way (README, "Performance").
 */
async function latestTransactions(db: Db, scope: Scope) {
  const latest = db
    .select({
      id: transactions.id,
      createdOn: transactions.createdOn,
      customerId: transactions.customerId,
      collectorId: transactions.collectorId,
      amount: transactions.amount,
      status: transactions.status,
    })
    .from(transactions)
    .where(within('transaction', scope))
    .orderBy(desc(transactions.createdOn), desc(transactions.id))
    .limit(inlineLimit(LATEST_LIMIT))
    .as('latest');
  const rows = await keptPlan(
    db
      .select({
        id: latest.id,
        createdOn: latest.createdOn,
        // The counterparty: a customer by full name, otherwise the parent bank by its name.
        user: sql<string>`case when ${latest.customerId} is not null
        then trim(concat_ws(' ', ${users.firstName}, ${users.lastName}))
        else coalesce(${collectors.trashBankName}, '') end`,
        amount: latest.amount,
        status: latest.status,
      })
      .from(latest)
      .leftJoin(customers, eq(customers.id, latest.customerId))
      .leftJoin(users, eq(users.id, customers.userId))
      .leftJoin(collectors, eq(collectors.id, latest.collectorId))
      .orderBy(desc(latest.createdOn), desc(latest.id)),
    scope === null,
  );
  return rows.map(({ createdOn, ...row }) => ({ ...row, id: Number(row.id), created_on: createdOn.toISOString() }));
}

async function topTrash(db: Db, scope: Scope) {
  const rows = await keptPlan(
    topOf(
      db
        .select({
          id: trash.id,
          trash_name: trash.trashName,
          bsi_name: collectors.trashBankName,
          price: trash.sellingPrice,
          unit: trash.unit,
          count: trashStats.purchaseCount,
        })
        .from(trashStats)
        .innerJoin(trash, and(eq(trash.id, trashStats.trashId), within('trash', scope)))
        .innerJoin(collectors, eq(collectors.id, trash.collectorId))
        .$dynamic(),
      trashStats.purchaseCount,
      trashStats.trashId,
    ),
    scope === null,
  );
  return rows.map(({ count, ...row }) => ({ ...row, purchase_count: Number(count) }));
}

export async function loadSummary(db: Db, scope: Scope = null): Promise<Summary> {
  const [counts, top_bsu, latest_transactions, top_trash] = await Promise.all([
    totals(db, scope),
    topBsu(db, scope),
    latestTransactions(db, scope),
    topTrash(db, scope),
  ]);
  return { ...counts, top_bsu, latest_transactions, top_trash };
}

export function reportRoutes() {
  const app = router();
  // The summary and the reports of a period are read alike: by whoever may read, refused alike.
  const readers = { security: bearerSecurity, middleware: requireAbility('read') };
  const refused = { 401: json(apiErrorSchema, 'Not signed in'), 403: json(apiErrorSchema, 'Not an administrator') };

  const summary = createRoute({
    method: 'get',
    path: '/summary',
    tags: ['report'],
    summary: 'Dashboard summary: totals, top unit banks, latest transactions, top waste items',
    ...readers,
    responses: { 200: json(summarySchema, 'Summary'), ...refused },
  });
  app.openapi(summary, async (c) => c.json(await loadSummary(c.var.reader, scopeOf(c.var.auth)), 200));

  // The reports of a period (issue 18), for the programme or one bank within the caller's scope:
  // each a GET of its query, refused alike (401, 403, a bank out of reach 404, a bad query 422).
  const report = <Q extends z.ZodType, A extends z.ZodType>(spec: {
    path: string;
    summary: string;
    query: Q;
    answer: A;
    invalid: string;
    read: (db: Db, scope: Scope, query: z.infer<Q>) => Promise<z.infer<A>>;
  }) => {
    const route = createRoute({
      method: 'get',
      path: spec.path,
      tags: ['report'],
      summary: spec.summary,
      ...readers,
      request: { query: spec.query as unknown as typeof periodReportQuerySchema },
      responses: {
        200: json(spec.answer, 'The report'),
        404: json(apiErrorSchema, 'The bank asked for is not within reach'),
        422: json(apiErrorSchema, spec.invalid),
        ...refused,
      },
    });
    app.openapi(route, async (c) =>
      c.json((await spec.read(c.var.reader, scopeOf(c.var.auth), c.req.valid('query') as z.infer<Q>)) as never, 200),
    );
  };
  report({
    path: '/period',
    summary:
      "Period report (Jakarta days from/to, at most 366): customers, settled deposits and pickups (count, kg, Rp, per item and category), accepted top-ups and withdrawals, balances owed at both edges, stock, unit banks ranked, the impact estimate (kg kept out of landfill, kg CO2e avoided); for the programme, one bsi or one bsu within the caller's scope",
    query: periodReportQuerySchema,
    answer: periodReportSchema,
    invalid: 'Invalid period or bank',
    read: periodReport,
  });
  report({
    path: '/monthly',
    summary:
      'Per Jakarta month of a period (as /period takes it): kg of settled deposits per category, Rp credited for deposits, received for pickups, paid in as top-ups, paid out as withdrawals; the impact estimate of the whole period',
    query: periodReportQuerySchema,
    answer: monthlyReportSchema,
    invalid: 'Invalid period or bank',
    read: monthlyReport,
  });
  report({
    path: '/semester',
    summary:
      'Semester report for the environment office (year, half 1 = January–June, 2 = July–December): tonnes of settled deposits per SIPSN category, per regency and per unit bank, customers registered and served, the impact estimate',
    query: semesterReportQuerySchema,
    answer: semesterReportSchema,
    invalid: 'Invalid year, half or bank',
    read: semesterReport,
  });

  return app;
}
