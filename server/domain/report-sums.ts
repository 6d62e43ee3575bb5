// What the reports add up (issue 18), read the cheap way: the whole Jakarta months of a period
// from the sums the database keeps (report_months, report_transaction_months, ledger_days:
// migration 0019), the days around them from the rows themselves. A month, a quarter, a
// half-year or a year is whole months only; a custom range pays for its odd days alone.
import { and, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { dayEnd, dayStart, jakartaDay } from '../../lib/shared/jakarta-days';
import {
  ledgerDays,
  reportMonths,
  reportProgrammeMonths,
  reportProgrammeTransactionMonths,
  reportTransactionMonths,
  transactionLines,
  transactions,
} from '../db/schema';
import { bsuIn, type Scope } from './scope';

type Days = { from: string; to: string };
/** A period as whole months (their first days, inclusive) and the odd days around them. */
export type Split = { months: { first: string; last: string } | null; days: Days[] };

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const shiftMonth = (first: string, by: number) => {
  const [y, m] = first.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 10);
};
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * Splits Jakarta days `from`–`to` (inclusive) into the whole months inside them and the days
 * outside those. A period that runs to `today` or later holds all of its last month there is:
 * transactions are dated when they are recorded, never ahead, so this month's sums are this
 * month to date (the dashboard's last twelve months read no rows at all).
 */
export function splitDays(from: string, to: string, today = jakartaDay(new Date())): Split {
  const first = from.endsWith('-01') ? from : shiftMonth(monthStart(from), 1);
  const monthEnd = dayBefore(shiftMonth(monthStart(to), 1));
  // The last whole month: `to`'s own when `to` is its last day (or today, or later).
  const last = monthEnd === to || to >= today ? monthStart(to) : shiftMonth(monthStart(to), -1);
  if (first > last) return { months: null, days: [{ from, to }] };
  const days: Days[] = [];
  if (from < first) days.push({ from, to: dayBefore(first) });
  const after = shiftMonth(last, 1);
  if (to >= after) days.push({ from: after, to });
  return { months: { first, last }, days };
}

const NOTHING = sql`false`;

/** Settled transactions of the scope weighed on the split's odd days, deposits or pickups. */
function settledOn(scope: Scope, days: Days[], deposit: boolean): SQL {
  if (days.length === 0) return NOTHING;
  return and(
    eq(transactions.status, 'settlement'),
    or(
      ...days.map((d) => and(gte(transactions.createdOn, dayStart(d.from)), lt(transactions.createdOn, dayEnd(d.to)))),
    ),
    deposit ? sql`${transactions.customerId} is not null` : sql`${transactions.collectorId} is not null`,
    scope ? bsuIn(scope, transactions.bsuId) : undefined,
  )!;
}

type MonthSums =
  | typeof reportMonths
  | typeof reportTransactionMonths
  | typeof reportProgrammeMonths
  | typeof reportProgrammeTransactionMonths;

const monthsOf = (table: MonthSums, scope: Scope, split: Split, deposit: boolean): SQL =>
  split.months
    ? and(
        gte(table.month, split.months.first),
        lte(table.month, split.months.last),
        eq(table.deposit, deposit),
        scope && 'bsuId' in table ? bsuIn(scope, table.bsuId) : undefined,
      )!
    : NOTHING;

/**
 * Whether a period's whole months come from the programme's sums (migration 0023): the whole
 * programme, unless the figure is per unit bank (`perBank`: the ranking).
 */
const programmeWide = (scope: Scope, perBank: boolean) => scope === null && !perBank;

/** The unit bank column of a table of month sums: null for the programme's, which sum over the banks. */
const bankOf = (sums: MonthSums) => ('bsuId' in sums ? sums.bsuId : sql`null::int`);

const jakartaMonth = sql`date_trunc('month', ${transactions.createdOn} at time zone 'Asia/Jakarta')::date`;

/**
 * The settled lines of a period as one table, `lines` (month, bsu_id, trash_id, unit, qty,
 * amount): the odd days' lines, then the whole months' sums (the programme's, whose bsu_id is
 * null, unless `perBank`). Group it as the figure needs.
 */
export const linesOf = (scope: Scope, split: Split, deposit: boolean, perBank = false) => {
  const sums = programmeWide(scope, perBank) ? reportProgrammeMonths : reportMonths;
  return sql`(
  select ${jakartaMonth} as month, ${transactions.bsuId} as bsu_id, ${transactionLines.trashId} as trash_id,
    ${transactionLines.unit} as unit, ${transactionLines.qty} as qty, ${transactionLines.amount} as amount
  from ${transactionLines} inner join ${transactions}
    on ${transactions.id} = ${transactionLines.transactionId} and ${transactions.tenantId} = ${transactionLines.tenantId}
  where ${settledOn(scope, split.days, deposit)}
  union all
  select ${sums.month}, ${bankOf(sums)}, ${sums.trashId}, ${sums.unit}, ${sums.qty}, ${sums.amount}
  from ${sums} where ${monthsOf(sums, scope, split, deposit)}
) as lines`;
};

/** The settled transactions of a period as one table, `txs` (month, bsu_id, n, amount), as `linesOf` does. */
export const transactionsOf = (scope: Scope, split: Split, deposit: boolean, perBank = false) => {
  const sums = programmeWide(scope, perBank) ? reportProgrammeTransactionMonths : reportTransactionMonths;
  return sql`(
  select ${jakartaMonth} as month, ${transactions.bsuId} as bsu_id, 1::bigint as n, ${transactions.amount} as amount
  from ${transactions} where ${settledOn(scope, split.days, deposit)}
  union all
  select ${sums.month}, ${bankOf(sums)}, ${sums.n}, ${sums.amount}
  from ${sums} where ${monthsOf(sums, scope, split, deposit)}
) as txs`;
};

/** What every wallet together held at the start of Jakarta day `day`: the sum of the days before. */
export const programmeOwedBefore = (day: string) =>
  sql<string>`(select coalesce(sum(${ledgerDays.amount}), 0)::numeric(16, 2)::text from ${ledgerDays} where ${ledgerDays.day} < ${day})`;
