// The environment office's semester report adds up: on the demo network, its tonnes per
// category equal the period report's kilograms (checked against the raw rows in
// period-report.test.ts) for the same six months; the regencies' rows and the banks' rows each
// add up to the total; and a scoped account's report stays within its bank.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wasteCategories } from '../../lib/schemas/fields';
import { semesterReportSchema, type SemesterReport } from '../../lib/schemas/semester-report';
import { bsus } from '../db/schema';
import { testDbKinds } from '../test/databases';
import { useDemoDatabase } from '../test/demo-database';
import { periodReport } from './period-report';
import { semesterReport } from './semester-report';

const grams = (tonnes: string) => Math.round(Number(tonnes) * 1_000_000);
const columns = [...wasteCategories, 'total'] as const;
/** Grams per column summed over rows. */
const sumOf = (rows: { tonnes: SemesterReport['total'] }[]) =>
  Object.fromEntries(columns.map((c) => [c, rows.reduce((s, r) => s + grams(r.tonnes[c]), 0)]));
const gramsOf = (tonnes: SemesterReport['total']) => Object.fromEntries(columns.map((c) => [c, grams(tonnes[c])]));

describe.each(testDbKinds)('the semester report on %s', (kind) => {
  let halves: { year: number; half: '1' | '2' }[];
  const demo = useDemoDatabase(kind, async (database) => {
    const result = (await database.db.execute(
      sql`select distinct extract(year from created_on at time zone 'Asia/Jakarta')::int as year,
        case when extract(month from created_on at time zone 'Asia/Jakarta') <= 6 then '1' else '2' end as half
        from transactions where status = 'settlement' and customer_id is not null order by 1, 2`,
    )) as unknown as { rows?: { year: number; half: '1' | '2' }[] } & { year: number; half: '1' | '2' }[];
    halves = (result.rows ?? [...result]).map((r) => ({ year: Number(r.year), half: r.half }));
  });

  it('weighs each half-year as the period report does, and its rows add up to the total', async () => {
    expect(halves.length).toBeGreaterThan(0);
    for (const half of halves) {
      const report = semesterReportSchema.parse(await semesterReport(demo.database.db, null, half));
      const period = await periodReport(demo.database.db, null, { from: report.period.from, to: report.period.to });
      const expected = Object.fromEntries(wasteCategories.map((c) => [c, 0]));
      for (const row of period.categories) expected[row.category] = Math.round(Number(row.kg) * 1000);
      expect(gramsOf(report.total), JSON.stringify(half)).toMatchObject(expected);
      expect(grams(report.total.total)).toBe(Math.round(Number(period.deposits.kg) * 1000));
      expect(sumOf(report.regencies)).toEqual(gramsOf(report.total));
      expect(sumOf(report.banks)).toEqual(gramsOf(report.total));
      expect(report.impact, 'the impact of the same days').toEqual(period.impact);
      expect(report.customers.served).toBe(period.customers.active);
      expect(report.customers.registered).toBe(period.customers.total);
      expect(report.banks.reduce((s, b) => s + b.customers_served, 0)).toBeGreaterThanOrEqual(report.customers.served);
      expect(report.regencies.every((r) => r.name !== r.id && r.province !== '')).toBe(true);
    }
  });

  it('keeps a unit bank account to its own bank', async () => {
    const { banks } = await semesterReport(demo.database.db, null, halves.at(-1)!);
    const bank = banks[0]!;
    const [owner] = await demo.database.db.select({ id: bsus.collectorId }).from(bsus).where(eq(bsus.id, bank.id));
    const scoped = await semesterReport(demo.database.db, { collectorId: owner!.id, bsuId: bank.id }, halves.at(-1)!);
    expect(scoped.scope).toMatchObject({ kind: 'bsu', id: bank.id });
    expect(scoped.banks.map((b) => b.id)).toEqual([bank.id]);
    expect(scoped.total).toEqual(bank.tonnes);
  });
});
