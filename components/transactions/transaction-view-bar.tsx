import type { getTranslations } from 'next-intl/server';
import { BankPicker, BankPickers } from '@/components/list/bank-picker';
import { StandardViewBar } from '@/components/list/standard-view-bar';
import { readView } from '@/lib/list-view';
import type { ListParams, SearchParams } from '@/lib/list-query';
import type { SavedView } from '@/lib/schemas/saved-views';
import type { TransactionItem } from '@/lib/schemas/transactions';
import { transactionStatuses } from '@/lib/schemas/transactions';
import { transactionViewNames, transactionViewSchema } from '@/lib/schemas/transaction-view';
import type { Locale } from '@/lib/shared/locales';

type T = Awaited<ReturnType<typeof getTranslations>>;

/** The transaction list's view, read from its URL (filters and sort that hold). */
export const readTransactionView = (raw: SearchParams) => readView(raw, transactionViewNames, transactionViewSchema);

/**
 * The transaction list's view controls (issue 17): the standard ones, and pickers of the parent
 * bank and the unit bank.
 */
export function TransactionViewBar({
  t,
  raw,
  read,
  rows,
  ...rest
}: {
  t: T;
  locale: Locale;
  raw: SearchParams;
  /** The view as the page read it from the URL (readTransactionView). */
  read: ReturnType<typeof readTransactionView>;
  params: ListParams;
  rows: TransactionItem[];
  total: number;
  saved: SavedView[];
}) {
  const { kept } = read;
  // A unit bank's code, from the rows it found (they all share it).
  const bsuCode = kept.bsu && rows[0] ? `BSU-${rows[0].bsu_code}` : undefined;
  // A customer's name, from the rows it found (each names its customer).
  const customer = (id: string) => (rows[0] ? rows[0].user : `#${id}`);
  return (
    <StandardViewBar
      {...rest}
      t={t}
      raw={raw}
      read={read}
      resource="transaction"
      basePath="/transaction"
      statuses={transactionStatuses}
      shown={{ bsu: (v) => bsuCode ?? `#${v}`, customer }}
      pickers={
        <>
          <BankPickers t={t} kept={kept} names={bsuCode ? { bsu: () => bsuCode } : {}} />
          <BankPicker t={t} param="customer" kind="customer" label={t('view.customer')} kept={kept} name={customer} />
        </>
      }
    />
  );
}
