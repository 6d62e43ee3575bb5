// Deep pages of the transaction list: from an offset of a few thousand rows on, a page of the
// whole list (or of some statuses) in one of its orders starts from the counters that triggers
// keep (per day, migration 0006; per amount bucket, 0016) instead of walking the index from the top.
import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ListQuery } from '../../lib/schemas/fields';
import type { TransactionStatus } from '../../lib/schemas/transactions';
import type { transactionSorts } from '../../lib/schemas/transaction-view';
import { transactionAmounts, transactionDays, transactions } from '../db/schema';
import { offsetOf } from './listing';

type TransactionSort = (typeof transactionSorts)[number];

/** Below this offset the index walk is short enough; from here a deep page starts from its counters. */
export const DEEP_OFFSET = 2_000;

/**
 * The counters that anchor deep pages, per sort column: transactions per UTC day (migration 0006)
 * and per amount bucket (0016), each per status. `start` is the first value of the column a key
 * holds (a day's midnight, a bucket's own amount).
 */
const anchors = {
  created_on: {
    counters: transactionDays,
    key: transactionDays.day,
    status: transactionDays.status,
    n: transactionDays.n,
    column: transactions.createdOn,
    start: (key: SQL) => sql`(${key})::timestamp at time zone 'UTC'`,
  },
  amount: {
    counters: transactionAmounts,
    key: transactionAmounts.bucket,
    status: transactionAmounts.status,
    n: transactionAmounts.n,
    column: transactions.amount,
    start: (key: SQL) => key,
  },
};

/**
 * A deep page of the whole list (or of some statuses) in one of its orders: the counters say which
 * key (day or amount bucket) holds the page's first row and how many rows come before it; the
 * index is entered where that key's rows start and walked for at most that key's rows. Newest or
 * largest first, they start below the key before it; oldest or smallest first, at its own start.
 * One statement, one snapshot.
 */
export function anchoredPageIds(statuses: TransactionStatus[], query: ListQuery, sort: TransactionSort): SQLWrapper {
  const offset = offsetOf(query);
  const descending = sort.startsWith('-');
  const a = anchors[descending ? (sort.slice(1) as keyof typeof anchors) : (sort as keyof typeof anchors)];
  const dir = descending ? sql`desc` : sql`asc`;
  const keyFilter = statuses.length ? sql`where ${inArray(a.status, statuses)}` : sql``;
  const rowFilter = statuses.length ? sql`and ${inArray(transactions.status, statuses)}` : sql``;
  const from = descending
    ? sql`${a.column} < coalesce(${a.start(sql`(select before from anchor)`)}, 'infinity')`
    : sql`${a.column} >= ${a.start(sql`(select key from anchor)`)}`;
  return sql`(with keys as (
      select ${a.key} as key, sum(${a.n}) as n, sum(sum(${a.n})) over (order by ${a.key} ${dir}) as through,
        lag(${a.key}) over (order by ${a.key} ${dir}) as before
      from ${a.counters} ${keyFilter} group by ${a.key} having sum(${a.n}) > 0
    ), anchor as (
      select key, before, ${offset} - (through - n) as skip from keys where through > ${offset} order by key ${dir} limit 1
    )
    select ${transactions.id} from ${transactions}
    where exists (select 1 from anchor) and ${from} ${rowFilter}
    order by ${a.column} ${dir}, ${transactions.id} ${dir}
    limit ${query.per_page} offset (select skip from anchor))`;
}
