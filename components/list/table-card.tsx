import type { ReactNode } from 'react';

export type TableCardColumn = { label: string; className?: string };

/**
 * A titled table in a card (the dashboard's, the report's): it scrolls sideways when wider than
 * the screen. `stacked`, on a phone each row becomes a card of label/value pairs (app/list.css,
 * .list-table), as the lists do.
 */
export function TableCard({
  title,
  testId,
  columns,
  rows,
  empty,
  stacked = false,
  footer,
}: {
  title: string;
  testId: string;
  columns: TableCardColumn[];
  rows: { key: string | number; cells: ReactNode[] }[];
  empty: string;
  stacked?: boolean;
  /** A note under the table: what the figures rest on. */
  footer?: ReactNode;
}) {
  return (
    <section className="card border-0 shadow-sm h-100" data-testid={testId}>
      <div className="card-header bg-transparent">
        <h2 className="h6 mb-0 fw-semibold">{title}</h2>
      </div>
      {/* A wide table scrolls sideways: the region takes the keyboard's focus to scroll it too. */}
      <div
        className={stacked ? 'table-responsive list-scroll' : 'table-responsive'}
        role="region"
        aria-label={title}
        tabIndex={0}
      >
        <table className={`table table-hover align-middle mb-0${stacked ? ' list-table' : ''}`}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={c.className}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="text-center text-body-secondary py-4">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, j) => (
                    <td key={j} className={columns[j]?.className} data-label={stacked ? columns[j]?.label : undefined}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {footer && <div className="card-footer bg-transparent small text-body-secondary">{footer}</div>}
    </section>
  );
}
