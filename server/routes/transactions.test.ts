// /strict/transaction (SPEC §2 "Data Transaksi", §3, §7): recording at a unit bank with the
// waste items' prices, settling exactly once, the list with its search, and the details. What a
// client notices: exact money, the message of every refusal, and that a refusal changes nothing.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionDetailsSchema, transactionListSchema, type TransactionDetails } from '../../lib/schemas/transactions';
import { createApp, type App } from '../app';
import type { Database, Db } from '../db/client';
import { auditLog, bsus, collectors, customers, transactions, trash, users, walletLedger } from '../db/schema';
import { CUSTOMER_LOGIN, insertFixtures, insertUser, login, type Fixtures } from '../test/fixtures';
import { caller, fieldToken, signIn, unchanged, type Call as ApiCall } from '../test/money-api';
import { openTestDatabase, testDbKinds, testEnv, type TestDbKind } from '../test/databases';

const env = testEnv();
const INVALID = 'Data yang dikirim tidak valid';
const FORBIDDEN = { message: 'Anda tidak memiliki akses ke data ini' };
const UNAUTHENTICATED = { message: 'Sesi tidak valid atau sudah berakhir, silakan masuk kembali' };
const ONE_PARTY = 'Transaksi harus memiliki tepat satu pihak: nasabah atau bank sampah induk';
const QTY = 'Masukkan angka tidak negatif dengan paling banyak 3 angka desimal';
const already = (done: string) => ({ message: `Transaksi ini sudah ${done} sebelumnya; tidak ada yang diubah` });

type Call = ApiCall<TransactionDetails>;

