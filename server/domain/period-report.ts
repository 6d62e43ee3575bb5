// The period report (issue 18): over a range of Jakarta days, for the whole programme, one
// parent bank or one unit bank. Deposits and pickups count settled transactions by the day they
// were weighed (created_on); top-ups and withdrawals count accepted requests by the day they were
// decided; balances are the customers' wallets (what the bank owes them) at the period's edges.
import { and, eq, gte, lt, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PeriodReport, PeriodReportQuery } from '../../lib/schemas/period-report';
import type { trashUnits } from '../../lib/schemas/fields';
import { dayEnd, dayStart, jakartaDay } from '../../lib/shared/jakarta-days';
import { impactOf } from '../../lib/schemas/impact';
import type { Db } from '../db/client';
import {
  bsus,
  collectors,
  customers,
  transactions,
  trash,
  walletLedger,
  walletRequestMonths,
  walletRequests,
  wallets,
} from '../db/schema';
import { ApiError } from '../errors';
import { linesOf, programmeOwedBefore, splitDays, transactionsOf, type Split } from './report-sums';
import { bsuIn, customerUserIn, within, type Scope } from './scope';

const RANKING_LIMIT = 20;

/**
 * The scope a report covers: the unit bank or parent bank asked for, which must lie within the
 * caller's own scope (a bank out of reach is answered as one that does not exist), else the
 * caller's own scope. A unit bank's account reports on its unit only.
 */
export async function reportScope(db: Db, caller: Scope, query: Pick<PeriodReportQuery, 'bsi' | 'bsu'>) {
  // A unit bank's account never sees its parent bank's whole report.
  if (caller?.bsuId && query.bsi && !query.bsu) throw ApiError.of(404, 'collectorNotFound');
  const bsuId = query.bsu ?? caller?.bsuId ?? undefined;
  if (bsuId) {
    const [bsu] = await db
      .select({ id: bsus.id, collectorId: bsus.collectorId, name: bsus.trashBankName, code: bsus.uniqueCode })
      .from(bsus)
      .where(and(eq(bsus.id, bsuId), caller ? bsuIn(caller, bsus.id) : undefined));
    if (!bsu || (query.bsi && query.bsi !== bsu.collectorId)) throw ApiError.of(404, 'bsuNotFound');
    const { collectorId, ...label } = bsu;
    return { scope: { collectorId, bsuId: bsu.id }, label: { kind: 'bsu' as const, ...label } };
  }
  const bsiId = query.bsi ?? caller?.collectorId;
  if (bsiId) {
    const [bsi] = await db
      .select({ id: collectors.id, name: collectors.trashBankName, code: collectors.uniqueCode })
      .from(collectors)
      .where(and(eq(collectors.id, bsiId), caller ? within('collector', caller) : undefined));
    if (!bsi) throw ApiError.of(404, 'collectorNotFound');
    return { scope: { collectorId: bsi.id, bsuId: null }, label: { kind: 'bsi' as const, ...bsi } };
  }
  return { scope: null, label: { kind: 'programme' as const, id: null, name: null, code: null } };
}

/** Settled transactions of the scope weighed in the period, customers' deposits or pickups. */
export const settled = (scope: Scope, start: Date, end: Date, kind: 'deposit' | 'pickup'): SQL | undefined =>
  and(
    eq(transactions.status, 'settlement'),
    gte(transactions.createdOn, start),
    lt(transactions.createdOn, end),
    kind === 'deposit' ? sql`${transactions.customerId} is not null` : sql`${transactions.collectorId} is not null`,
    within('transaction', scope),
  );

const kg = sql<string>`coalesce(sum(lines.qty) filter (where lines.unit = 'kg'), 0)::numeric(16, 3)::text`;
const total = (column: SQLWrapper) => sql<string>`coalesce(sum(${column}), 0)::numeric(16, 2)::text`;

/** How many settled transactions of a side, their total, and the kg their lines weigh. */
async function flow(db: Db, scope: Scope, split: Split, deposit: boolean) {
  const [[sums], [weight]] = await Promise.all([
    db
      .select({ count: sql<number>`coalesce(sum(txs.n), 0)::int`, amount: total(sql`txs.amount`) })
      .from(transactionsOf(scope, split, deposit)),
    db.select({ kg }).from(linesOf(scope, split, deposit)),
  ]);
  return { count: Number(sums?.count ?? 0), amount: sums?.amount ?? '0.00', kg: weight?.kg ?? '0.000' };
}

