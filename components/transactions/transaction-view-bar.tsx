import type { getTranslations } from 'next-intl/server';
import { CollectorFilter } from '@/components/list/collector-filter';
import { SavedViews } from '@/components/list/saved-views';
import { ViewBar, type ViewBarLabels, type ViewField } from '@/components/list/view-bar';
import { formatDate, formatMoney } from '@/lib/format';
import { hrefOf, readView } from '@/lib/list-view';
import type { ListParams, SearchParams } from '@/lib/list-query';
import { COLLECTOR_SEARCH_MIN_CHARS } from '@/lib/schemas/collectors';
import type { SavedView } from '@/lib/schemas/saved-views';
import type { TransactionItem } from '@/lib/schemas/transactions';
import { transactionStatuses } from '@/lib/schemas/transactions';
import { transactionViewNames, transactionViewSchema } from '@/lib/schemas/transaction-view';
import { dayStart, quickRangeNames, quickRanges } from '@/lib/shared/jakarta-days';
import type { Locale } from '@/lib/shared/locales';

type T = Awaited<ReturnType<typeof getTranslations>>;

/** The transaction list's view, read from its URL (filters and sort that hold). */
export const readTransactionView = (raw: SearchParams) => readView(raw, transactionViewNames, transactionViewSchema);

/** The bar's texts that are the view namespace's messages as they are. */
const PLAIN_TEXTS = [
  'filters',
  'apply',
  'any',
  'active',
  'clearAll',
  'quick',
  'export',
  'exportCsv',
  'exportXlsx',
] as const satisfies readonly (keyof ViewBarLabels)[];
type PlainText = (typeof PLAIN_TEXTS)[number];

/** What an export that failed says, by the status it failed with. */
const EXPORT_FAILURES: Record<string, string> = { '403': 'api.forbidden', '422': 'api.invalidInput' };

/**
 * The transaction list's filters (issue 17): status, parent bank, unit bank, customer, a date
 * range in Jakarta days with quick picks, a total range; chips; and the CSV/XLSX download of
 * the view.
 */
export function TransactionViewBar({
  t,
  locale,
  raw,
  params,
  rows,
  total,
  saved,
}: {
  t: T;
  locale: Locale;
  raw: SearchParams;
  params: ListParams;
  rows: TransactionItem[];
  total: number;
  /** The person's saved views of this list. */
  saved: SavedView[];
}) {
  const { kept, problems } = readTransactionView(raw);
  const carried: Record<string, string> = {
    ...(params.search ? { search: params.search } : {}),
    ...(params.size !== 50 ? { size: String(params.size) } : {}),
  };
  const label = (name: string) => t(`view.${name}` as never);
  // A bank filter's name, from the rows it found when they show it.
  const bsuCode = kept.bsu && rows[0] ? `BSU-${rows[0].bsu_code}` : undefined;
  const shown: Record<string, (value: string) => string> = {
    status: (v) => t(`status.${v}` as never),
    from: (v) => formatDate(dayStart(v), locale),
    to: (v) => formatDate(dayStart(v), locale),
    min: (v) => formatMoney(v, locale),
    max: (v) => formatMoney(v, locale),
    bsu: (v) => bsuCode ?? `#${v}`,
  };
  const chips = Object.entries(kept)
    .filter(([name]) => name !== 'sort')
    .map(([name, value]) => ({
      name,
      text: t('view.chip', { name: label(name), value: shown[name]?.(value) ?? `#${value}` }),
    }));
  const fields: ViewField[] = [
    {
      name: 'status',
      label: label('status'),
      kind: 'select',
      options: transactionStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
    },
    { name: 'from', label: label('from'), kind: 'date' },
    { name: 'to', label: label('to'), kind: 'date' },
    { name: 'min', label: label('min'), kind: 'money' },
    { name: 'max', label: label('max'), kind: 'money' },
  ];
  const ranges = quickRanges(new Date());
  const exportError = typeof raw.exportError === 'string' ? raw.exportError : undefined;
  const messages = problems.map((p) => t('view.invalid', { message: `${label(p.field)}: ${t(p.key as never)}` }));
  if (exportError)
    messages.push(t('view.exportFailed', { message: t((EXPORT_FAILURES[exportError] ?? 'errors.network') as never) }));
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
    <ViewBar
      basePath="/transaction"
      carried={carried}
      kept={kept}
      fields={fields}
      chips={chips}
      quick={quickRangeNames.map((name) => ({ label: label(name), ...ranges[name] }))}
      exportHref={(format) =>
        hrefOf('/strict/export/transaction', { ...(params.search ? { search: params.search } : {}), ...kept, format })
      }
      pickers={
        <>
          <SavedViews
            resource="transaction"
            basePath="/transaction"
            current={new URLSearchParams({ ...(params.search ? { search: params.search } : {}), ...kept }).toString()}
            views={saved}
            labels={{
              saved: t('view.saved'),
              none: t('view.noSaved'),
              saveAs: t('view.saveAs'),
              save: t('view.save'),
              remove: Object.fromEntries(saved.map((v) => [v.id, t('view.deleteSaved', { name: v.name })])),
              errors: {
                'errors.internal': t('errors.internal'),
                'errors.unauthorized': t('errors.unauthorized'),
                'errors.notFound': t('errors.notFound'),
                'errors.network': t('errors.network'),
              },
            }}
          />
          <CollectorFilter param="bsi" kind="collector" current={current('bsi')} labels={pickerLabels('bsi')} />
          <CollectorFilter param="bsu" kind="bsu" current={current('bsu')} labels={pickerLabels('bsu')} />
        </>
      }
      problems={messages}
      labels={{
        ...(Object.fromEntries(PLAIN_TEXTS.map((key) => [key, t(`view.${key}`)])) as Record<PlainText, string>),
        exportHint: t('view.exportHint', { total }),
        remove: (name) => t('view.remove', { name }),
      }}
    />
  );
}
