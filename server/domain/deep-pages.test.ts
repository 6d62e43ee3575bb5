// A deep page of the transaction list starts from the counters (per day, migration 0006; per
// amount bucket, 0016) rather than walking the index from the top: in each of the list's orders it
// must hold exactly the rows a plain OFFSET would, for the whole list and for each status, across
// day and bucket boundaries and ties, after updates and deletes.
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactionSorts } from '../../lib/schemas/transaction-view';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import { useFixtureDatabase } from '../test/fixtures';
import { testDbKinds } from '../test/databases';
import { brokenInvariants } from './invariants';
import { listTransactions } from './transaction-queries';
import { dayEnd, dayStart } from '../../lib/shared/jakarta-days';

const rowsOf = <T>(result: unknown) => (result as { rows?: T[] }).rows ?? (result as T[]);
type Sort = (typeof transactionSorts)[number];

async function plainPage(db: Db, status: string | undefined, page: number, sort: Sort): Promise<number[]> {
  const where = status ? sql`where status = ${status}` : sql``;
  const column = sql.raw(sort.replace('-', ''));
  const dir = sql.raw(sort.startsWith('-') ? 'desc' : 'asc');
  const result = await db.execute(
    sql`select id from ${transactions} ${where} order by ${column} ${dir}, id ${dir} limit 50 offset ${(page - 1) * 50}`,
  );
  return rowsOf<{ id: number | string }>(result).map((r) => Number(r.id));
}

describe.each(testDbKinds)('deep pages of the transaction list on %s', (kind) => {
  const t = useFixtureDatabase(
    kind,
    async (db, fixtures) => {
      // 10,000 transactions over 25 days, round the clock (a Jakarta day starts at 17:00 UTC), some
      // sharing a timestamp, some right at midnight UTC;
      // 3,000 amounts from 0 to 31,489.50 (about three rows each), over many buckets.
      await db.execute(sql`insert into ${transactions} (bsu_id, customer_id, status, amount, created_on)
      select ${fixtures.bsuIds[0]!}, ${fixtures.customerIds[0]!}, (array['pending','settlement','settlement','cancelled'])[1 + g % 4]::transaction_status, (g * 7919 % 3000) * 10.5,
        timestamptz '2025-01-01 00:00:00+00' + ((g / 400) || ' days')::interval + ((g % 400) / 3 * 648 || ' seconds')::interval
      from generate_series(0, 9999) g`);
    },
    120_000,
  );

  // Either side of the first anchored page (offset 2,000), one between, the last two and one past.
  const pages = (last: number) => [
    ...new Set([40, 41, Math.ceil(last / 2), last - 1, last].filter((p) => p >= 1 && p <= last)),
  ];
  const countOf = async (status: string | undefined) =>
    Number(
      rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select count(*)::int as n from ${transactions} ${status ? sql`where status = ${status}` : sql``}`,
        ),
      )[0]?.n,
    );
  /** The last pages of each status in each order, as the search path (SPEC's order) and the view path list them. */
  const compareAll = async (label: string) => {
    for (const status of [undefined, 'pending', 'settlement', 'cancelled'] as const) {
      const total = await countOf(status);
      const last = Math.ceil(total / 50) + 1;
      for (const sort of transactionSorts)
        for (const page of pages(last)) {
          const expected = await plainPage(t.db, status, page, sort);
          const listed = await listTransactions(t.db, { page, per_page: 50, sort, status });
          expect(
            listed.items.map((i) => i.id),
            `${label}: ${status ?? 'all'} by ${sort}, page ${page}`,
          ).toEqual(expected);
          expect(listed.total_records).toBe(total);
          if (sort !== '-created_on') continue;
          const searched = await listTransactions(t.db, { page, per_page: 50, search: status });
          expect(
            searched.items.map((i) => i.id),
            `${label}: search ${status ?? 'all'} page ${page}`,
          ).toEqual(expected);
        }
    }
  };

  it('the day and amount counters match the table', async () => {
    expect(await brokenInvariants(t.db, ['deep-page counters equal the rows they count'])).toEqual({});
  });

  /** The list's total for a view, against count(*) over the same conditions. */
  const expectExactTotal = async (view: Parameters<typeof listTransactions>[1], conditions: (SQL | undefined)[]) => {
    const where = sql.join([sql`true`, ...conditions.filter((c) => c !== undefined)], sql` and `);
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from ${transactions} where ${where}`),
    );
    const label = JSON.stringify({ ...view, page: undefined, per_page: undefined });
    expect((await listTransactions(t.db, view)).total_records, label).toBe(row!.n);
  };

  it('a date range’s total, from the day counters and the rows at its ends, is the exact count', async () => {
    // Jakarta days start at 17:00 UTC: every range has odd hours at both ends; some ends are open.
    const days = [undefined, '2024-12-31', '2025-01-01', '2025-01-02', '2025-01-10', '2025-01-25', '2025-02-01'];
    for (const from of days)
      for (const to of days) {
        if ((!from && !to) || (from && to && from > to)) continue;
        for (const status of [undefined, 'settlement'] as const) {
          await expectExactTotal({ page: 1, per_page: 1, from, to, status, sort: '-amount' }, [
            from ? sql`created_on >= ${dayStart(from).toISOString()}::timestamptz` : undefined,
            to ? sql`created_on < ${dayEnd(to).toISOString()}::timestamptz` : undefined,
            status ? sql`status = ${status}` : undefined,
          ]);
        }
      }
  });

  it('a range of totals’ count, from the amount buckets and the rows at its ends, is the exact count', async () => {
    // Bounds on bucket values (5,000, 10,000), inside buckets (5,250.50, 12,345.67), at the ends and past them.
    const bounds = [undefined, '0.00', '0.01', '5000.00', '5250.50', '10000.00', '12345.67', '31489.50', '40000.00'];
    for (const min of bounds)
      for (const max of bounds) {
        if ((!min && !max) || (min && max && Number(min) > Number(max))) continue;
        for (const status of [undefined, 'pending'] as const) {
          await expectExactTotal({ page: 1, per_page: 1, min, max, status, sort: 'created_on' }, [
            min ? sql`amount >= ${min}::numeric` : undefined,
            max ? sql`amount <= ${max}::numeric` : undefined,
            status ? sql`status = ${status}` : undefined,
          ]);
        }
      }
  });

  it(
    'every deep page holds what a plain OFFSET gives, in every order, for the whole list and each status',
    () => compareAll('inserted'),
    120_000,
  );

  it('still after settling, cancelling and deleting across days', async () => {
    await t.db.execute(sql`update ${transactions} set status = 'settlement' where status = 'pending' and id % 3 = 0`);
    await t.db.execute(sql`update ${transactions} set status = 'cancelled' where status = 'settlement' and id % 7 = 0`);
    await t.db.execute(sql`update ${transactions} set amount = amount + 7 where id % 11 = 0`);
    await t.db.execute(sql`delete from ${transactions} where status = 'cancelled' and id % 5 = 0 and amount < 5000`);
    expect(await brokenInvariants(t.db, ['deep-page counters equal the rows they count'])).toEqual({});
    await compareAll('after changes');
  }, 120_000);

  it.each(transactionSorts)('a page past the end is empty, with the exact total (by %s)', async (sort) => {
    const listed = await listTransactions(t.db, { page: 100_000, per_page: 50, sort });
    expect(listed.items).toEqual([]);
    expect(listed.total_records).toBe(await countOf(undefined));
  });
});
