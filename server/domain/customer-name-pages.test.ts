// A deep page of the customers by name starts from the name buckets' counters (migration 0022)
// rather than walking the name index from the top: from A to Z and from Z to A, for everyone and
// for each status, it must hold exactly the customers a plain OFFSET would, across bucket bounds,
// names equal to a bound, names below every letter or above it, and ties, after renames,
// deactivations and deletes.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userStatuses } from '../../lib/schemas/fields';
import type { Db } from '../db/client';
import { useFixtureDatabase } from '../test/fixtures';
import { testDbKinds } from '../test/databases';
import { listCustomers } from './customers';
import { DEEP_OFFSET } from './deep-pages';
import { brokenInvariants } from './invariants';
import { refreshCustomerSearch } from './search';

const rowsOf = <T>(result: unknown) => (result as { rows?: T[] }).rows ?? (result as T[]);
type Status = (typeof userStatuses)[number] | undefined;

// First names: bounds themselves ('a', 'ab', 'zz'), a space after one letter, a digit and
// punctuation (below 'a'), accents and another script (above 'z' in byte order), capitals
// (the list sorts lower case), and two common names that many customers share.
const FIRST = ['a', 'Ab', 'a b', 'abz', 'Ába', 'zz', 'Zzz', '9 Nine', "'Ain", 'Élise', 'Юлия', 'Budi', 'Wati', 'Sri'];
const LAST = ['', 'a', 'Susanto', 'Wijaya', 'Zulkarnain'];

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

async function plainPage(db: Db, status: Status, page: number, descending: boolean): Promise<number[]> {
  const dir = sql.raw(descending ? 'desc' : 'asc');
  const result = await db.execute(sql`select id from customers ${status ? sql`where status = ${status}` : sql``}
    order by sort_name ${dir}, id ${dir} limit 50 offset ${(page - 1) * 50}`);
  return rowsOf<{ id: number | string }>(result).map((r) => Number(r.id));
}

describe.each(testDbKinds)('deep pages of the customers by name on %s', (kind) => {
  const t = useFixtureDatabase(
    kind,
    async (db) => {
      // 3,000 customers; one in six inactive.
      await db.execute(sql`insert into users (first_name, last_name, phone_number, role, status)
        select (${textArray(FIRST)})[1 + g % ${FIRST.length}], nullif((${textArray(LAST)})[1 + g / 7 % ${LAST.length}], ''),
          '0858' || lpad(g::text, 8, '0'), 'customer', case when g % 6 = 0 then 'inactive' else 'active' end::user_status
        from generate_series(1, 3000) g`);
      await db.execute(sql`insert into customers (user_id, nik, address, gender, village_id)
        select u.id, '9' || lpad(u.id::text, 15, '0'), 'Jl. Uji', 'Perempuan', '32.73.02.1001'
        from users u where u.phone_number like '0858%'`);
      await db.execute(sql`insert into wallets (user_id) select user_id from customers c
        where not exists (select 1 from wallets w where w.user_id = c.user_id)`);
      await refreshCustomerSearch(db);
    },
    120_000,
  );

  const countOf = async (status: Status) =>
    Number(
      rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select count(*)::int as n from customers ${status ? sql`where status = ${status}` : sql``}`,
        ),
      )[0]?.n,
    );

  /** Either side of the first anchored page, one between, the last two and one past the end, in both orders. */
  const compareAll = async (label: string) => {
    for (const status of [undefined, ...userStatuses]) {
      const total = await countOf(status);
      const last = Math.ceil(total / 50);
      const first = DEEP_OFFSET / 50;
      for (const sort of ['name', '-name'] as const)
        for (const page of new Set([first, first + 1, Math.ceil((first + last) / 2), last - 1, last, last + 1])) {
          const listed = await listCustomers(t.db, { page, per_page: 50, sort, status });
          expect(
            listed.items.map((c) => c.id),
            `${label}: ${status ?? 'everyone'} by ${sort}, page ${page}`,
          ).toEqual(await plainPage(t.db, status, page, sort === '-name'));
          expect(listed.total_records).toBe(total);
        }
    }
  };

  it('the name counters match the table', async () => {
    expect(await brokenInvariants(t.db, ['deep-page counters equal the rows they count'])).toEqual({});
  });

  it(
    'every deep page holds what a plain OFFSET gives, from A to Z and from Z to A',
    () => compareAll('inserted'),
    120_000,
  );

  it('still after renames, deactivations and deletes', async () => {
    const moved = rowsOf<{ id: number }>(
      await t.db.execute(sql`update users set first_name = 'Aaron'
        where phone_number like '0858%' and id % 5 = 0 returning (select id from customers where user_id = users.id)`),
    ).map((r) => Number(r.id));
    await refreshCustomerSearch(t.db, moved);
    await t.db.execute(sql`update users set status = 'inactive' where phone_number like '0858%' and id % 7 = 0`);
    await t.db.execute(
      sql`delete from wallets where user_id in (select id from users where phone_number like '0858%' and id % 11 = 0)`,
    );
    await t.db.execute(
      sql`delete from customers where user_id in (select id from users where phone_number like '0858%' and id % 11 = 0)`,
    );
    expect(await brokenInvariants(t.db, ['deep-page counters equal the rows they count'])).toEqual({});
    await compareAll('after changes');
  }, 120_000);
});
