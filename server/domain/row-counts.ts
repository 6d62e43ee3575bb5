// Reading the counters the database keeps (migrations 0003, 0006, 0016): exact totals without count(*).
import { and, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { transactionStatuses, type TransactionStatus } from '../../lib/schemas/transactions';
import { walletRequestStatuses, type WalletRequestStatus } from '../../lib/schemas/wallets';
import { DAY_MS } from '../../lib/shared/jakarta-days';
import type { Db } from '../db/client';
import { keptPlan } from '../db/kept-plans';
import { rowCounts, transactionAmounts, transactionDays, transactions } from '../db/schema';

/** The counters of `names`, summed: a key lookup in a small table, its plan kept. */
export async function countOf(db: Db, names: string[]): Promise<number> {
  const [row] = await keptPlan(
    db
      .select({ total: sql<string>`coalesce(sum(${rowCounts.value}), 0)` })
      .from(rowCounts)
      .where(inArray(rowCounts.name, names)),
  );
  return Number(row?.total ?? 0);
}

export const transactionCounters = (statuses: readonly TransactionStatus[] = transactionStatuses) =>
  statuses.map((s) => `transactions:${s}`);

export const requestCounters = (
  kind: 'topup' | 'withdraw',
  statuses: readonly WalletRequestStatus[] = walletRequestStatuses,
) => statuses.map((s) => `wallet_requests:${kind}:${s}`);

/** The UTC midnight at or after `at`, and at or before it: the per-day counters' bounds. */
const midnightAfter = (at: Date) => new Date(Math.ceil(at.getTime() / DAY_MS) * DAY_MS);
const midnightBefore = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const dayOf = (midnight: Date) => midnight.toISOString().slice(0, 10);

type Statuses = readonly TransactionStatus[];
const ofStatuses = (
  column: typeof transactions.status | typeof transactionDays.status | typeof transactionAmounts.status,
  statuses: Statuses,
) => (statuses.length ? inArray(column, [...statuses]) : undefined);
/** The transactions (of `statuses`, or all) meeting every condition, counted: a scalar subquery. */
const countedRows = (statuses: Statuses, ...conditions: (SQL | undefined)[]) =>
  sql`(select count(*) from ${transactions} where ${and(...conditions, ofStatuses(transactions.status, statuses), sql`true`)})`;
/** The counters (of `statuses`, or all) meeting every condition, summed: a scalar subquery. */
const summedCounters = (
  counters: typeof transactionDays | typeof transactionAmounts,
  statuses: Statuses,
  ...conditions: (SQL | undefined)[]
) =>
  sql`(select coalesce(sum(${counters.n}), 0) from ${counters} where ${and(...conditions, ofStatuses(counters.status, statuses), sql`true`)})`;
/** One total, read in one statement (one snapshot). */
async function readTotal(db: Db, total: SQL): Promise<number> {
  const [row] = await db.select({ total: sql<string>`${total}` }).from(sql`(select 1) as one`);
  return Number(row?.total ?? 0);
}

/**
 * How many transactions (of `statuses`, or all) were recorded in [start, end), either end open:
 * the whole UTC days inside from the per-day counters (migration 0006), only the hours at the
 * ends from the rows. A month of the national dataset is 30 counter rows and under a day of
 * rows at each end instead of 217,000 rows (issue 20).
 */
export function countRecordedBetween(
  db: Db,
  statuses: Statuses,
  start: Date | undefined,
  end: Date | undefined,
): Promise<number> {
  const between = (from: Date, to: Date) =>
    countedRows(statuses, gte(transactions.createdOn, from), lt(transactions.createdOn, to));
  const first = start && midnightAfter(start);
  const last = end && midnightBefore(end);
  if (first && last && first >= last) return readTotal(db, between(start!, end!));
  let total = summedCounters(
    transactionDays,
    statuses,
    first ? gte(transactionDays.day, dayOf(first)) : undefined,
    last ? lt(transactionDays.day, dayOf(last)) : undefined,
  );
  if (start && first! > start) total = sql`${total} + ${between(start, first!)}`;
  if (end && last! < end) total = sql`${total} + ${between(last!, end)}`;
  return readTotal(db, total);
}

/**
 * How many transactions (of `statuses`, or all) have a total in [min, max], either end open: the
 * per-amount-bucket counters (migration 0016: the rows of the buckets below a bucket's value are
 * exactly those whose amount is below it) up to each bound's bucket, and the rows between that
 * bucket's value and the bound, at most a hundredth of the bound wide.
 */
export function countByAmountBetween(
  db: Db,
  statuses: Statuses,
  min: string | undefined,
  max: string | undefined,
): Promise<number> {
  const bucketOf = (amount: string) => sql`transaction_amount_bucket(${amount}::numeric)`;
  /** The rows below `bound`, or up to and including it. */
  const below = (bound: string, inclusive: boolean) =>
    sql`${summedCounters(transactionAmounts, statuses, sql`${transactionAmounts.bucket} < ${bucketOf(bound)}`)} + ${countedRows(
      statuses,
      sql`${transactions.amount} >= ${bucketOf(bound)}`,
      inclusive ? lte(transactions.amount, bound) : lt(transactions.amount, bound),
    )}`;
  const upTo = max ? below(max, true) : summedCounters(transactionAmounts, statuses);
  return readTotal(db, min ? sql`${upTo} - (${below(min, false)})` : upTo);
}
