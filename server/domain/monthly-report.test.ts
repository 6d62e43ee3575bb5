// The dashboard's months add up to the period report (checked against the raw rows in
// period-report.test.ts): over a period of several months, for the programme and one unit bank,
// the months' kilograms per category and their money, summed, are the period's; and every month
// of the period is there, in order, empty ones included.
import { describe, expect, it } from 'vitest';
import { monthlyReportSchema } from '../../lib/schemas/period-report';
import { wasteCategories } from '../../lib/schemas/fields';
import { max } from 'drizzle-orm';
import { jakartaDay } from '../../lib/shared/jakarta-days';
import { bsus, transactions } from '../db/schema';
import { testDbKinds } from '../test/databases';
import { useDemoDatabase } from '../test/demo-database';
import { monthlyReport } from './monthly-report';
import { periodReport } from './period-report';

const cents = (v: string) => Math.round(Number(v) * 100);
const grams = (v: string) => Math.round(Number(v) * 1000);

describe.each(testDbKinds)('the dashboard by period on %s', (kind) => {
  const demo = useDemoDatabase(kind);

  it('adds up, month by month, to the period report', async () => {
    const [bank] = await demo.database.db.select({ id: bsus.id }).from(bsus).limit(1);
    const [newest] = await demo.database.db.select({ at: max(transactions.createdOn) }).from(transactions);
    // The demo's last eleven and a half months, starting mid-month.
    const to = jakartaDay(newest!.at!);
    const from = `${jakartaDay(new Date(newest!.at!.getTime() - 335 * 86_400_000)).slice(0, 7)}-15`;
    const expectedMonths: string[] = [];
    for (let m = from.slice(0, 7); m <= to.slice(0, 7);) {
      expectedMonths.push(m);
      const [y, n] = m.split('-').map(Number) as [number, number];
      m = n === 12 ? `${y + 1}-01` : `${y}-${String(n + 1).padStart(2, '0')}`;
    }
    expect(expectedMonths.length).toBeGreaterThanOrEqual(11);
    for (const scope of [{}, { bsu: bank!.id }]) {
      const query = { from, to, ...scope };
      const { months, impact } = monthlyReportSchema.parse(await monthlyReport(demo.database.db, null, query));
      const period = await periodReport(demo.database.db, null, query);
      expect(impact, "the dashboard's impact is the report's").toEqual(period.impact);
      expect(months.map((m) => m.month)).toEqual(expectedMonths);
      const sum = (pick: (m: (typeof months)[number]) => string, unit: (v: string) => number) =>
        months.reduce((s, m) => s + unit(pick(m)), 0);
      expect(sum((m) => m.deposits, cents)).toBe(cents(period.deposits.amount));
      expect(sum((m) => m.pickups, cents)).toBe(cents(period.pickups.amount));
      expect(sum((m) => m.topups, cents)).toBe(cents(period.topups.amount));
      expect(sum((m) => m.withdrawals, cents)).toBe(cents(period.withdrawals.amount));
      for (const category of wasteCategories) {
        const expected = period.categories.find((c) => c.category === category)?.kg ?? '0';
        expect(
          sum((m) => m.kg[category], grams),
          category,
        ).toBe(grams(expected));
      }
      expect(sum((m) => m.deposits, cents)).toBeGreaterThan(0);
    }
  });
});
