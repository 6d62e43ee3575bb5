// The period report's oracle (issue 18): the raw rows of a database summed in plain TypeScript
// (cents and thousandths as integers), what the report must say for a period and a scope. Used
// over the demo network (period-report.test.ts) and over random histories (period-report.property.test.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { PeriodReportQuery } from '../../lib/schemas/period-report';
import { dayEnd, dayStart } from '../../lib/shared/jakarta-days';
import type { Db } from '../db/client';

export async function rows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows?: T[] } & T[];
  return result.rows ?? [...result];
}
export const cents = (v: string | number) => Math.round(Number(v) * 100);
export const milli = (v: string | number) => Math.round(Number(v) * 1000);
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
export type Raw = Awaited<ReturnType<typeof readRaw>>;

export async function readRaw(db: Db) {
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
export function oracle(
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
