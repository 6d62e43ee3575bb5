// A list's view (lib/schemas/list-view.ts) as SQL, for any table with a status, a creation
// time and an amount: the filters as one condition, the order with the id as tie-breaker (so a
// page and an export are the same rows in the same order every time), and the keyset that
// resumes an export after its last row. Each list names its columns; its indexes serve each order.
import { and, asc, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { dayEnd, dayStart } from '../../lib/shared/jakarta-days';

export type ViewColumns = { id: AnyPgColumn; status: AnyPgColumn; created: AnyPgColumn; amount: AnyPgColumn };
export type CommonView = {
  sort?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
};

/** The status, the Jakarta-day range and the amount range of a view. */
export function rangeWhere(columns: ViewColumns, view: CommonView): SQL | undefined {
  return and(
    view.status ? eq(columns.status, view.status) : undefined,
    view.from ? gte(columns.created, dayStart(view.from)) : undefined,
    view.to ? lt(columns.created, dayEnd(view.to)) : undefined,
    view.min ? gte(columns.amount, view.min) : undefined,
    view.max ? lte(columns.amount, view.max) : undefined,
  );
}

/** True when a view filters by a range: only a count can say how many rows match. */
export const hasRange = (view: CommonView) => [view.from, view.to, view.min, view.max].some((v) => v !== undefined);

const byAmount = (sort: string) => sort.endsWith('amount');
const sortColumn = (columns: ViewColumns, sort: string) => (byAmount(sort) ? columns.amount : columns.created);

/** ORDER BY a sort ('-amount': descending): its column, then the id in the same direction. */
export function orderOf(columns: ViewColumns, sort: string): SQL[] {
  const by = sort.startsWith('-') ? desc : asc;
  return [by(sortColumn(columns, sort)), by(columns.id)];
}

/** The last row an export read, by its sort column's value. */
export type SortKey = { id: number; value: Date | string };
export const keyOf = (sort: string, row: { id: number; created: Date; amount: string }): SortKey => ({
  id: row.id,
  value: byAmount(sort) ? row.amount : row.created,
});

/** The rows after `last` in the sort's order: a row comparison the two-column index answers. */
export function afterKey(columns: ViewColumns, sort: string, last: SortKey): SQL {
  const value = last.value instanceof Date ? last.value.toISOString() : last.value;
  const column = sortColumn(columns, sort);
  return sort.startsWith('-')
    ? sql`(${column}, ${columns.id}) < (${value}, ${last.id})`
    : sql`(${column}, ${columns.id}) > (${value}, ${last.id})`;
}
