// The top-ups or withdrawals of a view, every page of it, for an export: batches in the view's
// order, each resuming after the last row of the one before (a keyset, never an OFFSET).
import { and } from 'drizzle-orm';
import type { ListQuery } from '../../lib/schemas/fields';
import type { WalletRequestView } from '../../lib/schemas/wallet-view';
import type { Translate } from '../../lib/shared/catalog';
import type { Db } from '../db/client';
import type { Cell, ExportColumn, ExportSheet } from './exports';
import { keyOf, type SortKey } from './list-view';
import type { Scope } from './scope';
import { searchWords } from './search';
import { afterRequest, deciderName, requestOrder, requestRows, requestWhere } from './wallet-queries';

const BATCH = 2_000;
type Kind = 'topup' | 'withdraw';
type Query = Pick<ListQuery, 'search'> & WalletRequestView;

async function* batches(db: Db, kind: Kind, query: Query, scope: Scope, t: Translate): AsyncGenerator<Cell[][]> {
  const where = requestWhere(kind, searchWords(query.search), query, scope);
  const order = requestOrder(query.sort);
  let last: SortKey | undefined;
  for (;;) {
    const rows = await requestRows(db, and(where, last && afterRequest(query.sort, last)), order).limit(BATCH);
    if (rows.length === 0) return;
    yield rows.map((r) => [
      r.id,
      r.createdAt,
      [r.firstName, r.lastName].filter(Boolean).join(' '),
      r.nik,
      r.phone,
      r.amount,
      r.total,
      ...(kind === 'withdraw' ? [r.bankName, r.accountNumber, r.cardholderName] : []),
      t(`status.${r.status}`),
      deciderName(r),
      r.decidedAt,
      r.reason,
    ]);
    const end = rows[rows.length - 1]!;
    last = keyOf(query.sort ?? '-created_at', { id: end.id, created: end.createdKey, amount: end.amount });
    if (rows.length < BATCH) return;
  }
}

/** The sheet of a top-up or withdrawal view, headed in the caller's language. */
export function walletRequestSheet(db: Db, kind: Kind, query: Query, scope: Scope, t: Translate): ExportSheet {
  const columns: ExportColumn[] = [
    { header: t('columns.id'), kind: 'number', width: 10 },
    { header: t('wallets.requestDate'), kind: 'date' },
    { header: t('wallets.customer'), kind: 'text', width: 28 },
    { header: t('transactions.nik'), kind: 'text', width: 20 },
    { header: t('transactions.phone'), kind: 'text' },
    { header: t(kind === 'topup' ? 'wallets.nominal' : 'wallets.withdrawAmount'), kind: 'money', width: 20 },
    { header: t('wallets.totalPaid'), kind: 'money', width: 20 },
    ...(kind === 'withdraw'
      ? ([
          { header: t('wallets.bank'), kind: 'text' },
          { header: t('wallets.account'), kind: 'text' },
          { header: t('wallets.cardholder'), kind: 'text', width: 24 },
        ] as ExportColumn[])
      : []),
    { header: t('columns.status'), kind: 'text' },
    { header: t('wallets.decidedBy'), kind: 'text', width: 24 },
    { header: t('wallets.decidedAt'), kind: 'date' },
    { header: t('wallets.reason'), kind: 'text', width: 32 },
  ];
  const name = t(kind === 'topup' ? 'wallets.topupTitle' : 'wallets.withdrawTitle');
  return { name, columns, batches: batches(db, kind, query, scope, t) };
}
