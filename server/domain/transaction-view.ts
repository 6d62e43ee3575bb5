// A transaction view (lib/schemas/transaction-view.ts) as SQL: server/domain/list-view.ts on
// transactions' columns, and the banks and customer a transaction belongs to.
import { and, eq, type SQL } from 'drizzle-orm';
import type { TransactionView } from '../../lib/schemas/transaction-view';
import { transactions } from '../db/schema';
import { afterKey, hasRange, orderOf, rangeWhere, type SortKey, type ViewColumns } from './list-view';
import { bsuIn } from './scope';

const columns: ViewColumns = {
  id: transactions.id,
  status: transactions.status,
  created: transactions.createdOn,
  amount: transactions.amount,
};

/** True when the view filters on more than the status: only a count can say how many rows match. */
export const isNarrowed = (view: TransactionView) =>
  hasRange(view) || [view.bsi, view.bsu, view.customer].some((v) => v !== undefined);

/** True when the view narrows nothing and keeps SPEC's order: the list's counted fast paths apply. */
export const isPlainView = (view: TransactionView) =>
  (view.sort ?? '-created_on') === '-created_on' && view.status === undefined && !isNarrowed(view);

/** The view's filters; a parent bank (bsi) stands for the transactions of its unit banks. */
export function viewWhere(view: TransactionView): SQL | undefined {
  return and(
    rangeWhere(columns, view),
    view.bsi ? bsuIn({ collectorId: view.bsi, bsuId: null }, transactions.bsuId) : undefined,
    view.bsu ? eq(transactions.bsuId, view.bsu) : undefined,
    view.customer ? eq(transactions.customerId, view.customer) : undefined,
  );
}

export const viewOrder = (sort: TransactionView['sort'] = '-created_on') => orderOf(columns, sort);
export const afterRow = (sort: TransactionView['sort'] = '-created_on', last: SortKey) => afterKey(columns, sort, last);
