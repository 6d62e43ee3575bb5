// The invariant checks find what breaks them (so a clean report means something).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { transactionLines, transactions } from '../db/schema';
import { insertFixtures, type Fixtures } from '../test/fixtures';
import { openTestDatabase } from '../test/databases';
import { brokenInvariants } from './invariants';

describe('invariants', () => {
  let database: Database;
  let fixtures: Fixtures;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    fixtures = await insertFixtures(database.db);
  });
  afterAll(() => database?.close());

  it('name each broken rule with the number of rows breaking it', async () => {
    const id = fixtures.transactions[0]!.id;
    await database.db.update(transactions).set({ amount: '1.00' }).where(eq(transactions.id, id));
    await database.db
      .update(transactionLines)
      .set({ amount: sql`amount + 1` })
      .where(eq(transactionLines.transactionId, fixtures.transactions[1]!.id));
    await database.db.execute(sql`update row_counts set value = value + 5 where name = 'customers'`);
    const broken = await brokenInvariants(database.db);
    expect(broken['transaction total is the sum of its lines']).toBe(2);
    expect(broken['line amount is round(qty × price, 2)']).toBeGreaterThanOrEqual(1);
    expect(broken['counters equal the rows they count']).toBe(1);
  });
});
