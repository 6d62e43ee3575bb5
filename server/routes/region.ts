// Indonesian administrative areas (official codes), public like the SPEC's region selects.
// Every level answers the same paged list; the lower three are filtered by their parent.
import { createRoute } from '@hono/zod-openapi';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PageQuery } from '../../lib/schemas/common';
import { apiErrorSchema } from '../../lib/schemas/common';
import { regionListSchema, regionParentParam, regionQuerySchema, type RegionLevel } from '../../lib/schemas/region';
import { json, router, type AppDeps } from '../context';
import type { Db } from '../db/client';
import { provinces, regencies, subdistricts, villages } from '../db/schema';
import { escapeLike } from '../domain/search';

type RegionTable = typeof provinces | typeof regencies | typeof subdistricts | typeof villages;
type ListQuery = PageQuery & { search?: string | undefined };

async function listRegions(
  db: Db,
  table: RegionTable,
  parent: { column: PgColumn; id: string } | null,
  query: ListQuery,
) {
  const conditions: SQL[] = [];
  if (parent) conditions.push(eq(parent.column, parent.id));
  if (query.search) conditions.push(ilike(table.name, `%${escapeLike(query.search)}%`));
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, totals] = await Promise.all([
    db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(where)
      .orderBy(asc(table.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(table).where(where),
  ]);
  const total = Number(totals[0]?.total ?? 0);
  return { items, has_next_page: query.page * query.per_page < total, total_records: total };
}

/** Each level: its table, the column naming its parent (none for a province), and what it lists. */
const levels = [
  ['province', provinces, null, 'List provinces'],
  ['regency', regencies, regencies.provinceId, 'List the regencies of a province'],
  ['subdistrict', subdistricts, subdistricts.regencyId, 'List the subdistricts of a regency'],
  ['village', villages, villages.subdistrictId, 'List the villages of a subdistrict'],
] as const satisfies readonly (readonly [RegionLevel, RegionTable, PgColumn | null, string])[];

export function regionRoutes({ db }: AppDeps) {
  const app = router();

  for (const [level, table, parentColumn, summary] of levels) {
    const route = createRoute({
      method: 'get',
      path: `/${level}`,
      tags: ['region'],
      summary,
      request: { query: regionQuerySchema[level] },
      responses: {
        200: json(regionListSchema, 'Areas ordered by code'),
        422: json(apiErrorSchema, 'Invalid query'),
      },
    });
    app.openapi(route, async (c) => {
      const query: ListQuery & Record<string, unknown> = c.req.valid('query');
      const parentParam = regionParentParam[level];
      const parent = parentColumn && parentParam ? { column: parentColumn, id: String(query[parentParam]) } : null;
      return c.json(await listRegions(db, table, parent, query), 200);
    });
  }

  return app;
}
