// A download longer than a batch resumes after the last row it wrote, by that row's own timestamp
// to the microsecond: rows written within the same millisecond (a bulk import, a busy counter)
// are each exported exactly once, whichever side of a batch boundary they fall on.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../lib/shared/catalog';
import { customers, transactions, walletRequests, wallets } from '../db/schema';
import { useFixtureDatabase } from '../test/fixtures';
import { testDbKinds } from '../test/databases';
import type { ExportSheet } from './exports';
import { transactionSheet } from './transaction-export';
import { walletRequestSheet } from './wallet-export';

const ROWS = 2_050;
const t = translatorFor('in');

async function exportedIds(sheet: ExportSheet): Promise<number[]> {
  const ids: number[] = [];
  for await (const batch of sheet.batches) ids.push(...batch.map((row) => Number(row[0])));
  return ids;
}

describe.each(testDbKinds)('downloads across batch boundaries on %s', (kind) => {
  const db = useFixtureDatabase(
    kind,
    async (database, fixtures) => {
      // 2,050 rows a microsecond apart: a batch of 2,000 ends inside a millisecond.
      const at = sql`timestamptz '2025-06-01 10:00:00+00' + (g || ' microseconds')::interval`;
      await database.execute(sql`insert into ${transactions} (bsu_id, customer_id, status, amount, created_on)
        select ${fixtures.bsuIds[0]!}, ${fixtures.customerIds[0]!}, 'pending', 1000 + g % 7, ${at} from generate_series(1, ${ROWS}) g`);
      const [customer] = await database.select({ userId: customers.userId }).from(customers).limit(1);
      await database.insert(wallets).values({ userId: customer!.userId }).onConflictDoNothing();
      await database.execute(sql`insert into ${walletRequests} (wallet_id, kind, status, amount, total, created_at)
        select (select id from ${wallets} where user_id = ${customer!.userId}), 'topup', 'pending', 10000, 10000, ${at}
        from generate_series(1, ${ROWS}) g`);
    },
    120_000,
  );

  it.each(['-created_on', 'created_on'] as const)('exports every transaction once, by %s', async (sort) => {
    const ids = await exportedIds(transactionSheet(db.db, { sort }, null, t));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(ROWS);
  });

  it.each(['-created_at', 'created_at'] as const)('exports every top-up request once, by %s', async (sort) => {
    const ids = await exportedIds(walletRequestSheet(db.db, 'topup', { sort }, null, t));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(ROWS);
  });
});
