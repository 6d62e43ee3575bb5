// Indonesian administrative areas (official codes), public like the SPEC's region selects.
// Every level answers the same paged list; the lower three are filtered by their parent.
import { createRoute } from '@hono/zod-openapi';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PageQuery } from '../../lib/schemas/common';
import { apiErrorSchema } from '../../lib/schemas/common';
import { regionListSchema, regionQuerySchema, type RegionLevel } from '../../lib/schemas/region';
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

const describeLevel = (level: RegionLevel, summary: string) => ({
  method: 'get' as const,
  path: `/${level}`,
  tags: ['region'],
  summary,
  responses: {
    200: json(regionListSchema, 'Areas ordered by code'),
    422: json(apiErrorSchema, 'Invalid query'),
  },
});

export function regionRoutes({ db }: AppDeps) {
  const app = router();

  const province = createRoute({
    ...describeLevel('province', 'List provinces'),
    request: { query: regionQuerySchema.province },
  });
  app.openapi(province, async (c) => c.json(await listRegions(db, provinces, null, c.req.valid('query')), 200));

  const regency = createRoute({
    ...describeLevel('regency', 'List the regencies of a province'),
    request: { query: regionQuerySchema.regency },
  });
  app.openapi(regency, async (c) => {
    const query = c.req.valid('query');
    return c.json(await listRegions(db, regencies, { column: regencies.provinceId, id: query.provinceId }, query), 200);
  });

  const subdistrict = createRoute({
    ...describeLevel('subdistrict', 'List the subdistricts of a regency'),
    request: { query: regionQuerySchema.subdistrict },
  });
  app.openapi(subdistrict, async (c) => {
    const query = c.req.valid('query');
    return c.json(
      await listRegions(db, subdistricts, { column: subdistricts.regencyId, id: query.regencyId }, query),
      200,
    );
  });

  const village = createRoute({
    ...describeLevel('village', 'List the villages of a subdistrict'),
    request: { query: regionQuerySchema.village },
  });
  app.openapi(village, async (c) => {
    const query = c.req.valid('query');
    return c.json(
      await listRegions(db, villages, { column: villages.subdistrictId, id: query.subdistrictId }, query),
      200,
    );
  });

  return app;
}
