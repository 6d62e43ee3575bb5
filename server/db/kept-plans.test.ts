import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCustomers } from '../domain/customers';
import { countOf } from '../domain/row-counts';
import { listSavedViews } from '../domain/saved-views';
import { listTransactions } from '../domain/transaction-queries';
import { loadSummary } from '../routes/report';
import { TEST_DATABASE_URL } from '../env';
import { openTestDatabase } from '../test/databases';
import { insertFixtures } from '../test/fixtures';
import type { Database } from './client';

type Prepared = { statement: string; generic_plans: number; custom_plans: number };

// PostgreSQL only: PGlite has no named statements to keep. One connection, so that
// pg_prepared_statements (a session's own) shows what the reads left on it.
describe.skipIf(!TEST_DATABASE_URL)('plans PostgreSQL keeps for the hot reads, on postgres', () => {
  let database: Database;
  let adminId: number;
  let bsi: number;
  beforeAll(async () => {
    database = await openTestDatabase('postgres', 1);
    let bsiIds: number[];
    ({ adminId, bsiIds } = await insertFixtures(database.db));
    bsi = bsiIds[0]!;
  });
  afterAll(() => database?.close());

  const prepared = async (...parts: string[]) => {
    const all = (await database.db.execute(
      sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements`,
    )) as unknown as Prepared[];
    return all.filter((p) => parts.every((part) => p.statement.includes(part)));
  };
  const page = { page: 1, per_page: 50 };

  it('the first page of the customer list is planned once and its plan reused, with the same rows', async () => {
    const first = await listCustomers(database.db, page);
    expect(first.items.length).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) expect(await listCustomers(database.db, page)).toEqual(first);
    const [kept, ...more] = await prepared('from "customers"', '"provinces"');
    expect(more).toEqual([]);
    expect(kept).toMatchObject({ generic_plans: 4, custom_plans: 0 });
    expect(kept!.statement).not.toContain('$1');
  });

  it('the first page of the transaction list keeps one plan after its first runs, with the same rows', async () => {
    const first = await listTransactions(database.db, page);
    expect(first.items.length).toBeGreaterThan(0);
    for (let i = 0; i < 7; i++) expect(await listTransactions(database.db, page)).toEqual(first);
    const [kept] = await prepared('from "transactions"', '"row_counts"');
    expect(kept?.generic_plans).toBeGreaterThan(0);
  });

  it('the saved views and the counters of every list page keep their plans', async () => {
    for (let i = 0; i < 7; i++) {
      await listSavedViews(database.db, adminId, 'customer');
      await countOf(database.db, ['customers']);
    }
    const [views] = await prepared('from "saved_views"');
    const [counters] = await prepared('from "row_counts"', 'sum(');
    expect(views?.generic_plans).toBeGreaterThan(0);
    expect(counters?.generic_plans).toBeGreaterThan(0);
  });

  it("the whole programme's dashboard summary is four statements planned once, with the same figures", async () => {
    const first = await loadSummary(database.db);
    expect(first.latest_transactions.length).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) expect(await loadSummary(database.db)).toEqual(first);
    const kept = [
      ...(await prepared('(select count(*) from "collectors"')),
      ...(await prepared('from "bsu_stats"')),
      ...(await prepared('from "trash_stats"')),
      ...(await prepared('"latest"')),
    ];
    expect(kept.map((p) => [p.generic_plans, p.custom_plans, p.statement.includes('$1')])).toEqual(
      Array(4).fill([4, 0, false]),
    );
  });

  it('a search, a filter, a later page, a status and a scoped summary keep no plan: their values decide it', async () => {
    await listCustomers(database.db, { ...page, search: 'sit' });
    await listCustomers(database.db, { ...page, status: 'inactive' });
    await listCustomers(database.db, { ...page, page: 2 });
    await listTransactions(database.db, { ...page, search: 'status:pending' });
    await listTransactions(database.db, { ...page, page: 2 });
    // A parent bank's account: its summary carries the bank's id.
    await loadSummary(database.db, { collectorId: bsi, bsuId: null });
    for (const p of await prepared()) {
      expect(p.statement).not.toMatch(/offset|search_text|"status" = |"collector_id" = /);
    }
  });
});
