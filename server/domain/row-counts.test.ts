// The counters behind exact totals must equal count(*) after any kind of write: single rows,
// many rows in one statement, status changes and deletes, on both databases.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client';
import { customers, transactions, walletRequests, wallets } from '../db/schema';
import { insertFixtures, type Fixtures } from '../test/fixtures';
import { openTestDatabase, testDbKinds } from '../test/databases';
import { countOf, requestCounters, transactionCounters } from './row-counts';

async function counted(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows?: { n: string }[] } & { n: string }[];
  const rows = result.rows ?? result;
  return Number(rows[0]?.n ?? 0);
}

describe.each(testDbKinds)('row counters on %s', (kind) => {
  let database: Database;
  let db: Db;
  let fixtures: Fixtures;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    fixtures = await insertFixtures(db);
  });
  afterAll(() => database?.close());

  async function expectExact() {
    for (const status of ['pending', 'settlement', 'cancelled'] as const) {
      expect(await countOf(db, transactionCounters([status])), status).toBe(
        await counted(db, sql`select count(*) as n from ${transactions} where status = ${status}`),
      );
    }
    expect(await countOf(db, transactionCounters())).toBe(
      await counted(db, sql`select count(*) as n from ${transactions}`),
    );
    expect(await countOf(db, ['customers'])).toBe(await counted(db, sql`select count(*) as n from ${customers}`));
    expect(await countOf(db, ['wallets'])).toBe(await counted(db, sql`select count(*) as n from ${wallets}`));
    for (const k of ['topup', 'withdraw'] as const) {
      expect(await countOf(db, requestCounters(k))).toBe(
        await counted(db, sql`select count(*) as n from ${walletRequests} where kind = ${k}`),
      );
    }
  }

  it('match the tables after the fixtures were inserted', expectExact);

  it('follow a many-row insert, a status change of many rows, and deletes', async () => {
    await db.execute(sql`insert into ${transactions} (bsu_id, customer_id, status, amount)
      select ${fixtures.bsuIds[0]!}, ${fixtures.customerIds[0]!}, (array['pending','settlement','cancelled'])[1 + g % 3]::transaction_status, 1000 from generate_series(1, 300) g`);
    await expectExact();
    await db.execute(sql`update ${transactions} set status = 'settlement' where status = 'pending' and amount = 1000`);
    await expectExact();
    await db.execute(sql`delete from ${transactions} where amount = 1000 and status = 'cancelled'`);
    await expectExact();
  });

  it('follow wallets and requests being made, decided and removed', async () => {
    const [wallet] = await db.insert(wallets).values({ userId: fixtures.adminId }).returning({ id: wallets.id });
    await db.insert(walletRequests).values([
      { walletId: wallet!.id, kind: 'topup', amount: '10', total: '10' },
      { walletId: wallet!.id, kind: 'withdraw', amount: '5', total: '5' },
      { walletId: wallet!.id, kind: 'topup', amount: '7', total: '8' },
    ]);
    await expectExact();
    await db.execute(
      sql`update ${walletRequests} set status = 'rejected' where wallet_id = ${wallet!.id} and kind = 'topup'`,
    );
    expect(await countOf(db, requestCounters('topup', ['rejected']))).toBe(2);
    await db.execute(sql`delete from ${walletRequests} where wallet_id = ${wallet!.id}`);
    await db.execute(sql`delete from ${wallets} where id = ${wallet!.id}`);
    await expectExact();
  });
});
