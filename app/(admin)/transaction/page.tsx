import { StatusBadge } from '@/components/list/cells';
import { DetailButton } from '@/components/list/row-buttons';
import { ListPage } from '@/components/list/list-page';
import { loadList } from '@/components/list/load-list';
import { readTransactionView, TransactionViewBar } from '@/components/transactions/transaction-view-bar';
import { loaded } from '@/lib/api/list';
import { listSavedViews } from '@/lib/api/saved-views';
import { listTransactions } from '@/lib/api/transactions';
import { formatDate, formatMoney } from '@/lib/format';
import type { ListPageProps } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';
import { withSession } from '@/lib/session/check';
import type { TransactionItem } from '@/lib/schemas/transactions';

export const generateMetadata = () => pageTitle('transactions.title');

/** SPEC §2: the user's name, then (BSI-code) for a parent bank, (BSU-code) otherwise. */
const party = (tx: TransactionItem) => `${tx.user} (${tx.bsi_code ? `BSI-${tx.bsi_code}` : `BSU-${tx.bsu_code}`})`;

export default async function TransactionsPage(page: ListPageProps) {
  // Saved views are a convenience: the list shows without them when they cannot be read.
  // The view (filters, sort) is read from the URL once: the list, the bar and the links share it.
  const view = readTransactionView(await page.searchParams);
  const [{ t, locale, raw, props }, saved] = await Promise.all([
    loadList(
      page,
      { resource: 'transaction', basePath: '/transaction', namespace: 'transactions', readOnly: true },
      (session, params) => listTransactions(session, params, view.kept),
    ),
    loaded(withSession((s) => listSavedViews(s, 'transaction'))).then((views) => views.data ?? []),
  ]);
  const data = props.result.data;
  return (
    <ListPage<TransactionItem>
      {...props}
      keep={view.kept}
      toolbar={
        <TransactionViewBar
          t={t}
          locale={locale}
          raw={raw}
          read={view}
          params={props.params}
          rows={data?.items ?? []}
          total={data?.total_records ?? 0}
          saved={saved}
        />
      }
      columns={[
        {
          label: t('columns.date'),
          className: 'text-nowrap',
          sort: 'created_on',
          cell: (tx) => formatDate(tx.created_on, locale),
        },
        { label: t('columns.user'), cell: party },
        {
          label: t('columns.total'),
          className: 'text-end text-nowrap',
          sort: 'amount',
          cell: (tx) => formatMoney(tx.amount, locale),
        },
        { label: t('columns.status'), keep: true, cell: (tx) => <StatusBadge status={tx.status} t={t} /> },
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
