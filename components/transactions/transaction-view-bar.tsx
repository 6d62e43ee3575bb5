import type { getTranslations } from 'next-intl/server';
import { CollectorFilter } from '@/components/list/collector-filter';
import { StandardViewBar } from '@/components/list/standard-view-bar';
import { readView } from '@/lib/list-view';
import type { ListParams, SearchParams } from '@/lib/list-query';
import { COLLECTOR_SEARCH_MIN_CHARS } from '@/lib/schemas/collectors';
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
  const label = (name: string) => t(`view.${name}` as never);
  // A unit bank's code, from the rows it found (they all share it).
  const bsuCode = kept.bsu && rows[0] ? `BSU-${rows[0].bsu_code}` : undefined;
  const pickerLabels = (name: string) => ({
    placeholder: label(name),
    label: t('view.chip', { name: t('view.filters'), value: label(name) }),
    clear: t('list.clearFilter'),
    loading: t('form.loading'),
    noOptions: t('form.noOptions'),
    typeMore: t('form.typeMore', { n: COLLECTOR_SEARCH_MIN_CHARS }),
    loadError: t('form.optionsError'),
  });
  const current = (name: 'bsi' | 'bsu') =>
    kept[name] ? { value: kept[name], label: name === 'bsu' && bsuCode ? bsuCode : `#${kept[name]}` } : null;
  return (
    <StandardViewBar
      {...rest}
      t={t}
      raw={raw}
      read={read}
      resource="transaction"
      basePath="/transaction"
      statuses={transactionStatuses}
      shown={{ bsu: (v) => bsuCode ?? `#${v}` }}
      pickers={
        <>
          <CollectorFilter param="bsi" kind="collector" current={current('bsi')} labels={pickerLabels('bsi')} />
          <CollectorFilter param="bsu" kind="bsu" current={current('bsu')} labels={pickerLabels('bsu')} />
        </>
      }
    />
  );
}
