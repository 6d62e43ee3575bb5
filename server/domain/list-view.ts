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

/**
 * A timestamp as the database writes it, to the microsecond: what an export resumes after (a
 * JavaScript Date keeps milliseconds, and would skip rows written within the same one).
 */
export const exactTime = (column: AnyPgColumn) => sql<string>`${column}::text`;

/** The last row an export read, by its sort column's value (a time as exactTime reads it). */
export type SortKey = { id: number; value: string };
export const keyOf = (sort: string, row: { id: number; created: string; amount: string }): SortKey => ({
  id: row.id,
  value: byAmount(sort) ? row.amount : row.created,
});

/** The rows after `last` in the sort's order: a row comparison the two-column index answers. */
export function afterKey(columns: ViewColumns, sort: string, last: SortKey): SQL {
  const column = sortColumn(columns, sort);
  return sort.startsWith('-')
    ? sql`(${column}, ${columns.id}) < (${last.value}, ${last.id})`
    : sql`(${column}, ${columns.id}) > (${last.value}, ${last.id})`;
}

/**
 * A master-data list's orders (lib/schemas/master-views.ts): each name ('name', 'stock') its SQL
 * expression; '-name' is the same descending. 'created' is the id, which grows with creation.
 */
export type Sorts = Record<string, AnyPgColumn | SQL>;

const sortExpression = (sorts: Sorts, sort: string) => sorts[sort.replace(/^-/, '')]!;

/** ORDER BY a master list's sort, the id (in the same direction) breaking ties. */
export function sortedBy(sorts: Sorts, id: AnyPgColumn, sort: string): SQL[] {
  const by = sort.startsWith('-') ? desc : asc;
  const expression = sortExpression(sorts, sort);
  return expression === id ? [by(id)] : [by(expression), by(id)];
}

/** The sort's value of a row, selected beside it so that an export can resume after it. */
export const sortValue = (sorts: Sorts, sort: string) => sql<string | number | null>`${sortExpression(sorts, sort)}`;

/** The rows after `last` in a master list's order (a row comparison its index answers). */
export function afterSorted(sorts: Sorts, id: AnyPgColumn, sort: string, last: { id: number; value: unknown }): SQL {
  const expression = sortExpression(sorts, sort);
  const op = sql.raw(sort.startsWith('-') ? '<' : '>');
  return expression === id
    ? sql`${id} ${op} ${last.id}`
    : sql`(${expression}, ${id}) ${op} (${last.value}, ${last.id})`;
}

/**
 * Rows whose village (`village`, an official code such as '32.73.01.1001') lies in a regency
 * ('32.73') or a province ('32'): the codes that start with it, as a range in byte order ('32.73.'
 * up to '32.73/', the next character), which an index on the code in the "C" collation answers
 * whatever the database's own collation is.
 */
export function inPlace(village: AnyPgColumn, view: { province?: string | undefined; regency?: string | undefined }) {
  const prefix = view.regency ?? view.province;
  if (!prefix) return undefined;
  return sql`(${village} collate "C") >= ${`${prefix}.`} and (${village} collate "C") < ${`${prefix}/`}`;
}
