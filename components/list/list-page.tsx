import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fastFill } from '@/lib/i18n/fast-fill';
import type { Loaded } from '@/lib/api/list';
import type { StaffRole } from '@/lib/schemas/access';
import type { IslandIntl } from '@/lib/i18n/messages';
import type { ListParams } from '@/lib/list-query';
import { PAGE_SIZE, type ListResponse } from '@/lib/schemas/common';
import { PlusIcon, SearchIcon } from '../icons';
import { headerClass, sortHeader, type Column } from './list-columns';
import { ListFrame } from './list-frame';
import { RowButton, ROW_REF } from './row-buttons';
import { boxed, rowsMarkup, type RowActionsSpec } from './row-markup';
import type { ListResource, ParentContext } from './list-types';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import { staticMarkup } from '@/lib/static-markup';
import { markupSource } from '@/lib/markup-source';

/** What follows a list's tool bar: its table, or what says the rows could not be read. */
const LIST_BODY = 'list-body';

type Props<Row extends { id: number }> = {
  title: string;
  /** 'Tambah' (absent: a screen that only reads and decides). */
  addLabel?: string;
  resource: ListResource;
  basePath: string;
  params: ListParams;
  /** Other URL parameters the list keeps while paging (a filter). */
  keep?: Record<string, string>;
  result: Loaded<ListResponse<Row>>;
  columns: Column<Row>[];
  /**
   * The Aksi column: Edit and Hapus (with the name the confirmation shows and the id DELETE
   * takes, SPEC: the user id for banks and customers; null: no Hapus on that row), a screen's
   * own buttons, or none.
   */
  actions: RowActionsSpec<Row>;
  intl: IslandIntl;
  toolbar?: ReactNode;
  parent?: ParentContext;
  /** False: the account's role may only read this list, so rows offer no Edit or Hapus. */
  writable?: boolean;
  /** The signed-in account's role, for the forms that depend on it. */
  role?: StaffRole | null;
  /** The order the list has when its URL names none: SPEC's newest first. */
  defaultSort?: string;
};

/**
 * The one list layout (SPEC §2 "Shared list layout"), rendered on the server from the URL:
 * Tambah, 'Cari...', the table, 'x-y dari total', previous/next, 'Tidak ada data'. The Aksi
 * column stays in view at the end side; on phones each row is a card of label/value pairs.
 * A page past the end goes to the last one.
 */
