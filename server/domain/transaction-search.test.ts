// A name search on the transaction list picks its way by how many transactions match (party
// counters, migration 0008): a union of per-party branches when few do, a walk by date when
// many do, the total from the counters when one kind of party matches. Whatever the way, the
// pages and the total must be exactly those of the plain definition: every word in one
// party's text (customer, parent bank or unit bank), and every other part of the search.
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import { useFixtureDatabase } from '../test/fixtures';
import { testDbKinds } from '../test/databases';
import { refreshCustomerSearch } from './search';
import { listTransactions } from './transaction-queries';
import { parseTransactionSearch } from './transaction-search-terms';

const rowsOf = <T>(result: unknown) => (result as { rows?: T[] }).rows ?? (result as T[]);

/** The plain definition, the slow way. */
async function reference(db: Db, term: string): Promise<number[]> {
  const search = parseTransactionSearch(term);
  const all = (text: SQL) =>
    sql.join(
      search.words.map((w) => sql`${text} like ${`%${w}%`}`),
      sql` and `,
    );
  const conditions: SQL[] = [
    sql`(t.customer_id in (select id from customers where ${all(sql`search_text`)})
      or t.collector_id in (select id from collectors where ${all(sql`lower(trash_bank_name || ' bsi-' || unique_code)`)})
      or t.bsu_id in (select id from bsus where ${all(sql`lower(trash_bank_name || ' bsu-' || unique_code)`)}))`,
  ];
  if (search.statuses.length) conditions.push(sql`t.status in ${search.statuses}`);
  for (const [from, to] of search.days)
    conditions.push(
      sql`t.created_on >= ${from.toISOString()}::timestamptz and t.created_on < ${to.toISOString()}::timestamptz`,
    );
  for (const { code } of search.codes)
    conditions.push(
      sql`(t.bsu_id in (select id from bsus where unique_code = ${code}) or t.collector_id in (select id from collectors where unique_code = ${code}))`,
    );
  const result = await db.execute(
    sql`select t.id from ${transactions} t where ${sql.join(conditions, sql` and `)} order by t.created_on desc, t.id desc`,
  );
  return rowsOf<{ id: number | string }>(result).map((r) => Number(r.id));
}

describe.each(testDbKinds)('name searches on the transaction list on %s', (kind) => {
  const t = useFixtureDatabase(
    kind,
    async (db, fixtures) => {
      const customersArr = `(array[${fixtures.customerIds.join(',')}])`;
      const bsusArr = `(array[${fixtures.bsuIds.join(',')}])`;
      const bsisArr = `(array[${fixtures.bsiIds.join(',')}])`;
      // 12,000 more: most for customers (Budi takes half), one in ten sold to a parent bank.
      await db.execute(
        sql.raw(`insert into transactions (bsu_id, customer_id, collector_id, status, amount, created_on)
        select ${bsusArr}[1 + g % ${fixtures.bsuIds.length}],
          case when g % 10 = 0 then null when g % 2 = 0 then ${customersArr}[1] else ${customersArr}[1 + g % ${fixtures.customerIds.length}] end,
          case when g % 10 = 0 then ${bsisArr}[1 + (g / 10) % ${fixtures.bsiIds.length}] end,
          (array['pending','settlement','settlement','cancelled'])[1 + g % 4]::transaction_status, 1000,
          timestamptz '2024-03-01 00:00:00+00' + (g * 37 || ' minutes')::interval
        from generate_series(1, 12000) g`),
      );
      // Siti's family name is also a unit bank's name: one word, two kinds of party, shared rows.
      await db.execute(
        sql`update users set last_name = 'Kenanga' where id = (select user_id from customers where id = ${fixtures.customerIds[1]!})`,
      );
      await refreshCustomerSearch(db, [fixtures.customerIds[1]!]);
    },
    120_000,
  );

  const searches = [
    'budi', // one customer, many transactions: a walk by date, total from the counters
    'santoso budi', // all words in one party
    'siti', // one customer, fewer: a union
    'budi pending', // a name and a status: counted
    'melati', // one unit bank
    'bsu', // every unit bank (their codes): the whole list
    'induk', // the parent banks
    'sukasari', // a region name: customers living there and a parent bank named after it
    'kenanga', // a customer and a unit bank, often on the same transactions: counted, not summed
    'a', // nearly everything, every kind of party
    'an',
    'bandung settlement',
    'budi 2024-03-05',
    'BSU-101 agus',
    'agus santoso', // words in two different parties: nothing
    'tidakada',
  ];

  it.each(searches)(
    '"%s" pages and counts exactly as the plain definition',
    async (term) => {
      const expected = await reference(t.db, term);
      const lastPage = Math.max(1, Math.ceil(expected.length / 50));
      const pages = [
        ...new Set([1, 2, 3, Math.ceil(lastPage / 2), lastPage - 1, lastPage, lastPage + 1].filter((p) => p >= 1)),
      ];
      for (const page of pages) {
        const listed = await listTransactions(t.db, { page, per_page: 50, search: term });
        expect(listed.total_records, `${term}: total on page ${page}`).toBe(expected.length);
        expect(
          listed.items.map((i) => i.id),
          `${term}: page ${page}`,
        ).toEqual(expected.slice((page - 1) * 50, page * 50));
      }
    },
    60_000,
  );

  it('the party counters match the table after settling, moving and deleting', async () => {
    await t.db.execute(sql`update ${transactions} set status = 'settlement' where status = 'pending' and id % 3 = 0`);
    await t.db.execute(
      sql`update ${transactions} set customer_id = ${t.fixtures.customerIds[1]!} where customer_id = ${t.fixtures.customerIds[0]!} and id % 11 = 0`,
    );
    await t.db.execute(sql`delete from ${transactions} where amount = 1000 and id % 13 = 0`);
    const wrong = await t.db.execute(sql`
      select count(*)::int as wrong from (
        select 'customer' as party, customer_id as party_id, count(*) as n from ${transactions} where customer_id is not null group by 2
        union all select 'collector', collector_id, count(*) from ${transactions} where collector_id is not null group by 2
        union all select 'bsu', bsu_id, count(*) from ${transactions} group by 2
      ) real full join (select party, party_id, n from transaction_party_counts where n <> 0) kept using (party, party_id)
      where real.n is distinct from kept.n`);
    expect(Number(rowsOf<{ wrong: number }>(wrong)[0]?.wrong)).toBe(0);
    for (const term of ['budi', 'siti', 'bsu']) {
      const expected = await reference(t.db, term);
      const listed = await listTransactions(t.db, { page: 2, per_page: 50, search: term });
      expect(listed.total_records).toBe(expected.length);
      expect(listed.items.map((i) => i.id)).toEqual(expected.slice(50, 100));
    }
  }, 60_000);
});
