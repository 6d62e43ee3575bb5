// A deep page of the transaction list starts from the day counters (migration 0006) rather than
// walking the index from the top: it must hold exactly the rows a plain OFFSET would, for the
// whole list and for each status, across day boundaries and ties, after updates and deletes.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import { useFixtureDatabase } from '../test/fixtures';
import { testDbKinds } from '../test/databases';
import { listTransactions } from './transaction-queries';

const rowsOf = <T>(result: unknown) => (result as { rows?: T[] }).rows ?? (result as T[]);

async function plainPage(db: Db, status: string | undefined, page: number): Promise<number[]> {
  const where = status ? sql`where status = ${status}` : sql``;
  const result = await db.execute(
    sql`select id from ${transactions} ${where} order by created_on desc, id desc limit 50 offset ${(page - 1) * 50}`,
  );
  return rowsOf<{ id: number | string }>(result).map((r) => Number(r.id));
}

async function dayCountsMatch(db: Db) {
  const result = await db.execute(sql`
    select count(*)::int as wrong from (
      select transaction_day(created_on) as day, status, count(*) as n from ${transactions} group by 1, 2
    ) real full join (select day, status, n from transaction_days where n <> 0) kept using (day, status)
    where real.n is distinct from kept.n`);
  return Number(rowsOf<{ wrong: number }>(result)[0]?.wrong);
}

describe.each(testDbKinds)('deep pages of the transaction list on %s', (kind) => {
  const t = useFixtureDatabase(
    kind,
    async (db, fixtures) => {
      // 10,000 transactions over 25 days, some sharing a timestamp, some right at midnight UTC.
      await db.execute(sql`insert into ${transactions} (bsu_id, customer_id, status, amount, created_on)
      select ${fixtures.bsuIds[0]!}, ${fixtures.customerIds[0]!}, (array['pending','settlement','settlement','cancelled'])[1 + g % 4]::transaction_status, 1000,
        timestamptz '2025-01-01 00:00:00+00' + ((g / 400) || ' days')::interval + ((g % 400) / 3 * 200 || ' seconds')::interval
      from generate_series(0, 9999) g`);
    },
    120_000,
  );

  const pages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const compareAll = async (label: string) => {
    for (const status of [undefined, 'pending', 'settlement', 'cancelled'] as const) {
      const total = Number(
        rowsOf<{ n: number }>(
          await t.db.execute(
            sql`select count(*)::int as n from ${transactions} ${status ? sql`where status = ${status}` : sql``}`,
          ),
        )[0]?.n,
      );
      const last = Math.ceil(total / 50) + 1;
      for (const page of pages(Math.max(1, Math.min(38, last - 5)), last)) {
        const listed = await listTransactions(t.db, { page, per_page: 50, search: status });
        expect(
          listed.items.map((i) => i.id),
          `${label}: ${status ?? 'all'} page ${page}`,
        ).toEqual(await plainPage(t.db, status, page));
        expect(listed.total_records).toBe(total);
      }
    }
  };

  it('the day counters match the table', async () => {
    expect(await dayCountsMatch(t.db)).toBe(0);
  });

  it(
    'every deep page holds what a plain OFFSET gives, for the whole list and each status',
    () => compareAll('inserted'),
    120_000,
  );

  it('still after settling, cancelling and deleting across days', async () => {
    await t.db.execute(sql`update ${transactions} set status = 'settlement' where status = 'pending' and id % 3 = 0`);
    await t.db.execute(sql`update ${transactions} set status = 'cancelled' where status = 'settlement' and id % 7 = 0`);
    await t.db.execute(sql`delete from ${transactions} where status = 'cancelled' and id % 5 = 0 and amount = 1000`);
    expect(await dayCountsMatch(t.db)).toBe(0);
    await compareAll('after changes');
  }, 120_000);

  it('a page past the end is empty, with the exact total', async () => {
    const listed = await listTransactions(t.db, { page: 100_000, per_page: 50 });
    expect(listed.items).toEqual([]);
    expect(listed.total_records).toBeGreaterThan(10000 - 3000);
  });
});