async function itemsOf(db: Db, scope: Scope, split: Split) {
  const unit = sql<(typeof trashUnits)[number]>`lines.unit`;
  return db
    .select({
      id: trash.id,
      name: trash.trashName,
      unit,
      category: trash.category,
      qty: sql<string>`sum(lines.qty)::numeric(16, 3)::text`,
      amount: sql<string>`sum(lines.amount)::numeric(16, 2)::text`,
    })
    .from(linesOf(scope, split, true))
    .innerJoin(trash, sql`${trash.id} = lines.trash_id`)
    .groupBy(trash.id, trash.trashName, unit, trash.category)
    .having(sql`sum(lines.qty) <> 0`)
    .orderBy(sql`sum(lines.amount) desc`, trash.id);
}

/** Per category: the kg (items sold by weight), the pieces, the total, from the items' sums. */
function categoriesOf(items: Awaited<ReturnType<typeof itemsOf>>) {
  const sums = new Map<string, { kg: number; pcs: number; amount: number }>();
  for (const i of items) {
    const sum = sums.get(i.category) ?? { kg: 0, pcs: 0, amount: 0 };
    // Thousandths and cents as integers: no float error creeps into a sum.
    sum[i.unit === 'kg' ? 'kg' : 'pcs'] += Math.round(Number(i.qty) * 1000);
    sum.amount += Math.round(Number(i.amount) * 100);
    sums.set(i.category, sum);
  }
  return [...sums].map(([category, s]) => ({
    category: category as PeriodReport['categories'][number]['category'],
    kg: (s.kg / 1000).toFixed(3),
    pcs: (s.pcs / 1000).toFixed(3),
    amount: (s.amount / 100).toFixed(2),
  }));
}

/** Customers of the scope: registered by the period's end, new in it, and with a settled deposit in it. */
async function customerCounts(db: Db, scope: Scope, start: Date, end: Date, deposits: SQL | undefined) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      fresh: sql<number>`count(*) filter (where ${gte(customers.createdAt, start)})::int`,
      active: sql<number>`(select count(distinct ${transactions.customerId}) from ${transactions} where ${deposits})::int`,
    })
    .from(customers)
    // customers_created_idx: those registered by the end, read off the index.
    .where(and(lt(customers.createdAt, end), within('customer', scope)));
  return { total: Number(row?.total ?? 0), new: Number(row?.fresh ?? 0), active: Number(row?.active ?? 0) };
}

/** Accepted requests of `kind` of the scope's customers decided in the period (wallet_requests_accepted_idx). */
export const accepted = (scope: Scope, start: Date, end: Date, kind: 'topup' | 'withdraw') =>
  and(
    eq(walletRequests.kind, kind),
    eq(walletRequests.status, 'accepted'),
    gte(walletRequests.decidedAt, start),
    lt(walletRequests.decidedAt, end),
    scope
      ? sql`${walletRequests.walletId} in (select ${wallets.id} from ${wallets} where ${customerUserIn(scope, wallets.userId)})`
      : undefined,
  );

const decidedMonth = sql`date_trunc('month', ${walletRequests.decidedAt} at time zone 'Asia/Jakarta')::date`;

/**
 * The accepted requests of `kind` decided in Jakarta days `from`–`to` as one table, `reqs`
 * (month, n, amount). The programme's whole months come from wallet_request_months (migration
 * 0023) and only its odd days from the rows; a bank's are its customers' rows.
 */
export function requestsOf(scope: Scope, from: string, to: string, kind: 'topup' | 'withdraw') {
  const split = scope ? { months: null, days: [{ from, to }] } : splitDays(from, to);
  const rows = or(...split.days.map((d) => accepted(scope, dayStart(d.from), dayEnd(d.to), kind))) ?? sql`false`;
  const months = split.months
    ? and(
        eq(walletRequestMonths.kind, kind),
        gte(walletRequestMonths.month, split.months.first),
        lte(walletRequestMonths.month, split.months.last),
      )
    : sql`false`;
  return sql`(
    select ${decidedMonth} as month, 1::bigint as n, ${walletRequests.amount} as amount from ${walletRequests} where ${rows}
    union all
    select ${walletRequestMonths.month}, ${walletRequestMonths.n}, ${walletRequestMonths.amount}
    from ${walletRequestMonths} where ${months}
  ) as reqs`;
}

