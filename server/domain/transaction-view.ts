// A transaction view (lib/schemas/transaction-view.ts) as SQL: its filters as one condition on
// transactions' own columns, its order with the id as the tie-breaker (so a page and an export
// are the same rows in the same order every time), and the keyset that resumes an export
// after its last row. Each offered order and filter has an index (transactions.ts).
import { and, asc, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { TransactionSort, TransactionView } from '../../lib/schemas/transaction-view';
import { dayEnd, dayStart } from '../../lib/shared/jakarta-days';
import { transactions } from '../db/schema';
import { bsuIn } from './scope';

/** True when the view filters on more than the status: only a count can say how many rows match. */
export const isNarrowed = (view: TransactionView) =>
  [view.bsi, view.bsu, view.customer, view.from, view.to, view.min, view.max].some((v) => v !== undefined);

/** True when the view narrows nothing and keeps SPEC's order: the list's counted fast paths apply. */
export const isPlainView = (view: TransactionView) =>
  (view.sort ?? '-created_on') === '-created_on' && view.status === undefined && !isNarrowed(view);

/** The view's filters; a parent bank (bsi) stands for the transactions of its unit banks. */
export function viewWhere(view: TransactionView): SQL | undefined {
  return and(
    view.status ? eq(transactions.status, view.status) : undefined,
    view.bsi ? bsuIn({ collectorId: view.bsi, bsuId: null }, transactions.bsuId) : undefined,
    view.bsu ? eq(transactions.bsuId, view.bsu) : undefined,
    view.customer ? eq(transactions.customerId, view.customer) : undefined,
    view.from ? gte(transactions.createdOn, dayStart(view.from)) : undefined,
    view.to ? lt(transactions.createdOn, dayEnd(view.to)) : undefined,
    view.min ? gte(transactions.amount, view.min) : undefined,
    view.max ? lte(transactions.amount, view.max) : undefined,
  );
}

const sortColumn = (sort: TransactionSort) => (sort.endsWith('amount') ? transactions.amount : transactions.createdOn);
const descending = (sort: TransactionSort) => sort.startsWith('-');

/** ORDER BY for a view: its column, then the id in the same direction. */
export function viewOrder(sort: TransactionSort = '-created_on'): SQL[] {
  const by = descending(sort) ? desc : asc;
  return [by(sortColumn(sort)), by(transactions.id)];
}

/** The sort column's value of a row, as the keyset compares it. */
export type SortKey = { id: number; value: Date | string };

/** The rows after `last` in the view's order: a row comparison the two-column index answers. */
export function afterRow(sort: TransactionSort = '-created_on', last: SortKey): SQL {
  const value = last.value instanceof Date ? last.value.toISOString() : last.value;
  const column = sortColumn(sort);
  return descending(sort)
    ? sql`(${column}, ${transactions.id}) < (${value}, ${last.id})`
    : sql`(${column}, ${transactions.id}) > (${value}, ${last.id})`;
}
