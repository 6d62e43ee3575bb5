// A list's rows as markup (issue 19): the cells the screens declare, a checkbox where rows can
// be deleted in bulk, and the Aksi column, written once on the server by lib/static-markup.ts.
// components/list/list-rows.tsx acts on them in the browser.
import type { ReactNode } from 'react';
import type { getTranslations } from 'next-intl/server';
import { staticMarkup } from '@/lib/static-markup';
import { cellClass, cellOf, type Column } from './list-columns';
import { RowActions, RowSelect } from './row-buttons';

type T = Awaited<ReturnType<typeof getTranslations>>;

type EditSpec<Row> = {
  rowName: (row: Row) => string;
  /** The id DELETE takes (SPEC: the user id for banks and customers); null: no Hapus on that row. */
  deleteId: (row: Row) => number | null;
  /** A screen's own buttons between Edit and Hapus. */
  extra?: (row: Row) => ReactNode;
};

/** The Aksi column: Edit and Hapus, a screen's own buttons, or none. */
export type RowActionsSpec<Row> = { edit: EditSpec<Row> } | { custom: (row: Row) => ReactNode } | 'none';

/** A cell's content after its checkbox, when the list's rows can be picked. */
export const boxed = (bulk: boolean, box: ReactNode, content: ReactNode) =>
  bulk ? (
    <span className="d-inline-flex align-items-center gap-2">
      {box}
      {content}
    </span>
  ) : (
    content
  );

function editActions<Row extends { id: number }>(row: Row, edit: EditSpec<Row>, t: T) {
  const name = edit.rowName(row);
  return (
    <RowActions
      row={row}
      name={name}
      deleteId={edit.deleteId(row)}
      extra={edit.extra?.(row)}
      labels={{
        edit: t('list.edit'),
        delete: t('list.delete'),
        editAria: t('list.editItem', { name }),
        deleteAria: t('list.deleteItem', { name }),
      }}
    />
  );
}

/** The rows of `items` as HTML, or the one 'Tidak ada data' row. */
export function rowsMarkup<Row extends { id: number }>(
  items: Row[],
  columns: Column<Row>[],
  actions: RowActionsSpec<Row>,
  bulk: boolean,
  t: T,
): string {
  if (items.length === 0)
    return staticMarkup(
      <tr>
        <td colSpan={columns.length + (actions === 'none' ? 0 : 1)} className="text-center text-body-secondary py-5">
          {t('common.noData')}
        </td>
      </tr>,
    );
  const edit = actions !== 'none' && 'edit' in actions ? actions.edit : null;
  return staticMarkup(
    items.map((row) => (
      <tr key={row.id}>
        {columns.map((column, index) => (
          <td key={column.label} className={cellClass(column)} data-label={column.label}>
            {index === 0 && edit && edit.deleteId(row) !== null
              ? boxed(
                  bulk,
                  <RowSelect
                    id={edit.deleteId(row)!}
                    name={edit.rowName(row)}
                    label={t('list.select', { name: edit.rowName(row) })}
                  />,
                  cellOf(column, row),
                )
              : cellOf(column, row)}
          </td>
        ))}
        {actions !== 'none' && (
          <td className="text-end list-actions-cell" data-label={t('columns.actions')}>
            {'custom' in actions ? actions.custom(row) : editActions(row, actions.edit, t)}
          </td>
        )}
      </tr>
    )),
  );
}
