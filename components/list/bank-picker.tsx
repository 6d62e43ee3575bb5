import type { getTranslations } from 'next-intl/server';
import { COLLECTOR_SEARCH_MIN_CHARS } from '@/lib/schemas/collectors';
import { SearchPicker } from './search-picker';
import type { PickerSource } from './search-picker-box';

type T = Awaited<ReturnType<typeof getTranslations>>;

/**
 * A list's filter by a parent or a unit bank (issue 17), or by the person who acted (the audit
 * trail, issue 18): a search box that sets `param` in the URL. `label` names it ('BSI', 'BSU');
 * `kept` is the view as the URL holds it, and `name` what the chosen one is called (from the rows
 * it found, or its id).
 */
export function BankPicker({
  t,
  param,
  kind,
  label,
  kept,
  name,
}: {
  t: T;
  param: string;
  kind: PickerSource;
  label: string;
  kept: Record<string, string>;
  name: (id: string) => string;
}) {
  const id = kept[param];
  return (
    <SearchPicker
      param={param}
      id={`${param}-filter`}
      source={kind}
      current={id ? { value: id, label: name(id) } : null}
      labels={{
        placeholder: label,
        label: t('view.chip', { name: t('view.filters'), value: label }),
        clear: t('list.clearFilter'),
        loading: t('form.loading'),
        noOptions: t('form.noOptions'),
        typeMore: t('form.typeMore', { n: COLLECTOR_SEARCH_MIN_CHARS }),
        loadError: t('form.optionsError'),
      }}
    />
  );
}

/** The parent-bank and unit-bank filters of a list (`bsi`, `bsu`), or the ones `params` names. */
export function BankPickers({
  t,
  kept,
  names = {},
  params = ['bsi', 'bsu'],
}: {
  t: T;
  kept: Record<string, string>;
  /** What a chosen bank is called; by default its id ('#12'). */
  names?: Partial<Record<'bsi' | 'bsu', (id: string) => string>>;
  params?: readonly ('bsi' | 'bsu')[];
}) {
  return params.map((param) => (
    <BankPicker
      key={param}
      t={t}
      param={param}
      kind={param === 'bsi' ? 'collector' : 'bsu'}
      label={t(`view.${param}`)}
      kept={kept}
      name={names[param] ?? ((id) => `#${id}`)}
    />
  ));
}
