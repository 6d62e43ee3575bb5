// The period report against an oracle (server/test/report-oracle.ts): the demo network's raw
// rows summed in plain TypeScript, for whole and partial months and for the programme, a
// parent bank and a unit bank; and the scope rules a caller cannot get around.
import { describe, expect, it } from 'vitest';
import { periodReportSchema, type PeriodReportQuery } from '../../lib/schemas/period-report';
import { dayStart, jakartaDay } from '../../lib/shared/jakarta-days';
import { testDbKinds } from '../test/databases';
import { cents, milli, oracle, readRaw, type Raw } from '../test/report-oracle';
import { useDemoDatabase } from '../test/demo-database';
import { periodReport } from './period-report';
import type { Scope } from './scope';

describe.each(testDbKinds)('the period report on %s', (kind) => {
  let raw: Raw;
  let months: string[];
  let bank: { bsu: number; collector: number };
  const demo = useDemoDatabase(kind, async (database) => {
    raw = await readRaw(database.db);
    months = [...new Set(raw.transactions.map((t) => jakartaDay(new Date(t.created_on)).slice(0, 7)))].sort();
    const busiest = raw.transactions.filter((t) => t.customer_id !== null)[0]!;
    bank = { bsu: busiest.bsu_id, collector: busiest.collector };
  });

  const periods = () => {
    const [first, last] = [months[0]!, months.at(-1)!];
    const lastDay = (month: string) =>
      jakartaDay(new Date(dayStart(`${month}-01`).getTime() + 32 * 86_400_000)).slice(0, 7);
    return [
      { from: `${first}-01`, to: `${last}-28` },
      { from: `${last}-01`, to: jakartaDay(new Date(dayStart(`${lastDay(last)}-01`).getTime() - 1)) },
      { from: `${months[Math.floor(months.length / 2)]}-10`, to: `${last}-05` },
    ];
  };

  it('adds up, for the programme, a parent bank and a unit bank, exactly as the rows do', async () => {
    // Deposits found per scope over all the periods: none of the comparisons is of empty sums. A
    // single period may hold none for a unit bank (this month, on its first days).
    const found = [0, 0, 0];
    for (const period of periods()) {
      const cases: [PeriodReportQuery, (bsu: number | null, collector: number | null) => boolean][] = [
        [period, () => true],
        [{ ...period, bsi: bank.collector }, (_b, c) => c === bank.collector],
        [{ ...period, bsu: bank.bsu }, (b) => b === bank.bsu],
      ];
      for (const [index, [query, inScope]] of cases.entries()) {
        const report = periodReportSchema.parse(await periodReport(demo.database.db, null, query));
        expect(report, JSON.stringify(query)).toMatchObject(oracle(raw, query, inScope));
        found[index]! += report.deposits.count;
      }
    }
    for (const count of found) expect(count).toBeGreaterThan(0);
  });

  it('splits the deposits by item and by category without losing a gram or a rupiah', async () => {
    const report = await periodReport(demo.database.db, null, periods()[0]!);
    const sum = (values: string[], unit: (v: string) => number) => values.reduce((s, v) => s + unit(v), 0);
    expect(
      sum(
        report.items.map((i) => i.amount),
        cents,
      ),
    ).toBe(cents(report.deposits.amount));
    expect(
      sum(
        report.categories.map((c) => c.kg),
        milli,
      ),
    ).toBe(milli(report.deposits.kg));
    expect(
      sum(
        report.categories.map((c) => c.amount),
        cents,
      ),
    ).toBe(cents(report.deposits.amount));
    expect(new Set(report.categories.map((c) => c.category))).toEqual(new Set(report.items.map((i) => i.category)));
    expect(report.categories.map((c) => c.category)).toEqual(expect.arrayContaining(['plastic', 'paper', 'metal']));
    // The impact: every kilogram weighed, each category's CO2e its kilograms times its factor.
    expect(milli(report.impact.kg)).toBe(milli(report.deposits.kg));
    for (const c of report.impact.categories)
      expect(milli(c.co2e), c.category).toBe(Math.round((milli(c.kg) * milli(c.factor)) / 1000));
    expect(Number(report.impact.co2e)).toBeGreaterThan(0);
  });

  it('keeps a scoped account within its bank, whatever it asks for', async () => {
    const period = periods()[0]!;
    const unit: Scope = { collectorId: bank.collector, bsuId: bank.bsu };
    const parent: Scope = { collectorId: bank.collector, bsuId: null };
    expect((await periodReport(demo.database.db, unit, period)).scope).toMatchObject({ kind: 'bsu', id: bank.bsu });
    expect((await periodReport(demo.database.db, parent, period)).scope).toMatchObject({
      kind: 'bsi',
      id: bank.collector,
    });
    const other = raw.transactions.find((t) => t.collector !== bank.collector)!;
    await expect(periodReport(demo.database.db, parent, { ...period, bsu: other.bsu_id })).rejects.toMatchObject({
      status: 404,
    });
    await expect(periodReport(demo.database.db, parent, { ...period, bsi: other.collector })).rejects.toMatchObject({
      status: 404,
    });
    await expect(periodReport(demo.database.db, unit, { ...period, bsi: bank.collector })).rejects.toMatchObject({
      status: 404,
    });
  });
});
