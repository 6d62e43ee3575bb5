// Deep pages: from an offset of a few thousand rows on, a page of the whole transaction list (or
// of some statuses) in one of its orders, or of the customers by name, starts from the counters
// that triggers keep (per day, migration 0006; per amount bucket, 0016; per name bucket, 0022)
// instead of walking the index from the top.
import { eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ListQuery, userStatuses } from '../../lib/schemas/fields';
import type { TransactionStatus } from '../../lib/schemas/transactions';
import type { transactionSorts } from '../../lib/schemas/transaction-view';
import { customerNames, customers, transactionAmounts, transactionDays, transactions } from '../db/schema';
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

/**
 * A deep page of the customers by name (all of them, or one status): the name buckets' counters
 * (migration 0022) say which bucket holds the page's first row and how many names come before
 * it; the name index is entered at that bucket's bound. A page from Z to A holds the same rows as
 * the page from A to Z that ends where it starts (the caller orders them), so only the ascending
 * walk is needed: a bucket's rows start at its bound, whatever the collation. The walk's own limit
 * is the page size, which tells the planner that only a page's ids come out. One statement.
 */
export function anchoredNamePageIds(
  status: (typeof userStatuses)[number] | undefined,
  query: ListQuery,
  descending: boolean,
): SQLWrapper {
  const offset = offsetOf(query);
  const keyFilter = status ? sql`where ${eq(customerNames.status, status)}` : sql``;
  const rowFilter = status ? sql`and ${eq(customers.status, status)}` : sql``;
  const total = sql`coalesce((select max(through) from keys), 0)`;
  const [first, take] = descending
    ? [
        sql`greatest(${total} - ${offset + query.per_page}::bigint, 0)`,
        sql`greatest(least(${query.per_page}::bigint, ${total} - ${offset}::bigint), 0)`,
      ]
    : [sql`${offset}`, sql`${query.per_page}`];
  return sql`(with keys as (
      select ${customerNames.bucket} as key, sum(${customerNames.n}) as n,
        sum(sum(${customerNames.n})) over (order by ${customerNames.bucket}) as through
      from ${customerNames} ${keyFilter} group by ${customerNames.bucket} having sum(${customerNames.n}) > 0
    ), page as (select (${first})::bigint as first, (${take})::bigint as take
    ), anchor as (
      select key, (select first from page) - (through - n) as skip from keys
      where through > (select first from page) order by key limit 1
    )
    select id from (
      select ${customers.id}, ${customers.sortName} from ${customers}
      where exists (select 1 from anchor) and ${customers.sortName} >= (select key from anchor) ${rowFilter}
      order by ${customers.sortName}, ${customers.id}
      limit ${query.per_page} offset (select skip from anchor)
    ) walked order by sort_name, id limit (select take from page))`;
}
