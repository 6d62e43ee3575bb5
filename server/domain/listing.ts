// Paging shared by every list: page and per_page in, the SPEC's list shape out.
import { sql } from 'drizzle-orm';
import type { ListResponse } from '../../lib/schemas/common';
import type { ListQuery } from '../../lib/schemas/fields';

export const offsetOf = (query: Pick<ListQuery, 'page' | 'per_page'>) => (query.page - 1) * query.per_page;

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

export const countAll = { total: sql<number>`count(*)::int` };
