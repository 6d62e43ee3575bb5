// GET /strict/transaction and /details (SPEC §2 "Data Transaksi", §3): paging, search and exact
// totals. Money over 10,000 random line items is in transaction-money.property.test.ts (fuzz project).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  transactionDetailsSchema,
  transactionListSchema,
  type TransactionDetails,
} from '../../lib/schemas/transactions';
import type { Database, Db } from '../db/client';
import { bsus, collectors, transactions, trash } from '../db/schema';
import { insertUser, type Fixtures } from '../test/fixtures';
import { testDbKinds } from '../test/databases';
import { INVALID, type Call, phoneOf, customerUser, line, newItem, setUp } from '../test/transaction-api';

/** The fixture's plan (server/test/fixtures.ts): unit bank index of transaction n, round by round. */
const FIXTURE_BSU = [0, 1, 2, 3, 4, 0, 1, 2, 3, 0, 1, 2, 0, 1, 0, 5, 5, 5];
type Key = number | 'A' | 'B' | 'C';

describe.each(testDbKinds)('GET /strict/transaction and /details on %s', (kind) => {
  let database: Database;
  let db: Db;
  let f: Fixtures;
  let call: Call;
  const mine: Record<'A' | 'B' | 'C', TransactionDetails> = {} as never;
  const expected = new Map<Key, object>();
  let order: Key[];

  beforeAll(async () => {
    ({ database, db, fixtures: f, call } = await setUp(kind));
    // A network with real-looking codes (regency 32.77, Cimahi): the BSI and one BSU share the digits.
    const bank = { address: 'Jl. Cimahi No. 1', villageId: '32.73.01.1001' };
    const [bsi] = await db
      .insert(collectors)
      .values({
        ...bank,
        userId: await insertUser(db, { firstName: 'Induk Cimahi', role: 'collector' }),
        uniqueCode: '3277001',
        trashBankName: 'Bank Sampah Induk Cimahi',
      })
      .returning({ id: collectors.id });
    const unit = async (name: string, code: string) =>
      (
        await db
          .insert(bsus)
          .values({
            ...bank,
            userId: await insertUser(db, { firstName: name, role: 'unit' }),
            collectorId: bsi!.id,
            uniqueCode: code,
            trashBankName: name,
          })
          .returning({ id: bsus.id })
      )[0]!.id;
    const [kamboja, seroja] = [await unit('BSU Kamboja', '3277002'), await unit('BSU Seroja', '3277001')];
    const [jerigen] = await db
      .insert(trash)
      .values(newItem(bsi!.id, 'Jerigen', '1000.00', '800.00', 'pcs', { stock: '100' }))
      .returning({ id: trash.id });
    const post = async (body: object) =>
      (
        await call('POST', '/strict/transaction', {
          ...body,
          lines: [{ trashId: jerigen!.id, qty: (body as { qty: number }).qty }],
        })
      ).body.data!.id;
    const ids = {
      A: await post({ bsuId: kamboja, customerId: f.customerIds[1], qty: 2 }),
      B: await post({ bsuId: kamboja, collectorId: bsi!.id, qty: 3 }),
      C: await post({ bsuId: seroja, customerId: f.customerIds[2], qty: 1 }),
    };
    expect((await call('PUT', `/strict/transaction/settle/${ids.B}`)).status).toBe(200);
    expect((await call('PUT', `/strict/transaction/cancel/${ids.C}`)).status).toBe(200);
    for (const [i, key] of (['A', 'B', 'C'] as const).entries()) {
      await db
        .update(transactions)
        .set({ createdOn: new Date(Date.UTC(2024, 3, 10, 3 + i)) })
        .where(eq(transactions.id, ids[key]));
    }
    // Prices change later; a recorded line keeps the price it was recorded at.
    await db.update(trash).set({ sellingPrice: '1100.00', buyingPrice: '900.00' }).where(eq(trash.id, jerigen!.id));
    for (const key of ['A', 'B', 'C'] as const)
      mine[key] = (await call('GET', `/strict/transaction/details?id=${ids[key]}`)).body as never;

    const item = (
      id: number,
      created_on: string,
      user: string,
      bsi_code: string | null,
      bsu_code: string,
      amount: string,
      status: string,
    ) => ({ id, created_on, user, bsi_code, bsu_code, amount, status });
    expected.set('A', item(ids.A, '2024-04-10T03:00:00.000Z', 'Siti Aminah', null, '3277002', '2000.00', 'pending'));
    expected.set(
      'B',
      item(
        ids.B,
        '2024-04-10T04:00:00.000Z',
        'Bank Sampah Induk Cimahi',
        '3277001',
        '3277002',
        '2400.00',
        'settlement',
      ),
    );
    expected.set('C', item(ids.C, '2024-04-10T05:00:00.000Z', 'Agus', null, '3277001', '1000.00', 'cancelled'));
    for (const [n, t] of f.transactions.entries()) {
      const bsi = n % 5 === 1 ? '001' : n % 5 === 3 ? '002' : null;
      expected.set(
        n,
        item(t.id, t.createdOn.toISOString(), t.user, bsi, `10${FIXTURE_BSU[n]! + 1}`, t.amount, t.status),
      );
    }
    order = ['C', 'B', 'A', ...Array.from({ length: 18 }, (_, i) => 17 - i)];
  });
  afterAll(() => database?.close());

  const list = async (query: string) => {
    const res = await call('GET', `/strict/transaction?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return transactionListSchema.parse(res.body);
  };
  const items = (keys: Key[]) => keys.map((k) => expected.get(k));

  it('lists newest first in the shared schema, 50 a page by default, with the exact total', async () => {
    expect(await list('')).toEqual({ items: items(order), has_next_page: false, total_records: 21 });
  });

  it('pages through: has_next_page until the last item, an exact last page, nothing past the end', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => list(`page=${page}&per_page=5`)));
    expect(pages.map((p) => [p.items.length, p.has_next_page, p.total_records])).toEqual([
      [5, true, 21],
      [5, true, 21],
      [5, true, 21],
      [5, true, 21],
      [1, false, 21],
    ]);
    expect(pages.flatMap((p) => p.items)).toEqual(items(order));
    expect(await list('page=3&per_page=7')).toEqual({
      items: items(order.slice(14)),
      has_next_page: false,
      total_records: 21,
    });
    expect((await list('page=2&per_page=7')).has_next_page).toBe(true);
    expect((await list('per_page=20')).has_next_page).toBe(true);
    expect((await list('per_page=21')).has_next_page).toBe(false);
    expect(await list('page=6&per_page=5')).toEqual({ items: [], has_next_page: false, total_records: 21 });
    expect(await list('search=pending&page=2&per_page=4')).toEqual({
      items: items([7, 5, 3, 1]),
      has_next_page: false,
      total_records: 8,
    });
  });

  it('accepts every page size the lists offer (10, 25, 50, 100)', async () => {
    for (const size of [10, 25, 50, 100]) {
      const page = await list(`per_page=${size}`);
      expect([page.items.length, page.has_next_page]).toEqual([Math.min(size, 21), size < 21]);
    }
  });

  it.each([
    ['per_page=101', 'per_page', 'Jumlah per halaman harus antara 1 dan 100'],
    ['page=0', 'page', 'Halaman harus bilangan bulat positif'],
  ])('refuses %s with 422 naming the field', async (query, field, message) =>
    expect(await call('GET', `/strict/transaction?${query}`)).toEqual({
      status: 422,
      body: { message: INVALID, errors: { [field]: [message] } },
    }),
  );

  it.each<[string, Key[]]>([
    ['budi', [15, 10, 5, 0]],
    ['SANTOSO', [15, 10, 5, 0]],
    ['siti', ['A', 17, 12, 7, 2]],
    ['induk bandung', [16, 11, 6, 1]],
    ['Induk Sukasari', [13, 8, 3]],
    ['cimahi', ['B']],
    ['melati', [14, 12, 9, 5, 0]],
    ['kamboja', ['B', 'A']],
    ['BSU-3277002', ['B', 'A']],
    ['bsu-3277001', ['C']],
    ['BSI-3277001', ['B']],
    ['3277001', ['C', 'B']],
    ['pending', ['A', 13, 11, 9, 7, 5, 3, 1]],
    ['settlement', ['B', 14, 12, 10, 8, 6, 4, 2, 0]],
    ['dibatalkan', ['C', 17, 16, 15]],
    ['kamboja pending', ['A']],
    ['siti dibatalkan', [17]],
    // Days are Jakarta days (UTC+7): fixture 8 is 1 March 16:00 UTC (23:00 WIB), 9 is 17:00 UTC (2 March 00:00 WIB).
    ['2024-03-01', [8, 7, 6, 5, 4, 3, 2, 1, 0]],
    ['1/3/2024', [8, 7, 6, 5, 4, 3, 2, 1, 0]],
    ['1 Maret 2024', [8, 7, 6, 5, 4, 3, 2, 1, 0]],
    ['2 maret 2024', [17, 16, 15, 14, 13, 12, 11, 10, 9]],
    ['10 April 2024', ['C', 'B', 'A']],
    ['2024-03-01 pending', [7, 5, 3, 1]],
    ['budi 1 maret 2024', [5, 0]],
    ['melati settlement 2024-03-02', [14, 12]],
    ['29 februari 2024', []],
    ['tidak-ada-ini', []],
    ['%', []],
  ])('search %j finds exactly those transactions', async (term, keys) => {
    expect(await list(`search=${encodeURIComponent(term)}`)).toEqual({
      items: items(keys),
      has_next_page: false,
      total_records: keys.length,
    });
  });

  it("shows a customer's deposit: the unit bank and the customer, no parent bank, lines at their recorded price", async () => {
    expect(transactionDetailsSchema.parse(mine.A)).toEqual({
      id: (expected.get('A') as { id: number }).id,
      created_on: '2024-04-10T03:00:00.000Z',
      status: 'pending',
      amount: '2000.00',
      collector: null,
      bsu: {
        trash_bank_name: 'BSU Kamboja',
        address: 'Jl. Cimahi No. 1',
        unique_code: '3277002',
        user: { phone_number: expect.stringMatching(/^0812\d{8}$/) },
      },
      customer: {
        address: 'Jl. Nasabah No. 2',
        nik: '3273010101900002',
        user: {
          first_name: 'Siti',
          last_name: 'Aminah',
          phone_number: await phoneOf(db, await customerUser(db, f.customerIds[1]!)),
        },
      },
      details: [line('Jerigen', '900.00', '1100.00', '2.000', 'pcs', '1000.00', '2000.00')],
    });
  });

  it("shows a parent bank's pickup: the parent bank and the unit bank, no customer, lines at buying_price", async () => {
    expect(mine.B).toMatchObject({
      status: 'settlement',
      amount: '2400.00',
      customer: null,
      bsu: { trash_bank_name: 'BSU Kamboja' },
    });
    expect(mine.B.collector).toEqual({
      trash_bank_name: 'Bank Sampah Induk Cimahi',
      address: 'Jl. Cimahi No. 1',
      unique_code: '3277001',
      user: { phone_number: expect.stringMatching(/^0812\d{8}$/) },
    });
    expect(mine.B.details).toEqual([line('Jerigen', '900.00', '1100.00', '3.000', 'pcs', '800.00', '2400.00')]);
    expect(mine.C).toMatchObject({
      status: 'cancelled',
      collector: null,
      customer: { user: { first_name: 'Agus', last_name: null } },
    });
  });

  it('answers 404 for an unknown transaction and 422 for an id that is not one', async () => {
    expect(await call('GET', '/strict/transaction/details?id=999999')).toEqual({
      status: 404,
      body: { message: 'Transaksi tidak ditemukan' },
    });
    for (const query of ['id=abc', 'id=0', 'id=-2', 'id=', '']) {
      expect(await call('GET', `/strict/transaction/details?${query}`)).toEqual({
        status: 422,
        body: { message: INVALID, errors: { id: ['ID tidak valid'] } },
      });
    }
  });
});
