import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Loaded } from '@/lib/api/list';
import type { IslandIntl } from '@/lib/i18n/messages';
import type { ListParams } from '@/lib/list-query';
import { PAGE_SIZE, type ListResponse } from '@/lib/schemas/common';
import { PlusIcon } from '../icons';
import { AddButton, ListActions, RowActions } from './list-actions';
import type { ListResource, ParentContext } from './list-types';
import { Pager } from './pager';
import { SearchBox } from './search-box';

export type Column<Row> = { label: string; className?: string; cell: (row: Row) => ReactNode };

type Props<Row> = {
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
  rowKey: (row: Row) => number;
  /**
   * The Aksi column: Edit and Hapus (with the name the confirmation shows and the id DELETE
   * takes, SPEC: the user id for banks and customers; null: no Hapus on that row), a screen's
   * own buttons, or none.
   */
  actions: { edit: { rowName: (row: Row) => string; deleteId: (row: Row) => number | null } } | { custom: (row: Row) => ReactNode } | 'none';
  intl: IslandIntl;
  toolbar?: ReactNode;
  parent?: ParentContext;
};

type T = Awaited<ReturnType<typeof getTranslations>>;

function editActions<Row>(row: Row, edit: { rowName: (row: Row) => string; deleteId: (row: Row) => number | null }, t: T) {
  const name = edit.rowName(row);
  return (
    <RowActions
      row={row}
      name={name}
      deleteId={edit.deleteId(row)}
      labels={{ edit: t('list.edit'), delete: t('list.delete'), editAria: t('list.editItem', { name }), deleteAria: t('list.deleteItem', { name }) }}
    />
  );
}

/**
 * The one list layout (SPEC §2 "Shared list layout"), rendered on the server from the URL:
 * Tambah, 'Cari...', the table, 'x-y dari total', previous/next, 'Tidak ada data'.
 */
export async function ListPage<Row>({ title, addLabel, resource, basePath, params, keep = {}, result, columns, rowKey, actions, intl, toolbar, parent }: Props<Row>) {
  const t = await getTranslations();
  const data = result.data;
  const from = data && data.items.length > 0 ? (params.page - 1) * PAGE_SIZE + 1 : 0;
  const to = data ? from + Math.max(0, data.items.length - 1) : 0;
  const href = (page: number) => {
    const query = new URLSearchParams({ ...keep, ...(params.search ? { search: params.search } : {}), ...(page > 1 ? { page: String(page) } : {}) });
    const text = query.toString();
    return text ? `${basePath}?${text}` : basePath;
  };
  return (
    <ListActions resource={resource} intl={intl} parent={parent}>
      <h1 className="h4 mb-4">{title}</h1>
      <section className="card border-0 shadow-sm" aria-label={title} data-testid="list">
        <div className="card-header bg-transparent d-flex flex-wrap gap-2 align-items-center">
          {addLabel && <AddButton label={addLabel} icon={<PlusIcon size={16} />} />}
          {toolbar}
          <div className="ms-auto">
            <SearchBox placeholder={t('list.search')} label={t('list.searchLabel')} />
          </div>
        </div>
        {result.error !== undefined ? (
          <div className="alert alert-danger m-3" role="alert" data-testid="list-error">
            {t('list.loadError', { message: result.error })}
          </div>
        ) : (
          <div className="table-responsive">
            <table className="table table-hover align-middle mb-0 list-table">
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.label} scope="col" className={column.className}>
                      {column.label}
                    </th>
                  ))}
                  {actions !== 'none' && (
                    <th scope="col" className="text-end">
                      {t('columns.actions')}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {data!.items.length === 0 ? (
                  <tr>
                    <td colSpan={columns.length + (actions === 'none' ? 0 : 1)} className="text-center text-body-secondary py-5">
                      {t('common.noData')}
                    </td>
                  </tr>
                ) : (
                  data!.items.map((row) => (
                    <tr key={rowKey(row)}>
                      {columns.map((column) => (
                        <td key={column.label} className={column.className}>
                          {column.cell(row)}
                        </td>
                      ))}
                      {actions !== 'none' && <td className="text-end">{'custom' in actions ? actions.custom(row) : editActions(row, actions.edit, t)}</td>}
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        )}
        <div className="card-footer bg-transparent d-flex flex-wrap gap-2 align-items-center justify-content-between">
          <span className="text-body-secondary small" data-testid="list-range">
            {t('list.range', { from, to, total: data?.total_records ?? 0 })}
          </span>
          <Pager href={href} page={params.page} hasNext={Boolean(data?.has_next_page)} labels={{ previous: t('list.previous'), next: t('list.next'), nav: t('list.pagination') }} />
        </div>
      </section>
    </ListActions>
  );
}
