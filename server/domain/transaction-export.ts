// The transactions of a view, every page of it, for an export: read a batch at a time in the
// view's order, each batch resuming after the last row of the one before (a keyset on the
// view's index, never an OFFSET), so the millionth row costs what the first did.
import { and, type SQL } from 'drizzle-orm';
import type { ListQuery } from '../../lib/schemas/fields';
import type { TransactionView } from '../../lib/schemas/transaction-view';
import type { Translate } from '../../lib/shared/catalog';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import type { Cell, ExportColumn, SheetReader } from './exports';
import { within, type Scope } from './scope';
import { baseFilter, listRows, nameCondition, partyIds } from './transaction-queries';
import { parseTransactionSearch } from './transaction-search-terms';
import { exactTime, keyOf, type SortKey } from './list-view';
import { afterRow, viewOrder, viewWhere } from './transaction-view';

const BATCH = 2_000;

async function* batches(
  db: Db,
  query: Pick<ListQuery, 'search'> & TransactionView,
  scope: Scope,
  t: Translate,
): AsyncGenerator<Cell[][]> {
  const search = parseTransactionSearch(query.search);
  const words = search.words.length > 0 ? nameCondition(partyIds(search.words), undefined) : undefined;
  const where = and(baseFilter(search), words, viewWhere(query), within('transaction', scope));
  const order = viewOrder(query.sort);
  let last: SortKey | undefined;
  for (;;) {
    const conditions: (SQL | undefined)[] = [where, last && afterRow(query.sort, last)];
    const ids = db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(BATCH);
    const rows = await listRows(db, ids, { createdKey: exactTime(transactions.createdOn) }, order);
    if (rows.length === 0) return;
    yield rows.map((r) => [
      Number(r.id),
      r.createdOn,
      r.collectorName ?? [r.firstName, r.lastName].filter(Boolean).join(' '),
      r.bsiCode ? `BSI-${r.bsiCode}` : null,
      `BSU-${r.bsuCode}`,
      r.amount,
      t(`status.${r.status}`),
    ]);
    const end = rows[rows.length - 1]!;
    last = keyOf(query.sort ?? '-created_on', { id: Number(end.id), created: end.createdKey, amount: end.amount });
    if (rows.length < BATCH) return;
  }
}

/** The sheet of a transaction view, headed in the caller's language. */
export const transactionSheet: SheetReader<TransactionView> = (db, query, scope, t) => {
  const columns: ExportColumn[] = [
    { header: t('columns.id'), kind: 'number', width: 10 },
    { header: t('columns.date'), kind: 'date' },
    { header: t('columns.user'), kind: 'text', width: 32 },
    { header: t('columns.bsiCode'), kind: 'text' },
    { header: t('columns.bsuCode'), kind: 'text' },
    { header: t('columns.total'), kind: 'money', width: 20 },
    { header: t('columns.status'), kind: 'text' },
  ];
  return { name: t('transactions.title'), columns, batches: batches(db, query, scope, t) };
};
