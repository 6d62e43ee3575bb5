import { getLocale, getTranslations } from 'next-intl/server';
import { loaded } from '@/lib/api/list';
import { can } from '@/lib/schemas/access';
import { listSavedViews } from '@/lib/api/saved-views';
import { listWallets } from '@/lib/api/wallets';
import { readView } from '@/lib/list-view';
import { walletRequestStatuses } from '@/lib/schemas/wallets';
import { walletRequestViewNames, walletRequestViewSchema } from '@/lib/schemas/wallet-view';
import { BankPickers } from '../list/bank-picker';
import { StandardViewBar } from '../list/standard-view-bar';
import { withSession } from '@/lib/session/check';
import { formatDate, formatMoney } from '@/lib/format';
import { toLocale } from '@/lib/shared/locales';
import { islandIntl } from '@/lib/i18n/messages';
import { listParams, type SearchParams } from '@/lib/list-query';
import type { WalletFilter, WalletItem } from '@/lib/schemas/wallets';
import { DecisionButtons } from '../list/row-buttons';
import type { Column } from '../list/list-columns';
import { ListPage } from '../list/list-page';
import { FORM_NAMESPACES, READ_NAMESPACES } from '../list/list-types';
import { PassbookLink } from '../passbook/passbook-link';
import { PersonCell, RequestStatusCell } from './wallet-cells';

const paths = { balance: '/balance-data', topup: '/topup', withdraw: '/withdrawal' } as const;
const titles = {
  balance: 'wallets.balanceTitle',
  topup: 'wallets.topupTitle',
  withdraw: 'wallets.withdrawTitle',
} as const;

/** Data Saldo, Isi Saldo and Penarikan Dana: the same list, three filters (SPEC §7 filter_note). */
export async function WalletPage({
  filter,
  searchParams,
}: {
  filter: WalletFilter;
  searchParams: Promise<SearchParams>;
}) {
  const raw = await searchParams;
  const params = listParams(raw);
  // Top-ups and withdrawals have a view (issue 17): filters, sort, saved views, downloads.
  const read = filter === 'balance' ? null : readView(raw, walletRequestViewNames, walletRequestViewSchema);
  const [t, locale, { role, ...result }, intl, saved] = await Promise.all([
    getTranslations(),
    getLocale().then(toLocale),
    withSession(async (s) => ({
      ...(await loaded(listWallets(s, params, filter, read?.kept))),
      role: s.user.access?.role,
    })),
    islandIntl(...FORM_NAMESPACES, ...READ_NAMESPACES, 'wallets'),
    filter === 'balance' ? [] : loaded(withSession((s) => listSavedViews(s, filter))).then((views) => views.data ?? []),
  ]);
  const money = 'text-end text-nowrap';
  const rupiah = (amount: string) => formatMoney(amount, locale);
  const user: Column<WalletItem> = { label: t('columns.user'), cell: (w) => <PersonCell row={w} t={t} /> };
  // A request: when it was made, and what became of it (reason, who decided and when).
  const request: Column<WalletItem>[] = [
    {
      label: t('wallets.requestDate'),
      sort: 'created_at',
      cell: (w) => (w.created_at ? formatDate(w.created_at, locale) : ''),
    },
    {
      label: t('columns.status'),
      keep: true,
      className: 'wallet-status',
      cell: (w) => <RequestStatusCell row={w} t={t} locale={locale} />,
    },
  ];
  const columns: Record<WalletFilter, Column<WalletItem>[]> = {
    balance: [user, { label: t('wallets.balance'), className: money, cell: (w) => rupiah(w.amount) }],
    topup: [
      user,
      { label: t('wallets.nominal'), className: money, sort: 'amount', cell: (w) => rupiah(w.amount) },
      { label: t('wallets.totalPaid'), className: money, hideBelow: 'lg', cell: (w) => rupiah(w.total ?? '0') },
      ...request,
    ],
    withdraw: [
      user,
      { label: t('wallets.withdrawAmount'), className: money, sort: 'amount', cell: (w) => rupiah(w.amount) },
      { label: t('wallets.bank'), hideBelow: 'xl', cell: (w) => w.bank_name ?? '' },
      { label: t('wallets.account'), className: 'text-nowrap', hideBelow: 'lg', cell: (w) => w.account_number ?? '' },
      { label: t('wallets.cardholder'), hideBelow: 'xxl', cell: (w) => w.cardholder_name ?? '' },
      ...request,
    ],
  };
  // SPEC §4: Konfirmasi only on pending rows; a decided row's outcome is in its Status column.
  const decide = (w: WalletItem) => {
    if (w.status !== 'pending') return null;
    const values = { amount: rupiah(w.amount), user: w.user };
    return (
      <DecisionButtons
        row={w}
        labels={{
          accept: t('wallets.confirm'),
          reject: t('wallets.reject'),
          acceptAria: t('wallets.confirmAria', values),
          rejectAria: t('wallets.rejectAria', values),
        }}
      />
    );
  };
  // A wallet of someone who is not a customer (no NIK) has no passbook.
  const passbook = (w: WalletItem) =>
    w.nik === null ? null : (
      <PassbookLink
        userId={w.user_id}
        label={t('passbook.action')}
        ariaLabel={t('passbook.actionAria', { name: w.user })}
      />
    );
  return (
    <ListPage<WalletItem>
      title={t(titles[filter])}
      resource={filter}
      basePath={paths[filter]}
      params={params}
      result={result}
      intl={intl}
      keep={read?.kept}
      defaultSort="-created_at"
      toolbar={
        filter !== 'balance' &&
        read && (
          <StandardViewBar
            t={t}
            locale={locale}
            raw={raw}
            params={params}
            read={read}
            resource={filter}
            basePath={paths[filter]}
            statuses={walletRequestStatuses}
            total={result.data?.total_records ?? 0}
            saved={saved}
            // The customer's parent bank and unit bank, picked as on the transaction list; a
            // request carries no bank code, so a chosen bank reads as its id.
            pickers={<BankPickers t={t} kept={read.kept} />}
          />
        )
      }
      columns={columns[filter]}
      // Ajukan: staff at the counter file a request for a customer (a BSU operator, a BSI admin).
      addLabel={
        filter !== 'balance' && can(role, 'wallet.request')
          ? t(filter === 'topup' ? 'wallets.counterTopup' : 'wallets.counterWithdraw')
          : undefined
      }
      // Data Saldo: each customer's passbook (issue 18). Konfirmasi and Tolak only for a role
      // that decides (a treasurer, the programme admin).
      actions={filter === 'balance' ? { custom: passbook } : !can(role, 'wallet.decide') ? 'none' : { custom: decide }}
      role={role}
    />
  );
}
