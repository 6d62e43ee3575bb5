// Paging shared by every list: page and per_page in, the SPEC's list shape out.
import { sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ListResponse } from '../../lib/schemas/common';
import type { ListQuery } from '../../lib/schemas/fields';
import type { Db } from '../db/client';
import { inlineLimit } from '../db/kept-plans';
import type { Scope } from './scope';

/** Reads one page of a list view (page, per_page and the view's filters), within the caller's reach. */
export type ListReader<View, Item> = (db: Db, query: ListQuery & View, scope?: Scope) => Promise<ListResponse<Item>>;

export const offsetOf = (query: Pick<ListQuery, 'page' | 'per_page'>) => (query.page - 1) * query.per_page;

/**
 * The first page of a whole list (no filter, search or scope): a statement whose plan its values
 * cannot change, so PostgreSQL keeps it (server/db/kept-plans.ts).
 */
export const isWholeFirstPage = (where: SQL | undefined, query: Pick<ListQuery, 'page' | 'per_page'>) =>
  where === undefined && offsetOf(query) === 0;

export function pageOf<T>(items: T[], total: number, query: Pick<ListQuery, 'page' | 'per_page'>): ListResponse<T> {
  return { items, has_next_page: query.page * query.per_page < total, total_records: total };
}

type Pageable<T> = { limit: (n: number) => { offset: (n: number) => PromiseLike<T[]> } };

/** Runs a page of `rows` and the exact count of `counted` (the same filter) side by side. */
export async function paged<T>(
  rows: Pageable<T>,
  counted: PromiseLike<{ total: number }[]>,
  query: ListQuery,
): Promise<ListResponse<T>> {
  const [items, totals] = await Promise.all([rows.limit(query.per_page).offset(offsetOf(query)), counted]);
  return pageOf(items, Number(totals[0]?.total ?? 0), query);
}

/**
 * A page of ids: `select` (one table's ids, joined only as the filter needs) filtered, in `order`
 * and cut to the query's page, for the page's rows to be read in full by id.
 */
export const pageIdsOf = <T extends PgSelect>(
  select: T,
  where: SQL | undefined,
  order: SQL[],
  query: Pick<ListQuery, 'page' | 'per_page'>,
) =>
  select
    .where(where)
    .orderBy(...order)
    .limit(inlineLimit(query.per_page))
    .offset(offsetOf(query));

export const countAll = { total: sql<number>`count(*)::int` };
