// The dashboard summary (SPEC §2 Dasbor, §3 Dashboard summary). Every figure is read from
// counts the database keeps (row_counts, bsu_stats, trash_stats) or off an index: the same
// few milliseconds with a million transactions as with a hundred.
import { createRoute } from '@hono/zod-openapi';
import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { apiErrorSchema } from '../../lib/schemas/common';
import { summarySchema, type Summary } from '../../lib/schemas/report';
import { requireAbility } from '../auth/guard';
import { bearerSecurity, json, router, type AppDeps } from '../context';
import type { Db } from '../db/client';
import { scopeOf, within, type Scope } from '../domain/scope';
import { bsuStats, bsus, collectors, customers, rowCounts, transactions, trash, trashStats, users } from '../db/schema';

const TOP_LIMIT = 5;
const LATEST_LIMIT = 10;

/** `where <condition>` for a scoped account, nothing for the whole programme. */
const whereOf = (condition: SQL | undefined) => (condition ? sql`where ${condition}` : sql``);

async function totals(db: Db, scope: Scope) {
  const [row] = await db
    .select({
      total_bsi: sql<number>`(select count(*) from ${collectors} ${whereOf(within('collector', scope))})::int`,
      total_bsu: sql<number>`(select count(*) from ${bsus} ${whereOf(within('bsu', scope))})::int`,
      // Programme-wide, the count the database keeps; scoped, the scope's customers counted.
      total_customer: scope
        ? sql<number>`(select count(*) from ${customers} where ${within('customer', scope)})::int`
        : sql<number>`(select coalesce(sum(${rowCounts.value}), 0) from ${rowCounts} where ${rowCounts.name} = 'customers')::int`,
      total_trash: sql<number>`(select count(*) from ${trash} ${whereOf(within('trash', scope))})::int`,
    })
    .from(sql`(select 1) as one`);
  return {
    total_bsi: Number(row?.total_bsi ?? 0),
    total_bsu: Number(row?.total_bsu ?? 0),
    total_customer: Number(row?.total_customer ?? 0),
    total_trash: Number(row?.total_trash ?? 0),
  };
}

/** The first TOP_LIMIT rows with purchases, the most first (then by `id`), read off the stats table's index. */
const topOf = <T extends PgSelect>(query: T, purchases: AnyPgColumn, id: AnyPgColumn) =>
  query.where(gt(purchases, 0)).orderBy(desc(purchases), asc(id)).limit(TOP_LIMIT);

async function topBsu(db: Db, scope: Scope) {
  // The counts are kept by triggers (bsu_stats).
  const rows = await topOf(
    db
      .select({ id: bsus.id, bsu_name: bsus.trashBankName, address: bsus.address, count: bsuStats.purchaseCount })
      .from(bsuStats)
      .innerJoin(bsus, and(eq(bsus.id, bsuStats.bsuId), within('bsu', scope)))
      .$dynamic(),
    bsuStats.purchaseCount,
    bsuStats.bsuId,
  );
  return rows.map(({ count, ...row }) => ({ ...row, purchase_count: Number(count) }));
}

async function latestTransactions(db: Db, scope: Scope) {
  const rows = await db
    .select({
      id: transactions.id,
      createdOn: transactions.createdOn,
      // The counterparty: a customer by full name, otherwise the parent bank by its name.
      user: sql<string>`case when ${transactions.customerId} is not null
        then trim(concat_ws(' ', ${users.firstName}, ${users.lastName}))
        else coalesce(${collectors.trashBankName}, '') end`,
      amount: transactions.amount,
      status: transactions.status,
    })
    .from(transactions)
    .leftJoin(customers, eq(customers.id, transactions.customerId))
    .leftJoin(users, eq(users.id, customers.userId))
    .leftJoin(collectors, eq(collectors.id, transactions.collectorId))
    .where(within('transaction', scope))
    .orderBy(desc(transactions.createdOn), desc(transactions.id))
    .limit(LATEST_LIMIT);
  return rows.map(({ createdOn, ...row }) => ({ ...row, id: Number(row.id), created_on: createdOn.toISOString() }));
}

async function topTrash(db: Db, scope: Scope) {
  const rows = await topOf(
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

export function reportRoutes({ db }: AppDeps) {
  const app = router();

  const summary = createRoute({
    method: 'get',
    path: '/summary',
    tags: ['report'],
    summary: 'Dashboard summary: totals, top unit banks, latest transactions, top waste items',
    security: bearerSecurity,
    middleware: [requireAbility('read')] as const,
    responses: {
      200: json(summarySchema, 'Summary'),
      401: json(apiErrorSchema, 'Not signed in'),
      403: json(apiErrorSchema, 'Not an administrator'),
    },
  });
  app.openapi(summary, async (c) => c.json(await loadSummary(db, scopeOf(c.var.auth)), 200));

  return app;
}
