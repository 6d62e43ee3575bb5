import type { ReactNode } from 'react';
import type { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/format';
import { hrefOf, type ReadView } from '@/lib/list-view';
import type { ListParams, SearchParams } from '@/lib/list-query';
import type { SavedView, ViewableList } from '@/lib/schemas/saved-views';
import type { Locale } from '@/lib/shared/locales';
import { SavedViews } from './saved-views';
import { ViewBar, type ViewField } from './view-bar';
import { quickPicks, viewBarParts } from './view-bar-parts';

type T = Awaited<ReturnType<typeof getTranslations>>;

type Props = {
  t: T;
  locale: Locale;
  raw: SearchParams;
  params: ListParams;
  /** The list's view as its URL has it (lib/list-view.ts readView). */
  read: ReadView<object>;
  /** Its saved views are kept, and its export is at /strict/export/<resource>. */
  resource: ViewableList;
  basePath: string;
  /** The statuses its rows can have. */
  statuses: readonly string[];
  /** A master-data list's own filters, instead of a dated list's days and amounts. */
  fields?: ViewField[];
  /** A master-data list's orders, the default first: a choice in the panel (phones show no headers). */
  sorts?: readonly string[];
  /** The list's total: what a download holds. */
  total: number;
  saved: SavedView[];
  /** How a list's own filters read in a chip (a bank's code instead of its id). */
  shown?: Record<string, (value: string) => string>;
  /** Islands that set a list's own filters (the bank pickers). */
  pickers?: ReactNode;
};

/**
 * The view controls of a dated list with amounts (issue 17): status, a range of Jakarta days with
 * quick picks, an amount range, a chip per filter, saved views, and the download of the view.
 */
export function StandardViewBar({
  t,
  locale,
  raw,
  params,
  read,
  resource,
  basePath,
  statuses,
  fields: own,
  sorts,
  total,
  saved,
  shown = {},
  pickers,
}: Props) {
  const { kept } = read;
  const carried: Record<string, string> = {
    ...(params.search ? { search: params.search } : {}),
    ...(params.size !== 50 ? { size: String(params.size) } : {}),
  };
  const label = (name: string) => t(`view.${name}` as never);
  const show: Record<string, (value: string) => string> = {
    status: (v) => t(`status.${v}` as never),
    min: (v) => formatMoney(v, locale),
    max: (v) => formatMoney(v, locale),
    ...shown,
  };
  // A select's chip reads its option's label: 'Jenis kelamin: Perempuan', not the stored value.
  for (const field of own ?? [])
    if (field.kind === 'select' && !show[field.name])
      show[field.name] = (v) => field.options.find((o) => o.value === v)?.label ?? v;
  const status: ViewField = {
    name: 'status',
    label: label('status'),
    kind: 'select',
    options: statuses.map((s) => ({ value: s, label: t(`status.${s}` as never) })),
  };
  // '-created' → view.sorts.createdDesc, 'name' → view.sorts.nameAsc.
  const sortLabel = (sort: string) =>
    t(`view.sorts.${sort.replace(/^-/, '')}${sort.startsWith('-') ? 'Desc' : 'Asc'}` as never);
  const order: ViewField[] = sorts
    ? [
        {
          name: 'sort',
          label: t('view.sort'),
          kind: 'select',
          none: sortLabel(sorts[0]!),
          options: sorts.slice(1).map((s) => ({ value: s, label: sortLabel(s) })),
        },
      ]
    : [];
  const fields: ViewField[] = own
    ? [status, ...own, ...order]
    : [
        status,
        { name: 'from', label: label('from'), kind: 'date' },
        { name: 'to', label: label('to'), kind: 'date' },
        { name: 'min', label: label('min'), kind: 'money' },
        { name: 'max', label: label('max'), kind: 'money' },
      ];
  const view = { ...(params.search ? { search: params.search } : {}), ...kept };
  return (
    <ViewBar
      {...viewBarParts({ t, locale, raw, read, total, basePath, carried, label, show })}
      fields={fields}
      quick={own ? [] : quickPicks(t)}
      exportHref={(format) => hrefOf(`/strict/export/${resource}`, { ...view, format })}
      pickers={
        <>
          <SavedViews
            resource={resource}
            basePath={basePath}
            current={new URLSearchParams(view).toString()}
            views={saved}
            loading={t('common.loading')}
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
          {pickers}
        </>
      }
    />
  );
}
