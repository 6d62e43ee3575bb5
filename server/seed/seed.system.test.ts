import { verify } from '@node-rs/argon2';
import { eq, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client';
import * as schema from '../db/schema';
import { brokenInvariants } from '../domain/invariants';
import { availableBalance, walletBalance } from '../domain/wallets';
import { openTestDatabase, testDbKinds, testEnv } from '../test/databases';
import { seed } from './index';

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = Number(row!.n);
  }
  return counts;
}

/** PGlite answers execute() with { rows }, postgres-js with the rows themselves. */
async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows?: T[] } & T[];
  return result.rows ?? [...result];
}

/** Enough of the demo to tell two runs apart. */
async function fingerprint(db: Db) {
  return query(
    db,
    sql`select
    (select string_agg(unique_code || trash_bank_name || latlng, '|' order by id) from collectors) as banks,
    (select string_agg(nik || phone_number, '|' order by c.id) from customers c join users u on u.id = c.user_id) as people,
    (select string_agg(amount::text || status, '|' order by id) from transactions) as trade`,
  );
}

const env = testEnv({ SEED_DEMO: 'true', ADMIN_PASSWORD: '' });
const REGIONS = ['32'];

describe.each(testDbKinds)('seed on %s', (kind) => {
  let database: Database;
  let db: Db;
  const firstLog: string[] = [];
  const secondLog: string[] = [];
  let firstCounts: Record<string, number>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    await seed(db, env, { log: (l) => firstLog.push(l), regions: REGIONS });
    firstCounts = await rowCounts(db);
    await seed(db, env, { log: (l) => secondLog.push(l), regions: REGIONS });
  });
  afterAll(() => database?.close());

  it('creates the administrator with a generated argon2id password, shown once in a frame', async () => {
    const line = firstLog.find((l) => l.includes('Administrator: admin@test.id / password: '));
    const password = /password: (\S+)/.exec(line ?? '')?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const [admin] = await db.select().from(schema.users).where(eq(schema.users.role, 'admin'));
    expect(admin).toMatchObject({ email: 'admin@test.id', firstName: 'Admin', status: 'active' });
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(admin!.passwordHash!, password!)).toBe(true);
    expect(firstLog.filter((l) => l.includes(password!))).toHaveLength(1);
  });

  it('is idempotent: a second run changes no row and prints no password', async () => {
    expect(await rowCounts(db)).toEqual(firstCounts);
    expect(secondLog).toEqual(['[seed] Administrator: admin@test.id']);
  });

  it('builds the promised demo network', () => {
    expect(firstCounts).toMatchObject({ provinces: 1, collectors: 4, bsus: 12, customers: 120 });
    expect(firstCounts.trash).toBeGreaterThanOrEqual(24);
    expect(firstCounts.transactions).toBeGreaterThanOrEqual(280);
    expect(firstCounts.transactions).toBeLessThanOrEqual(340);
    expect(firstLog.some((l) => l.startsWith('[seed] Data demo: 4 BSI, 12 BSU'))).toBe(true);
  });

  it('spreads the trade over six months: mostly settled customer deposits, some pickups, some pending', async () => {
    const [row] = await db
      .select({
        settled: sql<number>`count(*) filter (where status = 'settlement')::int`,
        pending: sql<number>`count(*) filter (where status = 'pending')::int`,
        pickups: sql<number>`count(*) filter (where collector_id is not null)::int`,
        days: sql<number>`extract(day from max(created_on) - min(created_on))::int`,
        lines: sql<string>`(select min(n) || '-' || max(n) from (select count(*) n from transaction_details group by transaction_id) d)`,
      })
      .from(schema.transactions);
    expect(row!.settled / firstCounts.transactions!).toBeGreaterThan(0.8);
    expect(row!.pending).toBeGreaterThan(0);
    expect(row!.pickups).toBeGreaterThan(20);
    expect(row!.pickups).toBeLessThan(firstCounts.transactions! / 3);
    expect(row!.days).toBeGreaterThan(150);
    expect(row!.lines).toBe('1-4');
  });

  it('leaves 8 pending top-ups and 8 pending withdrawals beside decided ones', async () => {
    const rows = await db
      .select({ kind: schema.walletRequests.kind, status: schema.walletRequests.status, n: sql<number>`count(*)::int` })
      .from(schema.walletRequests)
      .groupBy(schema.walletRequests.kind, schema.walletRequests.status);
    const count = (kind: string, status: string) => rows.find((r) => r.kind === kind && r.status === status)?.n ?? 0;
    expect(count('topup', 'pending')).toBe(8);
    expect(count('withdraw', 'pending')).toBe(8);
    expect(count('topup', 'accepted')).toBeGreaterThan(0);
    expect(count('withdraw', 'accepted')).toBeGreaterThan(0);
  });

  it('gives every customer a wallet whose balance is its ledger and its history', async () => {
    const rows = await query<{ id: number; ledger: string; history: string }>(
      db,
      sql`select w.id,
        coalesce((select sum(amount) from wallet_ledger l where l.wallet_id = w.id), 0)::numeric(16,2)::text as ledger,
        (coalesce((select sum(t.amount) from transactions t where t.customer_id = c.id and t.status = 'settlement'), 0)
         + coalesce((select sum(amount) from wallet_requests r where r.wallet_id = w.id and r.kind = 'topup' and r.status = 'accepted'), 0)
         - coalesce((select sum(amount) from wallet_requests r where r.wallet_id = w.id and r.kind = 'withdraw' and r.status = 'accepted'), 0)
        )::numeric(16,2)::text as history
      from customers c join wallets w on w.user_id = c.user_id`,
    );
    expect(rows).toHaveLength(120);
    for (const w of rows) {
      expect(await walletBalance(db, w.id)).toBe(w.ledger);
      expect(w.ledger).toBe(w.history);
      expect((await availableBalance(db, w.id)).startsWith('-')).toBe(false);
    }
  });

  it('keeps stock equal to settled deposits minus settled pickups, never negative', async () => {
    const [row] = await query<{ wrong: number }>(
      db,
      sql`select count(*)::int as wrong from trash t where t.stock < 0 or t.stock <> coalesce((
      select sum(case when x.customer_id is not null then d.qty else -d.qty end)
      from transaction_details d join transactions x on x.id = d.transaction_id
      where d.trash_id = t.id and x.status = 'settlement'), 0)`,
    );
    expect(row!.wrong).toBe(0);
  });

  it('holds every invariant of server/domain/invariants.ts (totals, ledger, balances, counters)', async () => {
    expect(await brokenInvariants(db)).toEqual({});
  });

  it('places banks and customers in the loaded villages with well-formed codes, NIKs and phones', async () => {
    const banks = [...(await db.select().from(schema.collectors)), ...(await db.select().from(schema.bsus))];
    for (const bank of banks) {
      expect(bank.uniqueCode).toMatch(/^32\d{5}$/);
      expect(bank.uniqueCode.slice(0, 4)).toBe(bank.villageId.slice(0, 5).replace('.', ''));
      expect(bank.latlng).toMatch(/^-\d+\.\d{6},\d+\.\d{6}$/);
      expect(bank.address).toMatch(/^Jl\. /);
    }
    const people = await db.select().from(schema.customers);
    for (const c of people) {
      expect(c.nik).toMatch(/^\d{16}$/);
      expect(c.nik.slice(0, 6)).toBe(c.villageId.slice(0, 8).replaceAll('.', ''));
    }
    const users = await db.select().from(schema.users);
    expect(users.every((u) => /^08\d{8,11}$/.test(u.phoneNumber))).toBe(true);
    expect(users.filter((u) => u.passwordHash !== null).map((u) => u.role)).toEqual(['admin']);
  });

  it('two starts at once seed once, and the demo is the same on every run', async () => {
    const other = await openTestDatabase(kind);
    try {
      const logs: string[] = [];
      const quiet = testEnv({ SEED_DEMO: 'true' }); // ADMIN_PASSWORD set: nothing secret to print
      await Promise.all([1, 2].map(() => seed(other.db, quiet, { log: (l) => logs.push(l), regions: REGIONS })));
      expect(await rowCounts(other.db)).toEqual(firstCounts);
      expect(logs.filter((l) => l.startsWith('[seed] Data demo'))).toHaveLength(1);
      expect(logs.some((l) => l.includes('rahasia-admin-123'))).toBe(false);
      expect(await fingerprint(other.db)).toEqual(await fingerprint(db));
    } finally {
      await other.close();
    }
  });
});

describe.each(testDbKinds)('seed without demo on %s', (kind) => {
  it('loads regions and the administrator only', async () => {
    const database = await openTestDatabase(kind);
    try {
      const logs: string[] = [];
      const report = await seed(database.db, testEnv(), { log: (l) => logs.push(l), regions: ['31'] });
      expect(report).toMatchObject({ regions: { provinces: 1 }, admin: { created: true, email: 'admin@test.id' } });
      expect(report.demo).toBeUndefined();
      expect(await rowCounts(database.db)).toMatchObject({ users: 1, collectors: 0, transactions: 0 });
      expect(logs.join('\n')).not.toContain('rahasia-admin-123');
    } finally {
      await database.close();
    }
  });
});
