// Reading the counters the database keeps (migrations 0003, 0006, 0016): exact totals without count(*).
import { and, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { transactionStatuses, type TransactionStatus } from '../../lib/schemas/transactions';
import { walletRequestStatuses, type WalletRequestStatus } from '../../lib/schemas/wallets';
import type { Db } from '../db/client';
import { rowCounts, transactionAmounts, transactionDays, transactions } from '../db/schema';

export async function countOf(db: Db, names: string[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${rowCounts.value}), 0)` })
    .from(rowCounts)
    .where(inArray(rowCounts.name, names));
  return Number(row?.total ?? 0);
}

export const transactionCounters = (statuses: readonly TransactionStatus[] = transactionStatuses) =>
  statuses.map((s) => `transactions:${s}`);

export const requestCounters = (
  kind: 'topup' | 'withdraw',
  statuses: readonly WalletRequestStatus[] = walletRequestStatuses,
) => statuses.map((s) => `wallet_requests:${kind}:${s}`);

const DAY_MS = 86_400_000;
/** The UTC midnight at or after `at`, and at or before it: the per-day counters' bounds. */
const midnightAfter = (at: Date) => new Date(Math.ceil(at.getTime() / DAY_MS) * DAY_MS);
const midnightBefore = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const dayOf = (midnight: Date) => midnight.toISOString().slice(0, 10);

/**
 * How many transactions (of `statuses`, or all) were recorded in [start, end), either end open:
 * the whole UTC days inside from the per-day counters (migration 0006), only the hours at the
 * ends from the rows. A month of the national dataset is 30 counter rows and under a day of
 * rows at each end instead of 217,000 rows (issue 20). One statement, one snapshot.
 */
export async function countRecordedBetween(
  db: Db,
  statuses: readonly TransactionStatus[],
  start: Date | undefined,
  end: Date | undefined,
): Promise<number> {
  const ofStatus = (column: typeof transactions.status | typeof transactionDays.status) =>
    statuses.length ? inArray(column, [...statuses]) : undefined;
  const rows = (from: Date | undefined, to: Date | undefined): SQL =>
    sql`(select count(*) from ${transactions} where ${and(
      from ? gte(transactions.createdOn, from) : undefined,
      to ? lt(transactions.createdOn, to) : undefined,
      ofStatus(transactions.status),
      sql`true`,
    )})`;
  const first = start && midnightAfter(start);
  const last = end && midnightBefore(end);
  let total: SQL;
  if (first && last && first >= last) {
    total = rows(start, end);
  } else {
    const days = and(
      first ? gte(transactionDays.day, dayOf(first)) : undefined,
      last ? lt(transactionDays.day, dayOf(last)) : undefined,
      ofStatus(transactionDays.status),
      sql`true`,
    );
    total = sql`(select coalesce(sum(${transactionDays.n}), 0) from ${transactionDays} where ${days})`;
    if (start && first! > start) total = sql`${total} + ${rows(start, first)}`;
    if (end && last! < end) total = sql`${total} + ${rows(last, end)}`;
  }
  const [row] = await db.select({ total: sql<string>`${total}` }).from(sql`(select 1) as one`);
  return Number(row?.total ?? 0);
}

/**
 * How many transactions (of `statuses`, or all) have a total in [min, max], either end open: the
 * per-amount-bucket counters (migration 0016: the rows of the buckets below a bucket's value are
 * exactly those whose amount is below it) up to each bound's bucket, and the rows between that
 * bucket's value and the bound, at most a hundredth of the bound wide.
 */
export async function countByAmountBetween(
  db: Db,
  statuses: readonly TransactionStatus[],
  min: string | undefined,
  max: string | undefined,
): Promise<number> {
  const bucketOf = (amount: string) => sql`transaction_amount_bucket(${amount}::numeric)`;
  const buckets = (below: SQL | undefined) =>
    sql`(select coalesce(sum(${transactionAmounts.n}), 0) from ${transactionAmounts} where ${and(
      below,
      statuses.length ? inArray(transactionAmounts.status, [...statuses]) : undefined,
      sql`true`,
    )})`;
  const rows = (from: SQL, to: SQL) =>
    sql`(select count(*) from ${transactions} where ${and(
      from,
      to,
      statuses.length ? inArray(transactions.status, [...statuses]) : undefined,
    )})`;
  // Up to and including max; then less those below min.
  const upTo = max
    ? sql`${buckets(sql`${transactionAmounts.bucket} < ${bucketOf(max)}`)} + ${rows(
        sql`${transactions.amount} >= ${bucketOf(max)}`,
        lte(transactions.amount, max),
      )}`
    : buckets(undefined);
  const below = min
    ? sql`${buckets(sql`${transactionAmounts.bucket} < ${bucketOf(min)}`)} + ${rows(
        sql`${transactions.amount} >= ${bucketOf(min)}`,
        lt(transactions.amount, min),
      )}`
    : sql`0`;
  const [row] = await db.select({ total: sql<string>`${upTo} - (${below})` }).from(sql`(select 1) as one`);
  return Number(row?.total ?? 0);
}
