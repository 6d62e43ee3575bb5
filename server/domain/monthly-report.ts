// The dashboard by period (issue 18): for each Jakarta month of a period, the kilograms of
// settled deposits per waste category and the money that moved (credited for deposits, received
// for pickups, top-ups paid in, withdrawals paid out), for the programme or one bank.
import { sql, type SQLWrapper } from 'drizzle-orm';
import { wasteCategories, type WasteCategory } from '../../lib/schemas/fields';
import type { MonthlyReport, PeriodReportQuery } from '../../lib/schemas/period-report';
import { impactOf, sumKg } from '../../lib/schemas/impact';
import { dayStart, jakartaDay } from '../../lib/shared/jakarta-days';
import type { Db } from '../db/client';
import { trash } from '../db/schema';
import { reportScope, requestsOf } from './period-report';
import { linesOf, splitDays, transactionsOf } from './report-sums';
import type { Scope } from './scope';

/**
 * A month as the answer writes it, 'YYYY-MM', from the month grouped by: formatted once per
 * group, not once per row (to_char on every row was most of each query's time).
 */
const named = (month: SQLWrapper) => sql<string>`to_char(${month}, 'YYYY-MM')`;

/** Every month from `from`'s to `to`'s, in order. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const m = `${year}-${String(month).padStart(2, '0')}`;
    months.push(m);
    if (m >= last) return months;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

export async function monthlyReport(db: Db, caller: Scope, query: PeriodReportQuery): Promise<MonthlyReport> {
  const { scope } = await reportScope(db, caller, query);
  const start = dayStart(query.from);
  const split = splitDays(query.from, query.to);
  const [lineMonth, txMonth] = [sql`lines.month`, sql`txs.month`];
  const moneyBy = (deposit: boolean) =>
    db
      .select({ month: named(txMonth), amount: sql<string>`sum(txs.amount)::numeric(16, 2)::text` })
      .from(transactionsOf(scope, split, deposit))
      .groupBy(txMonth);
  const reqMonth = sql`reqs.month`;
  const requests = (kind: 'topup' | 'withdraw') =>
    db
      .select({ month: named(reqMonth), amount: sql<string>`sum(reqs.amount)::numeric(16, 2)::text` })
      .from(requestsOf(scope, query.from, query.to, kind))
      .groupBy(reqMonth);
  const [weighed, credited, sold, topups, withdrawals] = await Promise.all([
    db
      .select({
        month: named(lineMonth),
        category: trash.category,
        kg: sql<string>`sum(lines.qty)::numeric(16, 3)::text`,
      })
      .from(linesOf(scope, split, true))
      .innerJoin(trash, sql`${trash.id} = lines.trash_id`)
      .where(sql`lines.unit = 'kg'`)
      .groupBy(lineMonth, trash.category),
    moneyBy(true),
    moneyBy(false),
    requests('topup'),
    requests('withdraw'),
  ]);
  const byMonth = (rows: { month: string; amount: string }[]) => new Map(rows.map((r) => [r.month, r.amount]));
  const [credit, sale, paidIn, paidOut] = [byMonth(credited), byMonth(sold), byMonth(topups), byMonth(withdrawals)];
  const empty = () => Object.fromEntries(wasteCategories.map((c) => [c, '0.000'])) as Record<WasteCategory, string>;
  const kg = new Map<string, Record<WasteCategory, string>>();
  for (const row of weighed) {
    const entry = kg.get(row.month) ?? empty();
    entry[row.category] = row.kg;
    kg.set(row.month, entry);
  }
  const total = (c: WasteCategory) => sumKg(weighed.filter((r) => r.category === c).map((r) => r.kg));
  return {
    impact: impactOf(Object.fromEntries(wasteCategories.map((c) => [c, total(c)]))),
    months: monthsBetween(jakartaDay(start), query.to).map((m) => ({
      month: m,
      kg: kg.get(m) ?? empty(),
      deposits: credit.get(m) ?? '0.00',
      pickups: sale.get(m) ?? '0.00',
      topups: paidIn.get(m) ?? '0.00',
      withdrawals: paidOut.get(m) ?? '0.00',
    })),
  };
}
