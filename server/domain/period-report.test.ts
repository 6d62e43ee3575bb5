// The period report against an oracle: the demo network's raw rows summed in plain TypeScript
// (cents and thousandths as integers), for whole and partial months and for the programme, a
// parent bank and a unit bank; and the scope rules a caller cannot get around.
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { periodReportSchema, type PeriodReportQuery } from '../../lib/schemas/period-report';
import { dayEnd, dayStart, jakartaDay } from '../../lib/shared/jakarta-days';
import type { Db } from '../db/client';
import { testDbKinds } from '../test/databases';
import { useDemoDatabase } from '../test/demo-database';
import { periodReport } from './period-report';
import type { Scope } from './scope';

async function rows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows?: T[] } & T[];
  return result.rows ?? [...result];
}
const cents = (v: string | number) => Math.round(Number(v) * 100);
const milli = (v: string | number) => Math.round(Number(v) * 1000);
const money = (c: number) => (c / 100).toFixed(2);
const qty = (m: number) => (m / 1000).toFixed(3);
const at = (v: string | Date) => new Date(v).getTime();

type Tx = {
  id: number;
  bsu_id: number;
  collector: number;
  customer_id: number | null;
  status: string;
  amount: string;
  created_on: string;
};
type Line = { transaction_id: number; trash_id: number; qty: string; unit: string; amount: string };
type Raw = Awaited<ReturnType<typeof readRaw>>;

async function readRaw(db: Db) {
  return {
    transactions: await rows<Tx>(
      db,
      sql`select t.id, t.bsu_id, b.collector_id as collector, t.customer_id, t.status, t.amount::text, t.created_on::text from transactions t join bsus b on b.id = t.bsu_id where t.customer_id is not null or t.collector_id is not null`,
    ),
    lines: await rows<Line>(
      db,
      sql`select transaction_id, trash_id, qty::text, unit, amount::text from transaction_details`,
    ),
    customers: await rows<{ user_id: number; bsu_id: number | null; collector: number | null; created_at: string }>(
      db,
      sql`select c.user_id, c.bsu_id, b.collector_id as collector, c.created_at::text from customers c left join bsus b on b.id = c.bsu_id`,
    ),
    requests: await rows<{ user_id: number; kind: string; status: string; amount: string; decided_at: string | null }>(
      db,
      sql`select w.user_id, r.kind, r.status, r.amount::text, r.decided_at::text from wallet_requests r join wallets w on w.id = r.wallet_id`,
    ),
    ledger: await rows<{ user_id: number; amount: string; created_at: string }>(
      db,
      sql`select w.user_id, l.amount::text, l.created_at::text from wallet_ledger l join wallets w on w.id = l.wallet_id`,
    ),
  };
}

/** What the report must say, summed from the raw rows. */
function oracle(
  raw: Raw,
  query: PeriodReportQuery,
  inScope: (bsu: number | null, collector: number | null) => boolean,
) {
  const [start, end] = [dayStart(query.from).getTime(), dayEnd(query.to).getTime()];
  const inPeriod = (v: string | null) => v !== null && at(v) >= start && at(v) < end;
  const settled = raw.transactions.filter(
    (t) => t.status === 'settlement' && inPeriod(t.created_on) && inScope(t.bsu_id, t.collector),
  );
  const flow = (list: Tx[]) => {
    const ids = new Set(list.map((t) => t.id));
    const kg = raw.lines
      .filter((l) => ids.has(l.transaction_id) && l.unit === 'kg')
      .reduce((s, l) => s + milli(l.qty), 0);
    return { count: list.length, amount: money(list.reduce((s, t) => s + cents(t.amount), 0)), kg: qty(kg) };
  };
  const deposits = settled.filter((t) => t.customer_id !== null);
  const mine = raw.customers.filter((c) => inScope(c.bsu_id, c.collector));
  const users = new Set(mine.map((c) => c.user_id));
  const accepted = (kind: string) => {
    const list = raw.requests.filter(
      (r) => r.kind === kind && r.status === 'accepted' && inPeriod(r.decided_at) && users.has(r.user_id),
    );
    return { count: list.length, amount: money(list.reduce((s, r) => s + cents(r.amount), 0)) };
  };
  const owed = (before: number) =>
    money(
      raw.ledger
        .filter((l) => users.has(l.user_id) && at(l.created_at) < before)
        .reduce((s, l) => s + cents(l.amount), 0),
    );
  return {
    deposits: flow(deposits),
    pickups: flow(settled.filter((t) => t.customer_id === null)),
    customers: {
      total: mine.filter((c) => at(c.created_at) < end).length,
      new: mine.filter((c) => inPeriod(c.created_at)).length,
      active: new Set(deposits.map((t) => t.customer_id)).size,
    },
    topups: accepted('topup'),
    withdrawals: accepted('withdraw'),
    balances: { opening: owed(start), closing: owed(end) },
  };
}

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
    for (const period of periods()) {
      const cases: [PeriodReportQuery, (bsu: number | null, collector: number | null) => boolean][] = [
        [period, () => true],
        [{ ...period, bsi: bank.collector }, (_b, c) => c === bank.collector],
        [{ ...period, bsu: bank.bsu }, (b) => b === bank.bsu],
      ];
      for (const [query, inScope] of cases) {
        const report = periodReportSchema.parse(await periodReport(demo.database.db, null, query));
        expect(report, JSON.stringify(query)).toMatchObject(oracle(raw, query, inScope));
        expect(report.deposits.count).toBeGreaterThan(0);
      }
    }
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