async function requests(db: Db, scope: Scope, from: string, to: string, kind: 'topup' | 'withdraw') {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(reqs.n), 0)::int`, amount: total(sql`reqs.amount`) })
    .from(requestsOf(scope, from, to, kind));
  return { count: Number(row?.count ?? 0), amount: row?.amount ?? '0.00' };
}

/** What the scope's customers' wallets hold at the start of Jakarta day `day`: the bank's debt to them. */
async function owedAt(db: Db, scope: Scope, day: string) {
  if (!scope) {
    const [row] = await db.select({ amount: programmeOwedBefore(day) }).from(sql`(select 1) as one`);
    return row?.amount ?? '0.00';
  }
  const at = dayStart(day);
  const [row] = await db
    .select({ amount: total(walletLedger.amount) })
    .from(walletLedger)
    .innerJoin(wallets, eq(wallets.id, walletLedger.walletId))
    .where(and(lt(walletLedger.createdAt, at), customerUserIn(scope, wallets.userId)));
  return row?.amount ?? '0.00';
}

async function stockOf(db: Db, scope: Scope) {
  return db
    .select({
      id: trash.id,
      name: trash.trashName,
      unit: trash.unit,
      stock: sql<string>`${trash.stock}::text`,
      maximum: sql<string>`${trash.maximum}::text`,
    })
    .from(trash)
    .where(
      and(
        within('trash', scope),
        scope?.bsuId ? sql`(${trash.bsuId} is null or ${trash.bsuId} = ${scope.bsuId})` : undefined,
      ),
    )
    .orderBy(trash.trashName, trash.id);
}

/** The scope's unit banks by what their customers deposited in the period, the most first. */
async function ranking(db: Db, scope: Scope, split: Split) {
  const counts = db
    .select({ bsuId: sql<number>`txs.bsu_id`.as('counted_bsu'), n: sql<number>`sum(txs.n)`.as('n') })
    .from(transactionsOf(scope, split, true, true))
    .groupBy(sql`txs.bsu_id`)
    .having(sql`sum(txs.n) > 0`)
    .as('counts');
  const sums = db
    .select({
      bsuId: sql<number>`lines.bsu_id`.as('summed_bsu'),
      kg: kg.as('kg'),
      amount: sql<string>`sum(lines.amount)`.as('amount'),
    })
    .from(linesOf(scope, split, true, true))
    .groupBy(sql`lines.bsu_id`)
    .as('sums');
  const rows = await db
    .select({
      id: bsus.id,
      name: bsus.trashBankName,
      code: bsus.uniqueCode,
      count: sql<number>`${counts.n}::int`,
      kg: sql<string>`${sums.kg}`,
      amount: sql<string>`${sums.amount}::numeric(16, 2)::text`,
    })
    .from(counts)
    .innerJoin(sums, eq(sums.bsuId, counts.bsuId))
    .innerJoin(bsus, eq(bsus.id, counts.bsuId))
    .orderBy(sql`${sums.amount} desc`, bsus.id)
    .limit(RANKING_LIMIT);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

export async function periodReport(db: Db, caller: Scope, query: PeriodReportQuery): Promise<PeriodReport> {
  const { scope, label } = await reportScope(db, caller, query);
  const [start, end] = [dayStart(query.from), dayEnd(query.to)];
  const split = splitDays(query.from, query.to);
  const [items, depositFlow, pickups, customerFigures, topups, withdrawals, opening, closing, stock, ranks] =
    await Promise.all([
      itemsOf(db, scope, split),
      flow(db, scope, split, true),
      flow(db, scope, split, false),
      customerCounts(db, scope, start, end, settled(scope, start, end, 'deposit')),
      requests(db, scope, query.from, query.to, 'topup'),
      requests(db, scope, query.from, query.to, 'withdraw'),
      owedAt(db, scope, query.from),
      owedAt(db, scope, jakartaDay(end)),
      stockOf(db, scope),
      ranking(db, scope, split),
    ]);
  const categories = categoriesOf(items);
  return {
    period: { from: query.from, to: query.to },
    scope: label,
    customers: customerFigures,
    deposits: depositFlow,
    pickups,
    items,
    categories,
    impact: impactOf(Object.fromEntries(categories.map((c) => [c.category, c.kg]))),
    topups,
    withdrawals,
    balances: { opening, closing },
    stock,
    ranking: ranks,
  };
}
