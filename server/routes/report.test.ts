import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarySchema, type Summary } from '../../lib/schemas/report';
import { startFamily } from '../auth/tokens';
import { createApp, type App } from '../app';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { ADMIN, BASE_TIME, CUSTOMER_LOGIN, insertFixtures, insertUser, type Fixtures } from '../test/fixtures';
import { bearer, login } from '../test/api';
import { openTestDatabase, testDbKinds, testEnv } from '../test/databases';

const env = testEnv();

describe.each(testDbKinds)('GET /strict/report/summary on %s', (kind) => {
  let database: Database;
  let app: App;
  let fixtures: Fixtures;
  let summary: Summary;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    fixtures = await insertFixtures(database.db);
    app = createApp({ db: database.db, env });
    const { jwt_token } = await login(app);
    const res = await app.request('/strict/report/summary', bearer(jwt_token));
    expect(res.status).toBe(200);
    summary = (await res.json()) as Summary;
  });
  afterAll(() => database?.close());

  it('answers in the shared summary schema', () => {
    expect(summarySchema.parse(summary)).toEqual(summary);
  });

  it('counts parent banks, unit banks, customers and waste items', () => {
    expect(summary).toMatchObject({ total_bsi: 2, total_bsu: 6, total_customer: 3, total_trash: 7 });
  });

  it('ranks the five unit banks with the most (not cancelled) transactions', () => {
    expect(summary.top_bsu).toEqual([
      { id: fixtures.bsuIds[0], bsu_name: 'BSU Melati', address: 'Jl. Unit No. 1', purchase_count: 5 },
      { id: fixtures.bsuIds[1], bsu_name: 'BSU Mawar', address: 'Jl. Unit No. 2', purchase_count: 4 },
      { id: fixtures.bsuIds[2], bsu_name: 'BSU Anggrek', address: 'Jl. Unit No. 3', purchase_count: 3 },
      { id: fixtures.bsuIds[3], bsu_name: 'BSU Kenanga', address: 'Jl. Unit No. 4', purchase_count: 2 },
      { id: fixtures.bsuIds[4], bsu_name: 'BSU Dahlia', address: 'Jl. Unit No. 5', purchase_count: 1 },
    ]);
  });

  it('ranks the five waste items on most detail lines, with the owner bank and selling price', () => {
    expect(summary.top_trash).toEqual([
      {
        id: fixtures.trashIds[0],
        trash_name: 'Botol Plastik',
        bsi_name: 'Bank Sampah Induk Bandung',
        price: '3000.00',
        unit: 'kg',
        purchase_count: 6,
      },
      {
        id: fixtures.trashIds[1],
        trash_name: 'Kardus',
        bsi_name: 'Bank Sampah Induk Bandung',
        price: '2000.00',
        unit: 'kg',
        purchase_count: 5,
      },
      {
        id: fixtures.trashIds[2],
        trash_name: 'Kaleng Aluminium',
        bsi_name: 'Bank Sampah Induk Bandung',
        price: '12000.00',
        unit: 'kg',
        purchase_count: 4,
      },
      {
        id: fixtures.trashIds[3],
        trash_name: 'Kertas HVS',
        bsi_name: 'Bank Sampah Induk Sukasari',
        price: '2500.00',
        unit: 'kg',
        purchase_count: 3,
      },
      {
        id: fixtures.trashIds[4],
        trash_name: 'Besi',
        bsi_name: 'Bank Sampah Induk Sukasari',
        price: '4500.00',
        unit: 'kg',
        purchase_count: 2,
      },
    ]);
  });

  it('lists the ten newest transactions, newest first, named by their counterparty', () => {
    const expected = fixtures.transactions
      .slice(-10)
      .reverse()
      .map((t) => ({
        id: t.id,
        created_on: t.createdOn.toISOString(),
        user: t.user,
        amount: t.amount,
        status: t.status,
      }));
    expect(summary.latest_transactions).toEqual(expected);
    expect(summary.latest_transactions[0]!.created_on).toBe(new Date(BASE_TIME + 17 * 3_600_000).toISOString());
    // Customers by full name (no trailing space without a last name), parent banks by name.
    const names = new Set(summary.latest_transactions.map((t) => t.user));
    expect(names).toEqual(
      new Set(['Budi Santoso', 'Siti Aminah', 'Agus', 'Bank Sampah Induk Bandung', 'Bank Sampah Induk Sukasari']),
    );
    expect(summary.latest_transactions.filter((t) => t.status === 'cancelled')).toHaveLength(3);
  });

  it('is refused to a signed-in user who is not an administrator', async () => {
    // Login refuses non-admins, so this session can only come from elsewhere (defence in depth).
    const [customer] = await database.db.select().from(users).where(eq(users.email, CUSTOMER_LOGIN.email));
    const pair = await startFamily(database.db, env, customer!);
    const res = await app.request('/strict/report/summary', bearer(pair.accessToken));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Anda tidak memiliki akses ke data ini' });
  });

  it('is refused without a token', async () => {
    const res = await app.request('/strict/report/summary');
    expect(res.status).toBe(401);
  });
});

describe.each(testDbKinds)('GET /strict/report/summary on an empty %s database', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it('answers zeros and empty lists', async () => {
    await insertUser(database.db, { firstName: 'Admin', role: 'admin', ...ADMIN });
    const app = createApp({ db: database.db, env });
    const { jwt_token } = await login(app);
    const res = await app.request('/strict/report/summary', bearer(jwt_token));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      total_bsi: 0,
      total_bsu: 0,
      total_customer: 0,
      total_trash: 0,
      top_bsu: [],
      latest_transactions: [],
      top_trash: [],
    });
  });
});
