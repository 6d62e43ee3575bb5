import 'server-only';
import type { ReactNode } from 'react';
import type { getTranslations } from 'next-intl/server';
import { loaded } from '@/lib/api/list';
import { placeOptions } from '@/lib/api/regions';
import { listSavedViews } from '@/lib/api/saved-views';
import { readView } from '@/lib/list-view';
import type { ListPageProps, ListParams, SearchParams } from '@/lib/list-query';
import type { ListResponse } from '@/lib/schemas/common';
import { userStatuses } from '@/lib/schemas/fields';
import { masterViewNames, masterViews, type MasterList } from '@/lib/schemas/master-views';
import { withSession } from '@/lib/session/check';
import type { Session } from '@/lib/session/store';
import { ListPage } from './list-page';
import { loadList, type Screen } from './load-list';
import { StandardViewBar } from './standard-view-bar';
import type { ViewField } from './view-bar';

type T = Awaited<ReturnType<typeof getTranslations>>;

/**
 * A master-data list's view (issue 17), read from its URL once, with what its bar shows: the
 * person's saved views and, for a list filtered by place, the provinces and the chosen
 * province's regencies. Both are conveniences: the list shows without them.
 */
async function readMasterView(list: MasterList, raw: SearchParams, withPlaces: boolean) {
  const read = readView(raw, masterViewNames[list], masterViews[list].schema);
  const province = read.kept.province ?? read.kept.regency?.slice(0, 2);
  return {
    read,
    extras: Promise.all([
      loaded(withSession((s) => listSavedViews(s, list))).then((views) => views.data ?? []),
      withPlaces
        ? loaded(withSession((s) => placeOptions(s, province))).then((p) => p.data ?? null)
        : Promise.resolve(null),
    ]),
  };
}

type Places = Awaited<Awaited<ReturnType<typeof readMasterView>>['extras']>[1];

/** The province filter, and the regency filter once a province is chosen (its options are that province's). */
function placeFields(t: T, places: Places): ViewField[] {
  if (!places) return [];
  const options = (items: { id: string; name: string }[]) => items.map((r) => ({ value: r.id, label: r.name }));
  return [
    { name: 'province', label: t('view.province'), kind: 'select', options: options(places.provinces) },
    ...(places.regencies.length > 0
      ? [{ name: 'regency', label: t('view.regency'), kind: 'select' as const, options: options(places.regencies) }]
      : []),
  ];
}

/** A master-data screen: a list screen with a view, filtered by place (province, regency) when `places`. */
export type MasterScreen = Screen & { resource: MasterList; places?: boolean };

/**
 * What a master-data page reads before it renders: its view from the URL (once), then the list
 * in that view (loadList). The ListPage props keep the view in every link and start newest first.
 */
export async function loadMasterList<Row>(
  page: ListPageProps,
  { places = false, ...screen }: MasterScreen,
  read: (session: Session, params: ListParams, view: Record<string, string>) => Promise<ListResponse<Row>>,
) {
  // The list, the saved views and the place options are read side by side.
  const { read: viewRead, extras } = await readMasterView(screen.resource, await page.searchParams, places);
  const [list, [saved, placeChoices]] = await Promise.all([
    loadList(page, screen, (session, params) => read(session, params, viewRead.kept)),
    extras,
  ]);
  const view = { read: viewRead, saved, places: placeChoices };
  return {
    ...list,
    view,
    props: { ...list.props, resource: screen.resource, keep: view.read.kept, defaultSort: '-created' },
  };
}

type Loaded<Row = unknown> = Awaited<ReturnType<typeof loadMasterList<Row>>>;

type ViewBarProps = {
  loaded: Pick<Loaded, 't' | 'locale' | 'raw' | 'view'> & {
    props: Pick<Loaded['props'], 'params' | 'basePath'> & {
      resource: MasterList;
      result: { data?: { total_records: number } };
    };
  };
  sorts: readonly string[];
  fields?: ViewField[];
  shown?: Record<string, (value: string) => string>;
  pickers?: ReactNode;
};

/** A master-data list's view controls: its status, its own filters, its place, its orders. */
function MasterViewBar({ loaded: { t, locale, raw, props, view }, sorts, fields = [], shown, pickers }: ViewBarProps) {
  return (
    <StandardViewBar
      t={t}
      locale={locale}
      raw={raw}
      read={view.read}
      params={props.params}
      resource={props.resource}
      basePath={props.basePath}
      statuses={userStatuses}
      sorts={sorts}
      total={props.result.data?.total_records ?? 0}
      saved={view.saved}
      fields={[...fields, ...placeFields(t, view.places)]}
      shown={shown}
      pickers={pickers}
    />
  );
}

/** The bar's orders, filters and pickers, and the list's columns and row actions: the rest is loaded. */
type MasterListProps<Row extends { id: number }> = Omit<ViewBarProps, 'loaded'> & { loaded: Loaded<Row> } & Pick<
    Parameters<typeof ListPage<Row>>[0],
    'columns' | 'actions' | 'parent'
  >;

/** A master-data list screen: the one list layout with the master-data view bar above it. */
export function MasterListPage<Row extends { id: number }>({
  loaded,
  sorts,
  fields,
  shown,
  pickers,
  ...list
}: MasterListProps<Row>) {
  return (
    <ListPage<Row>
      {...loaded.props}
      {...list}
      toolbar={<MasterViewBar loaded={loaded} sorts={sorts} fields={fields} shown={shown} pickers={pickers} />}
    />
  );
}
