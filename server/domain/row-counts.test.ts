// The counters behind exact totals must equal count(*) after any kind of write: single rows,
// many rows in one statement, status changes and deletes, on both databases.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { customers, transactions, walletRequests, wallets } from '../db/schema';
import { useFixtureDatabase } from '../test/fixtures';
import { testDbKinds } from '../test/databases';
import { countOf, requestCounters, transactionCounters } from './row-counts';

async function counted(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows?: { n: string }[] } & { n: string }[];
  const rows = result.rows ?? result;
  return Number(rows[0]?.n ?? 0);
}

describe.each(testDbKinds)('row counters on %s', (kind) => {
  const t = useFixtureDatabase(kind);

  async function expectExact() {
    for (const status of ['pending', 'settlement', 'cancelled'] as const) {
      expect(await countOf(t.db, transactionCounters([status])), status).toBe(
        await counted(t.db, sql`select count(*) as n from ${transactions} where status = ${status}`),
      );
    }
    expect(await countOf(t.db, transactionCounters())).toBe(
      await counted(t.db, sql`select count(*) as n from ${transactions}`),
    );
    expect(await countOf(t.db, ['customers'])).toBe(await counted(t.db, sql`select count(*) as n from ${customers}`));
    expect(await countOf(t.db, ['wallets'])).toBe(await counted(t.db, sql`select count(*) as n from ${wallets}`));
    for (const k of ['topup', 'withdraw'] as const) {
      expect(await countOf(t.db, requestCounters(k))).toBe(
        await counted(t.db, sql`select count(*) as n from ${walletRequests} where kind = ${k}`),
      );
    }
  }

  it('match the tables after the t.fixtures were inserted', expectExact);

  it('follow a many-row insert, a status change of many rows, and deletes', async () => {
    await t.db.execute(sql`insert into ${transactions} (bsu_id, customer_id, status, amount)
      select ${t.fixtures.bsuIds[0]!}, ${t.fixtures.customerIds[0]!}, (array['pending','settlement','cancelled'])[1 + g % 3]::transaction_status, 1000 from generate_series(1, 300) g`);
    await expectExact();
    await t.db.execute(
      sql`update ${transactions} set status = 'settlement' where status = 'pending' and amount = 1000`,
    );
    await expectExact();
    await t.db.execute(sql`delete from ${transactions} where amount = 1000 and status = 'cancelled'`);
    await expectExact();
  });

  it('follow wallets and requests being made, decided and removed', async () => {
    const [wallet] = await t.db.insert(wallets).values({ userId: t.fixtures.adminId }).returning({ id: wallets.id });
    await t.db.insert(walletRequests).values([
      { walletId: wallet!.id, kind: 'topup', amount: '10', total: '10' },
      { walletId: wallet!.id, kind: 'withdraw', amount: '5', total: '5' },
      { walletId: wallet!.id, kind: 'topup', amount: '7', total: '8' },
    ]);
    await expectExact();
    await t.db.execute(
      sql`update ${walletRequests} set status = 'rejected' where wallet_id = ${wallet!.id} and kind = 'topup'`,
    );
    expect(await countOf(t.db, requestCounters('topup', ['rejected']))).toBe(2);
    await t.db.execute(sql`delete from ${walletRequests} where wallet_id = ${wallet!.id}`);
    await t.db.execute(sql`delete from ${wallets} where id = ${wallet!.id}`);
    await expectExact();
  });
});