export async function ListPage<Row extends { id: number }>({
  title,
  addLabel,
  resource,
  basePath,
  params,
  keep = {},
  result,
  columns,
  actions: offered,
  intl,
  toolbar,
  parent,
  writable = true,
  role,
  defaultSort = '-created_on',
}: Props<Row>) {
  // Each row's labels ('Edit {name}', 'Pilih {name}') are filled without the ICU formatter.
  const t = fastFill(await getTranslations());
  const actions = !writable && offered !== 'none' && 'edit' in offered ? 'none' : offered;
  const data = result.data;
  const size = params.size;
  const lastPage = Math.max(1, Math.ceil((data?.total_records ?? 0) / size));
  // The jump form sends its own size; links carry it when it is not SPEC's 50.
  const formHidden: Record<string, string> = { ...keep, ...(params.search ? { search: params.search } : {}) };
  const carried = { ...formHidden, ...(size !== PAGE_SIZE ? { size: String(size) } : {}) };
  const href = (page: number) => {
    const text = new URLSearchParams({ ...carried, ...(page > 1 ? { page: String(page) } : {}) }).toString();
    return text ? `${basePath}?${text}` : basePath;
  };
  const currentSort = keep.sort ?? defaultSort;
  const sortHref = (sort: string) => {
    const next = new URLSearchParams(carried);
    next.delete('sort');
    if (sort !== defaultSort) next.set('sort', sort);
    const text = next.toString();
    return text ? `${basePath}?${text}` : basePath;
  };
  if (data && params.page > lastPage) redirect(href(lastPage));
  // Bulk delete (issue 17) where rows offer Hapus: a checkbox in each row's first cell, one in the header's.
  const edit = actions !== 'none' && 'edit' in actions ? actions.edit : null;
  const deletable: [number, string][] = edit
    ? (data?.items ?? []).flatMap((row) => {
        const id = edit.deleteId(row);
        return id === null ? [] : [[id, edit.rowName(row)] as [number, string]];
      })
    : [];
  const bulk = deletable.length > 0;
  const withBox = (box: ReactNode, content: ReactNode) => boxed(bulk, box, content);
  const from = data && data.items.length > 0 ? (params.page - 1) * size + 1 : 0;
  const to = data ? from + Math.max(0, data.items.length - 1) : 0;
  // The rows as markup, written once and never hydrated (issue 19). A page load's HTML render
  // takes it in-process; a navigation gets it in the payload.
  const rowsHtml = result.error !== undefined ? '' : rowsMarkup(data!.items, columns, actions, bulk, t);
  const rowsSource = result.error === undefined ? await markupSource(rowsHtml) : { html: rowsHtml };
  // The range and the pager, markup too: a page of links with nothing to hydrate.
  const footer = await markupSource(
    staticMarkup(
      <>
        <span className="text-body-secondary small" data-testid="list-range">
          {t('list.range', { from, to, total: data?.total_records ?? 0 })}
        </span>
        <Pager
          href={href}
          page={params.page}
          lastPage={lastPage}
          action={basePath}
          hidden={formHidden}
          size={size}
          labels={{
            previous: t('list.previous'),
            next: t('list.next'),
            nav: t('list.pagination'),
            page: (page) => t('list.page', { page }),
            jump: t('list.jump'),
            go: t('list.go'),
            size: t('list.pageSize'),
          }}
        />
      </>,
    ),
  );
  const selectPage = (
    <input
      type="checkbox"
      className="form-check-input"
      aria-label={t('list.selectPage')}
      data-select-page=""
      data-testid="select-page"
    />
  );
  return (
    <>
      {/* The first paint also waits for the whole tool bar (app/(admin)/layout.tsx says why): its
          buttons, painted while still arriving, moved as the rest came. The rows may come after. */}
      <link rel="expect" href={`#${LIST_BODY}`} blocking="render" />
      <h1 className="h4 mb-4">{title}</h1>
      <ListFrame
        resource={resource}
        intl={intl}
        parent={parent}
        role={role}
        label={title}
        toolbar={
          <>
            {addLabel && (
              <RowButton
                opens={{ kind: 'form', row: null }}
                className="btn btn-brand d-inline-flex align-items-center gap-1"
              >
                <PlusIcon size={16} />
                {addLabel}
              </RowButton>
            )}
            {toolbar}
          </>
        }
        search={
          <SearchBox
            placeholder={t('list.search')}
            label={t('list.searchLabel')}
            icon={<SearchIcon size={16} className="search-box-icon" />}
            current={params.search ?? ''}
          />
        }
        bulk={
          bulk
            ? {
                resource,
                matching: {
                  total: data?.total_records ?? 0,
                  pageRows: deletable,
                  query: new URLSearchParams(formHidden).toString(),
                },
                labels: {
                  selected: t.raw('list.selected') as string,
                  delete: t('list.deleteSelected'),
                  activate: t('list.activateSelected'),
                  deactivate: t('list.deactivateSelected'),
                  clear: t('list.clearSelection'),
                  selectPage: t('list.selectPage'),
                  selectAll: t.raw('list.selectAllMatching') as string,
                  allSelected: t.raw('list.allMatchingSelected') as string,
                  failed: t.raw('list.selectionFailed') as string,
                  network: t('errors.network'),
                },
              }
            : undefined
        }
        error={
          result.error !== undefined ? (
            <div id={LIST_BODY} className="alert alert-danger m-3" role="alert" data-testid="list-error">
              {t('list.loadError', { message: result.error })}
            </div>
          ) : undefined
        }
        head={
          <thead>
            <tr>
              {columns.map((column, index) => {
                const sorted =
                  column.sort &&
                  sortHeader(
                    column.label,
                    column.sort,
                    currentSort,
                    sortHref,
                    t('view.sortBy', { column: column.label }),
                  );
                return (
                  <th
                    key={column.label}
                    scope="col"
                    className={headerClass(column)}
                    aria-sort={sorted ? sorted.ariaSort : undefined}
                  >
                    {index === 0
                      ? withBox(selectPage, sorted ? sorted.content : column.label)
                      : sorted
                        ? sorted.content
                        : column.label}
                  </th>
                );
              })}
              {actions !== 'none' && (
                <th scope="col" className="text-end list-actions-cell">
                  {t('columns.actions')}
                </th>
              )}
            </tr>
          </thead>
        }
        rows={rowsSource}
        items={rowsHtml.includes(ROW_REF) ? JSON.stringify(data!.items) : undefined}
        footer={footer}
        bodyId={LIST_BODY}
        footerClass="card-footer bg-transparent d-flex flex-wrap gap-2 align-items-center justify-content-between"
      />
    </>
  );
}