const phoneOf = async (db: Db, userId: number) => (await db.select({ p: users.phoneNumber }).from(users).where(eq(users.id, userId)))[0]!.p;
const bsuUser = async (db: Db, id: number) => (await db.select({ u: bsus.userId }).from(bsus).where(eq(bsus.id, id)))[0]!.u;
const customerUser = async (db: Db, id: number) => (await db.select({ u: customers.userId }).from(customers).where(eq(customers.id, id)))[0]!.u;
const stockOf = async (db: Db, id: number) => (await db.select({ s: trash.stock }).from(trash).where(eq(trash.id, id)))[0]!.s;
const auditOf = (db: Db, id: number) =>
  db.select().from(auditLog).where(and(eq(auditLog.entity, 'transaction'), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);
const line = (trash_name: string, buying_price: string, selling_price: string, qty: string, unit: string, price: string, amount: string) =>
  ({ id: expect.any(Number), trash: { trash_name, buying_price, selling_price }, qty, unit, price, amount });
const newItem = (collectorId: number, trashName: string, sellingPrice: string, buyingPrice: string, unit: 'kg' | 'pcs', extra: object = {}) =>
  ({ trashName, type: 'Non Organik' as const, sellingPrice, buyingPrice, unit, maximum: '1000', collectorId, ...extra });

async function setUp(kind: TestDbKind) {
  const database = await openTestDatabase(kind);
  const fixtures = await insertFixtures(database.db);
  const app = createApp({ db: database.db, env });
  const { jwt_token } = await login(app);
  return { database, db: database.db, fixtures, app, call: caller<TransactionDetails>(app, jwt_token) };
}

describe.each(testDbKinds)('POST /strict/transaction, settle and cancel on %s', (kind) => {
  let database: Database;
  let db: Db;
  let f: Fixtures;
  let app: App;
  let call: Call;
  const item: Record<'pet' | 'gelas' | 'inactive' | 'mawarOwn', number> = { pet: 0, gelas: 0, inactive: 0, mawarOwn: 0 };
  const melati = () => f.bsuIds[0]!;

  beforeAll(async () => {
    ({ database, db, fixtures: f, app, call } = await setUp(kind));
    const bsi = f.bsiIds[0]!; // parent of BSU Melati, Mawar and Anggrek
    const [pet, gelas, inactive, mawarOwn] = await db.insert(trash).values([
      newItem(bsi, 'Botol PET', '3333.33', '4000.01', 'kg'), newItem(bsi, 'Gelas Plastik', '150.50', '120.25', 'pcs'),
      newItem(bsi, 'Kardus Basah', '100.00', '50.00', 'kg', { status: 'inactive' }), newItem(bsi, 'Kompos Mawar', '100.00', '50.00', 'kg', { bsuId: f.bsuIds[1]! }),
    ]).returning({ id: trash.id });
    Object.assign(item, { pet: pet!.id, gelas: gelas!.id, inactive: inactive!.id, mawarOwn: mawarOwn!.id });
  });
  afterAll(() => database?.close());

  const record = async (body: Record<string, unknown>, as = call) => {
    const res = await as('POST', '/strict/transaction', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return transactionDetailsSchema.parse(res.body.data);
  };

  it("prices a customer's deposit at selling_price, each line half-up to the cent, the total their exact sum", async () => {
    const res = await call('POST', '/strict/transaction', {
      bsuId: melati(), customerId: f.customerIds[0],
      lines: [
        { trashId: item.pet, qty: '2.5' }, // 3333.33 × 2.5 = 8333.325 → 8333.33 (half-up, not half-even)
        { trashId: item.pet, qty: 0.001 }, // 3.33333 → 3.33
        { trashId: f.trashIds[0], qty: 1.234 }, // Botol Plastik 3000.00
        { trashId: f.trashIds[2], qty: '0,333' }, // Kaleng Aluminium 12000.00, typed with a comma
        { trashId: String(item.gelas), qty: 7 }, // 150.50 a piece
      ],
    });
    const [budi, unit] = [await phoneOf(db, await customerUser(db, f.customerIds[0]!)), await phoneOf(db, await bsuUser(db, melati()))];
    expect(res).toEqual({ status: 201, body: { message: 'Transaksi berhasil dicatat', data: {
      id: expect.any(Number), created_on: expect.any(String), status: 'pending', amount: '17088.16', collector: null,
      bsu: { trash_bank_name: 'BSU Melati', address: 'Jl. Unit No. 1', unique_code: '101', user: { phone_number: unit } },
      customer: { address: 'Jl. Nasabah No. 1', nik: '3273010101900001', user: { first_name: 'Budi', last_name: 'Santoso', phone_number: budi } },
      details: [
        line('Botol PET', '4000.01', '3333.33', '2.500', 'kg', '3333.33', '8333.33'),
        line('Botol PET', '4000.01', '3333.33', '0.001', 'kg', '3333.33', '3.33'),
        line('Botol Plastik', '2500.00', '3000.00', '1.234', 'kg', '3000.00', '3702.00'),
        line('Kaleng Aluminium', '10000.00', '12000.00', '0.333', 'kg', '12000.00', '3996.00'),
        line('Gelas Plastik', '120.25', '150.50', '7.000', 'pcs', '150.50', '1053.50'),
      ],
    } } });
    const data = res.body.data!;
    expect(await call('GET', `/strict/transaction/details?id=${data.id}`)).toEqual({ status: 200, body: data });
    const [row] = await db.select().from(transactions).where(eq(transactions.id, data.id));
    expect(row).toMatchObject({ bsuId: melati(), customerId: f.customerIds[0], collectorId: null, amount: '17088.16', createdBy: f.adminId, settledAt: null });
    expect(await auditOf(db, data.id)).toEqual([]);
  });

  it("prices a parent bank's pickup at buying_price, and shows the parent bank instead of a customer", async () => {
    const data = await record({
      bsuId: melati(), collectorId: f.bsiIds[0],
      lines: [{ trashId: item.pet, qty: '2.5' }, { trashId: f.trashIds[1], qty: 3 }, { trashId: item.gelas, qty: '7' }],
    });
    expect(data).toMatchObject({ amount: '15341.78', customer: null, status: 'pending' }); // 10000.025 → 10000.03, 4500.00, 841.75
    expect(data.collector).toEqual({ trash_bank_name: 'Bank Sampah Induk Bandung', address: 'Jl. Induk No. 1', unique_code: '001', user: { phone_number: expect.any(String) } });
    expect(data.details.map((d) => [d.price, d.amount])).toEqual([['4000.01', '10000.03'], ['1500.00', '4500.00'], ['120.25', '841.75']]);
    await call('PUT', `/strict/transaction/cancel/${data.id}`); // keeps the stock story below simple
  });

  const lines = (patch: object = {}) => [{ trashId: item.pet, qty: '1', ...patch }];
  const deposit = (patch: object = {}) => () => ({ bsuId: melati(), customerId: f.customerIds[0], lines: lines(), ...patch });
  const invalid = (field: string, message: string) => ({ message: INVALID, errors: { [field]: [message] } });
  const refused = (field: string, message: string) => ({ message, errors: { [field]: [message] } });
  it.each<[string, () => object, object]>([
    ['both counterparties', deposit({ collectorId: 1 }), invalid('customerId', ONE_PARTY)],
    ['no counterparty', deposit({ customerId: undefined }), invalid('customerId', ONE_PARTY)],
    ['no lines', deposit({ lines: [] }), invalid('lines', 'Transaksi harus memiliki minimal satu item sampah')],
    ['lines left out', deposit({ lines: undefined }), invalid('lines', 'Transaksi harus memiliki minimal satu item sampah')],
    ['101 lines', () => deposit({ lines: Array(101).fill(lines()[0]) })(), invalid('lines', 'Transaksi maksimal 100 item sampah')],
    ['a zero quantity', () => deposit({ lines: lines({ qty: 0 }) })(), refused('lines.0.qty', 'Jumlah sampah harus lebih dari 0 dengan paling banyak 3 angka desimal')],
    ['a negative quantity', () => deposit({ lines: lines({ qty: -1 }) })(), invalid('lines.0.qty', QTY)],
    ['a quantity with 4 decimals', () => deposit({ lines: lines({ qty: '1.2345' }) })(), invalid('lines.0.qty', QTY)],
    ['no quantity', () => deposit({ lines: [{ trashId: item.pet }] })(), invalid('lines.0.qty', 'Jumlah kosong')],
    ['no item', deposit({ lines: [{ qty: 1 }] }), invalid('lines.0.trashId', 'Sampah belum dipilih')],
    ['an unknown item', deposit({ lines: [{ trashId: 999_999, qty: 1 }] }), refused('lines.0.trashId', 'Sampah tidak ditemukan')],
    ['an inactive item', () => deposit({ lines: lines({ trashId: item.inactive }) })(), refused('lines.0.trashId', 'Sampah Kardus Basah tidak aktif')],
    ["another parent bank's item", () => deposit({ lines: lines({ trashId: f.trashIds[3] }) })(), refused('lines.0.trashId', 'Sampah Kertas HVS bukan milik jaringan bank sampah ini')],
    ["another unit's own item", () => deposit({ lines: [...lines(), { trashId: item.mawarOwn, qty: 1 }] })(), refused('lines.1.trashId', 'Sampah Kompos Mawar bukan milik jaringan bank sampah ini')],
    ["a parent bank that is not the unit's", () => deposit({ customerId: undefined, collectorId: f.bsiIds[1] })(), refused('collectorId', 'Bank Sampah Induk ini bukan induk dari Bank Sampah Unit tersebut')],
    ['an unknown customer', deposit({ customerId: 999_999 }), refused('customerId', 'Nasabah tidak ditemukan')],
    ['an unknown unit bank', deposit({ bsuId: 999_999 }), refused('bsuId', 'Bank Sampah Unit tidak ditemukan')],
    ['no unit bank (administrator)', deposit({ bsuId: undefined }), invalid('bsuId', 'Bank Sampah Unit belum dipilih')],
    ['a unit bank id that is not one', deposit({ bsuId: 'abc' }), invalid('bsuId', 'Bank Sampah Unit belum dipilih')],
  ])('refuses %s with 422 and its message, recording nothing', async (_, body, expected) => {
    expect(await unchanged(db, () => call('POST', '/strict/transaction', body()))).toEqual({ status: 422, body: expected });
  });

  it("settles a deposit once: stock moves in and the customer's wallet gets exactly one credit", async () => {
    const data = await record({ bsuId: melati(), customerId: f.customerIds[1], lines: [{ trashId: item.pet, qty: '2.5' }, { trashId: f.trashIds[0], qty: 1 }] });
    expect(data.amount).toBe('11333.33');
    expect([await stockOf(db, item.pet), await stockOf(db, f.trashIds[0]!)]).toEqual(['0.000', '0.000']);
    const res = await call('PUT', `/strict/transaction/settle/${data.id}`);
    expect(res).toEqual({ status: 200, body: { message: 'Transaksi berhasil diselesaikan', data: { ...data, status: 'settlement' } } });
    expect([await stockOf(db, item.pet), await stockOf(db, f.trashIds[0]!)]).toEqual(['2.500', '1.000']);
    const ledger = await db.select().from(walletLedger).where(eq(walletLedger.transactionId, data.id));
    expect(ledger).toMatchObject([{ kind: 'transaction', amount: '11333.33' }]);
    const balance = await call('GET', '/strict/wallet?filter_note=balance&search=aminah');
    expect(balance.body.items).toMatchObject([{ user: 'Siti Aminah', amount: '11333.33', balance: '11333.33' }]);
    expect(await auditOf(db, data.id)).toMatchObject([{ action: 'settle', actorUserId: f.adminId, after: { status: 'settlement', amount: '11333.33' } }]);

    for (const action of ['settle', 'cancel']) {
      expect(await unchanged(db, () => call('PUT', `/strict/transaction/${action}/${data.id}`))).toEqual({ status: 409, body: already('diselesaikan') });
    }
    expect(await auditOf(db, data.id)).toHaveLength(1);
  });

  it('twenty concurrent settles of one deposit: one 200, nineteen 409, one credit, stock moved once', async () => {
    const data = await record({ bsuId: melati(), customerId: f.customerIds[2], lines: [{ trashId: item.gelas, qty: 4 }] });
    const stock = await stockOf(db, item.gelas);
    const results = await Promise.all(Array.from({ length: 20 }, () => call('PUT', `/strict/transaction/settle/${data.id}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body)).toEqual(Array(19).fill(already('diselesaikan')));
    expect(await db.select().from(walletLedger).where(eq(walletLedger.transactionId, data.id))).toHaveLength(1);
    expect([stock, await stockOf(db, item.gelas)]).toEqual(['0.000', '4.000']);
    expect(await auditOf(db, data.id)).toHaveLength(1);
  });

  it('cancels a pending transaction once; a cancelled one never settles', async () => {
    const data = await record({ bsuId: melati(), customerId: f.customerIds[0], lines: [{ trashId: item.pet, qty: 1 }] });
    const stock = await stockOf(db, item.pet);
    const res = await call('PUT', `/strict/transaction/cancel/${data.id}`);
    expect(res).toEqual({ status: 200, body: { message: 'Transaksi berhasil dibatalkan', data: { ...data, status: 'cancelled' } } });
    for (const action of ['settle', 'cancel']) {
      expect(await unchanged(db, () => call('PUT', `/strict/transaction/${action}/${data.id}`))).toEqual({ status: 409, body: already('dibatalkan') });
    }
    expect(await stockOf(db, item.pet)).toBe(stock);
    expect(await db.select().from(walletLedger).where(eq(walletLedger.transactionId, data.id))).toEqual([]);
    expect(await auditOf(db, data.id)).toMatchObject([{ action: 'cancel', actorUserId: f.adminId }]);
  });

  it('settles a pickup by taking stock out and crediting no wallet; refuses one the stock cannot cover', async () => {
    expect(await stockOf(db, item.pet)).toBe('2.500');
    const tooMuch = await record({ bsuId: melati(), collectorId: f.bsiIds[0], lines: [{ trashId: item.pet, qty: '2.501' }] });
    expect(await unchanged(db, () => call('PUT', `/strict/transaction/settle/${tooMuch.id}`))).toEqual({
      status: 409, body: { message: 'Stok Botol PET tidak mencukupi: tersedia 2.500 kg, diambil 2.501 kg' },
    });
    expect((await call('GET', `/strict/transaction/details?id=${tooMuch.id}`)).body.status).toBe('pending');
    const pickup = await record({ bsuId: melati(), collectorId: f.bsiIds[0], lines: [{ trashId: item.pet, qty: '1.5' }] });
    expect((await call('PUT', `/strict/transaction/settle/${pickup.id}`)).status).toBe(200);
    expect(await stockOf(db, item.pet)).toBe('1.000');
    expect(await db.select().from(walletLedger).where(eq(walletLedger.transactionId, pickup.id))).toEqual([]);
  });

  it('refuses with a 422, changing nothing, an amount or a stock too large to store', async () => {
    // Each number is within its own bounds; a quantity times a price, or a stock plus a deposit,
    // is past numeric(16, 2) or numeric(14, 3). Found by server/routes/fuzz-limits.test.ts.
    const tooLarge = { status: 422, body: { message: 'Angka terlalu besar untuk disimpan' } };
    const hugeLine = { bsuId: melati(), customerId: f.customerIds[0], lines: [{ trashId: item.pet, qty: '99999999999.999' }] };
    expect(await unchanged(db, () => call('POST', '/strict/transaction', hugeLine))).toEqual(tooLarge);
    const [full] = await db.insert(trash).values(newItem(f.bsiIds[0]!, 'Gudang Penuh', '0.01', '0.01', 'kg', { stock: '99999999999.999' })).returning({ id: trash.id });
    const deposit = await record({ bsuId: melati(), customerId: f.customerIds[0], lines: [{ trashId: full!.id, qty: '1' }] });
    expect(await unchanged(db, () => call('PUT', `/strict/transaction/settle/${deposit.id}`))).toEqual(tooLarge);
    expect((await call('GET', `/strict/transaction/details?id=${deposit.id}`)).body.status).toBe('pending');
  });

  it("lets a unit bank's staff record and settle at their own bank only", async () => {
    const unitUserId = await bsuUser(db, melati());
    const unit = caller<TransactionDetails>(app, await fieldToken(app, db, unitUserId, 'melati@test.id'));
    const own = await record({ customerId: f.customerIds[0], lines: [{ trashId: item.pet, qty: 1 }] }, unit);
    // The bank is the one the user works at, whatever the request names.
    const named = await record({ bsuId: f.bsuIds[1], customerId: f.customerIds[0], lines: [{ trashId: item.pet, qty: 1 }] }, unit);
    for (const data of [own, named]) expect(data.bsu.trash_bank_name).toBe('BSU Melati');
    expect((await db.select().from(transactions).where(eq(transactions.id, own.id)))[0]).toMatchObject({ bsuId: melati(), createdBy: unitUserId });
    expect((await unit('PUT', `/strict/transaction/settle/${own.id}`)).status).toBe(200);
    expect(await auditOf(db, own.id)).toMatchObject([{ action: 'settle', actorUserId: unitUserId }]);

    const mawars = await record({ bsuId: f.bsuIds[1], customerId: f.customerIds[0], lines: [{ trashId: item.pet, qty: 1 }] });
    for (const action of ['settle', 'cancel']) {
      expect(await unchanged(db, () => unit('PUT', `/strict/transaction/${action}/${mawars.id}`))).toEqual({ status: 403, body: { message: 'Transaksi ini milik Bank Sampah Unit lain' } });
    }
    expect((await call('GET', `/strict/transaction/details?id=${mawars.id}`)).body.status).toBe('pending');
    expect(await unit('GET', '/strict/transaction')).toEqual({ status: 403, body: FORBIDDEN });

    const loose = await insertUser(db, { firstName: 'Unit Lepas', role: 'unit' });
    const noBank = caller<TransactionDetails>(app, await fieldToken(app, db, loose, 'lepas@test.id'));
    const notLinked = { message: 'Akun ini tidak terhubung dengan Bank Sampah Unit mana pun' };
    expect(await unchanged(db, () => noBank('POST', '/strict/transaction', { customerId: f.customerIds[0], lines: lines() }))).toEqual({ status: 403, body: notLinked });
    expect(await unchanged(db, () => noBank('PUT', `/strict/transaction/settle/${mawars.id}`))).toEqual({ status: 403, body: notLinked });
  });

  it('refuses customers (403) and callers without a token (401), changing nothing', async () => {
    const customer = caller<TransactionDetails>(app, await signIn(app, CUSTOMER_LOGIN));
    const pending = await record({ bsuId: melati(), customerId: f.customerIds[0], lines: lines() });
    const calls: [string, string, unknown?][] = [
      ['POST', '/strict/transaction', { bsuId: melati(), customerId: f.customerIds[0], lines: lines() }],
      ['PUT', `/strict/transaction/settle/${pending.id}`], ['PUT', `/strict/transaction/cancel/${pending.id}`],
      ['GET', '/strict/transaction'], ['GET', `/strict/transaction/details?id=${pending.id}`],
    ];
    for (const [method, path, body] of calls) {
      expect(await unchanged(db, () => customer(method, path, body)), path).toEqual({ status: 403, body: FORBIDDEN });
      expect(await unchanged(db, () => caller<TransactionDetails>(app)(method, path, body)), path).toEqual({ status: 401, body: UNAUTHENTICATED });
    }
  });

  it('answers 404 for a transaction that does not exist and 422 for an id that is not one', async () => {
    for (const action of ['settle', 'cancel']) {
      expect(await unchanged(db, () => call('PUT', `/strict/transaction/${action}/999999`))).toEqual({ status: 404, body: { message: 'Transaksi tidak ditemukan' } });
      for (const id of ['abc', '0', '-1', '1.5']) {
        expect(await unchanged(db, () => call('PUT', `/strict/transaction/${action}/${id}`))).toEqual({ status: 422, body: { message: INVALID, errors: { id: ['ID tidak valid'] } } });
      }
    }
  });
});

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
    const [bsi] = await db.insert(collectors).values({ ...bank, userId: await insertUser(db, { firstName: 'Induk Cimahi', role: 'collector' }), uniqueCode: '3277001', trashBankName: 'Bank Sampah Induk Cimahi' }).returning({ id: collectors.id });
    const unit = async (name: string, code: string) => (await db.insert(bsus).values({ ...bank, userId: await insertUser(db, { firstName: name, role: 'unit' }), collectorId: bsi!.id, uniqueCode: code, trashBankName: name }).returning({ id: bsus.id }))[0]!.id;
    const [kamboja, seroja] = [await unit('BSU Kamboja', '3277002'), await unit('BSU Seroja', '3277001')];
    const [jerigen] = await db.insert(trash).values(newItem(bsi!.id, 'Jerigen', '1000.00', '800.00', 'pcs', { stock: '100' })).returning({ id: trash.id });
    const post = async (body: object) => (await call('POST', '/strict/transaction', { ...body, lines: [{ trashId: jerigen!.id, qty: (body as { qty: number }).qty }] })).body.data!.id;
    const ids = {
      A: await post({ bsuId: kamboja, customerId: f.customerIds[1], qty: 2 }),
      B: await post({ bsuId: kamboja, collectorId: bsi!.id, qty: 3 }),
      C: await post({ bsuId: seroja, customerId: f.customerIds[2], qty: 1 }),
    };
    expect((await call('PUT', `/strict/transaction/settle/${ids.B}`)).status).toBe(200);
    expect((await call('PUT', `/strict/transaction/cancel/${ids.C}`)).status).toBe(200);
    for (const [i, key] of (['A', 'B', 'C'] as const).entries()) {
      await db.update(transactions).set({ createdOn: new Date(Date.UTC(2024, 3, 10, 3 + i)) }).where(eq(transactions.id, ids[key]));
    }
    // Prices change later; a recorded line keeps the price it was recorded at.
    await db.update(trash).set({ sellingPrice: '1100.00', buyingPrice: '900.00' }).where(eq(trash.id, jerigen!.id));
    for (const key of ['A', 'B', 'C'] as const) mine[key] = (await call('GET', `/strict/transaction/details?id=${ids[key]}`)).body as never;

    const item = (id: number, created_on: string, user: string, bsi_code: string | null, bsu_code: string, amount: string, status: string) =>
      ({ id, created_on, user, bsi_code, bsu_code, amount, status });
    expected.set('A', item(ids.A, '2024-04-10T03:00:00.000Z', 'Siti Aminah', null, '3277002', '2000.00', 'pending'));
    expected.set('B', item(ids.B, '2024-04-10T04:00:00.000Z', 'Bank Sampah Induk Cimahi', '3277001', '3277002', '2400.00', 'settlement'));
    expected.set('C', item(ids.C, '2024-04-10T05:00:00.000Z', 'Agus', null, '3277001', '1000.00', 'cancelled'));
    for (const [n, t] of f.transactions.entries()) {
      const bsi = n % 5 === 1 ? '001' : n % 5 === 3 ? '002' : null;
      expected.set(n, item(t.id, t.createdOn.toISOString(), t.user, bsi, `10${FIXTURE_BSU[n]! + 1}`, t.amount, t.status));
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
    expect(pages.map((p) => [p.items.length, p.has_next_page, p.total_records])).toEqual([[5, true, 21], [5, true, 21], [5, true, 21], [5, true, 21], [1, false, 21]]);
    expect(pages.flatMap((p) => p.items)).toEqual(items(order));
    expect(await list('page=3&per_page=7')).toEqual({ items: items(order.slice(14)), has_next_page: false, total_records: 21 });
    expect((await list('page=2&per_page=7')).has_next_page).toBe(true);
    expect((await list('per_page=20')).has_next_page).toBe(true);
    expect((await list('per_page=21')).has_next_page).toBe(false);
    expect(await list('page=6&per_page=5')).toEqual({ items: [], has_next_page: false, total_records: 21 });
    expect(await list('search=pending&page=2&per_page=4')).toEqual({ items: items([7, 5, 3, 1]), has_next_page: false, total_records: 8 });
  });

  it.each([['per_page=51', 'per_page', 'Jumlah per halaman harus antara 1 dan 50'], ['page=0', 'page', 'Halaman harus bilangan bulat positif']])(
    'refuses %s with 422 naming the field',
    async (query, field, message) => expect(await call('GET', `/strict/transaction?${query}`)).toEqual({ status: 422, body: { message: INVALID, errors: { [field]: [message] } } }),
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
    expect(await list(`search=${encodeURIComponent(term)}`)).toEqual({ items: items(keys), has_next_page: false, total_records: keys.length });
  });

  it("shows a customer's deposit: the unit bank and the customer, no parent bank, lines at their recorded price", async () => {
    expect(transactionDetailsSchema.parse(mine.A)).toEqual({
      id: (expected.get('A') as { id: number }).id, created_on: '2024-04-10T03:00:00.000Z', status: 'pending', amount: '2000.00', collector: null,
      bsu: { trash_bank_name: 'BSU Kamboja', address: 'Jl. Cimahi No. 1', unique_code: '3277002', user: { phone_number: expect.stringMatching(/^0812\d{8}$/) } },
      customer: { address: 'Jl. Nasabah No. 2', nik: '3273010101900002', user: { first_name: 'Siti', last_name: 'Aminah', phone_number: await phoneOf(db, await customerUser(db, f.customerIds[1]!)) } },
      details: [line('Jerigen', '900.00', '1100.00', '2.000', 'pcs', '1000.00', '2000.00')],
    });
  });

  it("shows a parent bank's pickup: the parent bank and the unit bank, no customer, lines at buying_price", async () => {
    expect(mine.B).toMatchObject({ status: 'settlement', amount: '2400.00', customer: null, bsu: { trash_bank_name: 'BSU Kamboja' } });
    expect(mine.B.collector).toEqual({ trash_bank_name: 'Bank Sampah Induk Cimahi', address: 'Jl. Cimahi No. 1', unique_code: '3277001', user: { phone_number: expect.stringMatching(/^0812\d{8}$/) } });
    expect(mine.B.details).toEqual([line('Jerigen', '900.00', '1100.00', '3.000', 'pcs', '800.00', '2400.00')]);
    expect(mine.C).toMatchObject({ status: 'cancelled', collector: null, customer: { user: { first_name: 'Agus', last_name: null } } });
  });

  it('answers 404 for an unknown transaction and 422 for an id that is not one', async () => {
    expect(await call('GET', '/strict/transaction/details?id=999999')).toEqual({ status: 404, body: { message: 'Transaksi tidak ditemukan' } });
    for (const query of ['id=abc', 'id=0', 'id=-2', 'id=', '']) {
      expect(await call('GET', `/strict/transaction/details?${query}`)).toEqual({ status: 422, body: { message: INVALID, errors: { id: ['ID tidak valid'] } } });
    }
  });
});

/** A seeded PRNG (mulberry32): the same "random" line items on every run. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const decimal = (scaled: bigint, scale: number) => {
  const digits = scaled.toString().padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
};

describe.each(testDbKinds)('money over 10,000 random line items on %s', (kind) => {
  let database: Database;
  afterAll(() => database?.close());

  it('prices every line half-up to the cent and totals every transaction exactly, as BigInt arithmetic does', async () => {
    const setup = await setUp(kind);
    ({ database } = setup);
    const { db, fixtures: f, call } = setup;
    const rnd = mulberry32(20240301);
    const [bsu] = await db.insert(bsus).values({ userId: await insertUser(db, { firstName: 'Presisi', role: 'unit' }), collectorId: f.bsiIds[0]!, uniqueCode: '3273900', trashBankName: 'BSU Presisi', address: 'Jl. Presisi', villageId: '32.73.01.1001' }).returning({ id: bsus.id });
    // Prices from Rp 0,01 to Rp 999.999,99 with every magnitude in between (cents, as BigInt).
    const prices = Array.from({ length: 200 }, () => ({ selling: BigInt(Math.floor(rnd() ** 3 * 1e8)), buying: BigInt(Math.floor(rnd() ** 3 * 1e8)) }));
    const rows = await db.insert(trash).values(prices.map((p, i) => newItem(f.bsiIds[0]!, `Acak ${i}`, decimal(p.selling, 2), decimal(p.buying, 2), 'kg'))).returning({ id: trash.id });

    let [grandTotal, halfway, floatWrong] = [0n, 0, 0];
    const totals = new Map<number, { total: bigint; amounts: string[] }>();
    for (let t = 0; t < 100; t++) {
      const byCollector = t % 2 === 1;
      const lines = Array.from({ length: 100 }, () => ({ item: Math.floor(rnd() * rows.length), qty: 1n + BigInt(Math.floor(rnd() ** 2 * 999_999)) }));
      let total = 0n;
      const amounts = lines.map(({ item, qty }) => {
        const price = byCollector ? prices[item]!.buying : prices[item]!.selling;
        const exact = qty * price; // thousandths of a cent
        if (exact % 1000n === 500n) halfway++;
        const cents = (exact + 500n) / 1000n; // half-up
        if (Math.round(Number(decimal(qty, 3)) * Number(decimal(price, 2)) * 100) !== Number(cents)) floatWrong++;
        total += cents;
        return decimal(cents, 2);
      });
      const party = byCollector ? { collectorId: f.bsiIds[0] } : { customerId: f.customerIds[t % 3] };
      // Half the quantities travel as JSON numbers, half as strings.
      const body = { bsuId: bsu!.id, ...party, lines: lines.map(({ item, qty }) => ({ trashId: rows[item]!.id, qty: t % 4 < 2 ? decimal(qty, 3) : Number(decimal(qty, 3)) })) };
      const res = await call('POST', '/strict/transaction', body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const data = res.body.data!;
      expect(data.details.map((d) => d.amount)).toEqual(amounts);
      expect(data.details.map((d) => d.qty)).toEqual(lines.map(({ qty }) => decimal(qty, 3)));
      expect(data.amount).toBe(decimal(total, 2));
      totals.set(data.id, { total, amounts });
      grandTotal += total;
    }
    // The data is hard enough: exact halves occur, and float arithmetic gets some lines wrong.
    expect(halfway).toBeGreaterThan(0);
    expect(floatWrong).toBeGreaterThan(0);

    const pages = [await call('GET', '/strict/transaction?search=BSU-3273900&per_page=50'), await call('GET', '/strict/transaction?search=BSU-3273900&page=2&per_page=50')];
    expect(pages.map((p) => [p.status, p.body.total_records, p.body.has_next_page])).toEqual([[200, 100, true], [200, 100, false]]);
    let listed = 0n;
    for (const row of pages.flatMap((p) => p.body.items as { id: number; amount: string }[])) {
      expect(row.amount).toBe(decimal(totals.get(row.id)!.total, 2));
      listed += BigInt(row.amount.replace('.', ''));
    }
    expect(listed).toBe(grandTotal);

    let detailed = 0n;
    for (const [id, { total, amounts }] of totals) {
      const body = (await call('GET', `/strict/transaction/details?id=${id}`)).body as unknown as TransactionDetails;
      expect([body.amount, ...body.details.map((d) => d.amount)]).toEqual([decimal(total, 2), ...amounts]);
      detailed += BigInt(body.amount.replace('.', ''));
    }
    expect(detailed).toBe(grandTotal);
    const [stored] = await db.select({ sum: sql<string>`sum(${transactions.amount})::text` }).from(transactions).where(eq(transactions.bsuId, bsu!.id));
    expect(stored!.sum).toBe(decimal(grandTotal, 2));
  });
});
