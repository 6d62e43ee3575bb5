import { StatusBadge } from '@/components/list/cells';
import { DetailButton } from '@/components/list/list-actions';
import { ListPage } from '@/components/list/list-page';
import { loadList } from '@/components/list/load-list';
import { listTransactions } from '@/lib/api/transactions';
import { formatDate, formatMoney } from '@/lib/format';
import type { ListPageProps } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';
import type { TransactionItem } from '@/lib/schemas/transactions';

export const generateMetadata = () => pageTitle('transactions.title');

/** SPEC §2: the user's name, then (BSI-code) for a parent bank, (BSU-code) otherwise. */
const party = (tx: TransactionItem) => `${tx.user} (${tx.bsi_code ? `BSI-${tx.bsi_code}` : `BSU-${tx.bsu_code}`})`;

export default async function TransactionsPage(page: ListPageProps) {
  const { t, locale, props } = await loadList(
    page,
    { resource: 'transaction', basePath: '/transaction', namespace: 'transactions', readOnly: true },
    listTransactions,
  );
  return (
    <ListPage<TransactionItem>
      {...props}
      columns={[
        { label: t('columns.date'), className: 'text-nowrap', cell: (tx) => formatDate(tx.created_on, locale) },
        { label: t('columns.user'), cell: party },
        { label: t('columns.total'), className: 'text-end text-nowrap', cell: (tx) => formatMoney(tx.amount, locale) },
        { label: t('columns.status'), cell: (tx) => <StatusBadge status={tx.status} t={t} /> },
      ]}
      actions={{
        custom: (tx) => (
          <DetailButton
            id={tx.id}
            label={t('transactions.detail')}
            ariaLabel={t('transactions.detailAria', { user: tx.user, date: formatDate(tx.created_on, locale) })}
          />
        ),
      }}
    />
  );
}
