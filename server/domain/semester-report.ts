// The semester report for the environment office (issue 18): settled deposits of January–June
// or July–December summed in tonnes per SIPSN category, per regency (of the unit bank) and per
// unit bank. Only what was weighed counts: items counted in pieces are reported apart.
import { and, eq, lt, sql } from 'drizzle-orm';
import { wasteCategories, type WasteCategory } from '../../lib/schemas/fields';
import type { SemesterReport, SemesterReportQuery } from '../../lib/schemas/semester-report';
import { impactOf } from '../../lib/schemas/impact';
import { dayEnd, dayStart } from '../../lib/shared/jakarta-days';
import type { Db } from '../db/client';
import { bsus, customers, provinces, regencies, transactions, trash } from '../db/schema';
import { reportScope, settled } from './period-report';
import { linesOf, splitDays } from './report-sums';
import { within, type Scope } from './scope';

type Tonnes = SemesterReport['total'];
/** Grams summed per category, written as tonnes to the gram. */
function tonnesOf(grams: Map<WasteCategory, number>): Tonnes {
  const write = (g: number) => (g / 1_000_000).toFixed(6);
  const entries = wasteCategories.map((c) => [c, grams.get(c) ?? 0] as const);
  const total = entries.reduce((s, [, g]) => s + g, 0);
  return { ...Object.fromEntries(entries.map(([c, g]) => [c, write(g)])), total: write(total) } as Tonnes;
}

/** Rows keyed by `key`, each with its grams per category. */
function pivot<R extends { category: WasteCategory; grams: string }>(rows: R[], key: (r: R) => string) {
  const out = new Map<string, { first: R; grams: Map<WasteCategory, number> }>();
  for (const r of rows) {
    const entry = out.get(key(r)) ?? { first: r, grams: new Map() };
    entry.grams.set(r.category, (entry.grams.get(r.category) ?? 0) + Number(r.grams));
    out.set(key(r), entry);
  }
  return [...out.values()];
}

export async function semesterReport(db: Db, caller: Scope, query: SemesterReportQuery): Promise<SemesterReport> {
  const { scope, label } = await reportScope(db, caller, query);
  const from = `${query.year}-${query.half === '1' ? '01-01' : '07-01'}`;
  const to = `${query.year}-${query.half === '1' ? '06-30' : '12-31'}`;
  const [start, end] = [dayStart(from), dayEnd(to)];
  const deposits = settled(scope, start, end, 'deposit');
  const lines = () => linesOf(scope, splitDays(from, to), true, true);
  const regency = sql<string>`left(${bsus.villageId}, 5)`;
  const weighed = db
    .select({
      bsu: bsus.id,
      bsuName: bsus.trashBankName,
      code: bsus.uniqueCode,
      regency,
      category: trash.category,
      grams: sql<string>`(sum(lines.qty) * 1000)::bigint::text`,
    })
    .from(lines())
    .innerJoin(trash, sql`${trash.id} = lines.trash_id`)
    .innerJoin(bsus, sql`${bsus.id} = lines.bsu_id`)
    .where(sql`lines.unit = 'kg'`)
    .groupBy(bsus.id, bsus.trashBankName, bsus.uniqueCode, regency, trash.category)
    .having(sql`sum(lines.qty) <> 0`);
  const pieces = db
    .select({ pieces: sql<string>`coalesce(sum(lines.qty), 0)::numeric(16, 3)::text` })
    .from(lines())
    .where(sql`lines.unit = 'pcs'`);
  const [rows, places, served, [counts], [notWeighed]] = await Promise.all([
    weighed,
    db
      .select({ id: regencies.id, name: regencies.name, province: provinces.name })
      .from(regencies)
      .innerJoin(provinces, eq(provinces.id, regencies.provinceId)),
    db
      .select({ bsu: transactions.bsuId, n: sql<number>`count(distinct ${transactions.customerId})::int` })
      .from(transactions)
      .where(deposits)
      .groupBy(transactions.bsuId),
    db
      .select({
        registered: sql<number>`(select count(*) from ${customers} where ${and(lt(customers.createdAt, end), within('customer', scope))})::int`,
        served: sql<number>`count(distinct ${transactions.customerId})::int`,
      })
      .from(transactions)
      .where(deposits),
    pieces,
  ]);
  const placeOf = new Map(places.map((p) => [p.id, p]));
  const servedBy = new Map(served.map((s) => [s.bsu, Number(s.n)]));
  const all = new Map<WasteCategory, number>();
  for (const r of rows) all.set(r.category, (all.get(r.category) ?? 0) + Number(r.grams));
  return {
    period: { year: query.year, half: query.half, from, to },
    scope: label,
    regencies: pivot(rows, (r) => r.regency)
      .map(({ first, grams }) => ({
        id: first.regency,
        name: placeOf.get(first.regency)?.name ?? first.regency,
        province: placeOf.get(first.regency)?.province ?? '',
        tonnes: tonnesOf(grams),
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    banks: pivot(rows, (r) => String(r.bsu))
      .map(({ first, grams }) => ({
        id: first.bsu,
        name: first.bsuName,
        code: first.code,
        regency: placeOf.get(first.regency)?.name ?? first.regency,
        customers_served: servedBy.get(first.bsu) ?? 0,
        tonnes: tonnesOf(grams),
      }))
      .sort((a, b) => a.regency.localeCompare(b.regency) || a.name.localeCompare(b.name) || a.id - b.id),
    total: tonnesOf(all),
    customers: { registered: Number(counts?.registered ?? 0), served: Number(counts?.served ?? 0) },
    pieces_not_weighed: notWeighed?.pieces ?? '0.000',
    impact: impactOf(Object.fromEntries([...all].map(([c, g]) => [c, (g / 1000).toFixed(3)]))),
  };
}
