// Migration 0021 on a database that already trades (issue 20): every transaction takes the
// parent bank of its unit bank as its tenant key, every line its transaction's, the counters
// stay as they were (the backfill skips their triggers) and count again afterwards.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brokenInvariants } from '../domain/invariants';
import { testDbKinds } from '../test/databases';
import { useFixtureDatabase } from '../test/fixtures';
import { migrationsFolder, type Db } from './client';

/** Runs 0021's statements in one transaction, as the migrator would (later migrations stay as they are). */
async function migrate0021(db: Db) {
  const text = await readFile(path.join(migrationsFolder, '0021_tenant_key.sql'), 'utf8');
  await db.transaction(async (tx) => {
    for (const statement of text.split('--> statement-breakpoint'))
      if (statement.trim()) await tx.execute(sql.raw(statement));
  });
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows?: T[] }).rows ?? ((await db.execute(query)) as unknown as T[]);

describe.each(testDbKinds)('the tenant-key migration on %s', (kind) => {
  const t = useFixtureDatabase(kind, async (db) => {
    // The trade tables as they stood before 0021: no key.
    await db.execute(sql`alter table transaction_details drop column tenant_id`);
    await db.execute(sql`alter table transactions drop column tenant_id`);
    await db.execute(sql`drop function transactions_tenant_default() cascade`);
    await db.execute(sql`drop function transaction_details_tenant_default() cascade`);
  });

  it('gives existing transactions and lines their parent bank, leaving the counters as they were', async () => {
    const counters = await rows(t.db, sql`select name, value::int as value from row_counts order by name`);
    const days = await rows(t.db, sql`select day::text, status, n::int from transaction_days order by day, status`);
    await migrate0021(t.db);

    expect(
      await rows(
        t.db,
        sql`select count(*)::int as n from transactions t join bsus b on b.id = t.bsu_id where t.tenant_id = b.collector_id`,
      ),
    ).toEqual([{ n: t.fixtures.transactions.length }]);
    expect(
      await brokenInvariants(t.db, [
        'a line carries its transaction’s tenant key',
        'counters equal the rows they count',
      ]),
    ).toEqual({});
    expect(await rows(t.db, sql`select name, value::int as value from row_counts order by name`)).toEqual(counters);
    expect(await rows(t.db, sql`select day::text, status, n::int from transaction_days order by day, status`)).toEqual(
      days,
    );

    // The counters' triggers are on again, and a plain insert gets its key from its unit bank.
    const [bsu] = t.fixtures.bsuIds;
    await t.db.execute(
      sql`insert into transactions (bsu_id, customer_id, amount) values (${bsu}, ${t.fixtures.customerIds[0]}, 0)`,
    );
    expect(
      await rows(t.db, sql`select tenant_id from transactions where id = (select max(id) from transactions)`),
    ).toEqual([{ tenant_id: t.fixtures.bsiIds[0] }]);
    expect(
      await rows(t.db, sql`select value::int as value from row_counts where name = 'transactions:pending'`),
    ).toEqual([
      {
        value:
          Number(
            (counters as { name: string; value: number }[]).find((c) => c.name === 'transactions:pending')!.value,
          ) + 1,
      },
    ]);
  });
});
