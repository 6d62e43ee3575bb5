// /strict/transaction (SPEC §2 "Data Transaksi", §3, §7): recording at a unit bank with the
// waste items' prices, settling and cancelling exactly once (the lists: transaction-lists.test.ts).
// What a client notices: exact money, the message of every refusal, and that a refusal changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionDetailsSchema, type TransactionDetails } from '../../lib/schemas/transactions';
import type { App } from '../app';
import type { Database, Db } from '../db/client';
import { transactions, trash, walletLedger } from '../db/schema';
import { CUSTOMER_LOGIN, insertUser, type Fixtures } from '../test/fixtures';
import { caller, fieldToken, RawJson, signIn, unchanged } from '../test/api';
import { testDbKinds } from '../test/databases';
import {
  INVALID,
  FORBIDDEN,
  UNAUTHENTICATED,
  ONE_PARTY,
  QTY,
  already,
  type Call,
  phoneOf,
  bsuUser,
  customerUser,
  stockOf,
  auditOf,
  line,
  newItem,
  setUp,
} from '../test/transaction-api';

describe.each(testDbKinds)('POST /strict/transaction, settle and cancel on %s', (kind) => {
  let database: Database;
  let db: Db;
  let f: Fixtures;
  let app: App;
  let call: Call;
  const item: Record<'pet' | 'gelas' | 'inactive' | 'mawarOwn', number> = {
    pet: 0,
    gelas: 0,
    inactive: 0,
    mawarOwn: 0,
  };
  const melati = () => f.bsuIds[0]!;

  beforeAll(async () => {
    ({ database, db, fixtures: f, app, call } = await setUp(kind));
    const bsi = f.bsiIds[0]!; // parent of BSU Melati, Mawar and Anggrek
    const [pet, gelas, inactive, mawarOwn] = await db
      .insert(trash)
      .values([
        newItem(bsi, 'Botol PET', '3333.33', '4000.01', 'kg'),
        newItem(bsi, 'Gelas Plastik', '150.50', '120.25', 'pcs'),
        newItem(bsi, 'Kardus Basah', '100.00', '50.00', 'kg', { status: 'inactive' }),
        newItem(bsi, 'Kompos Mawar', '100.00', '50.00', 'kg', { bsuId: f.bsuIds[1]! }),
      ])
      .returning({ id: trash.id });
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
      bsuId: melati(),
      customerId: f.customerIds[0],
      lines: [
        { trashId: item.pet, qty: '2.5' }, // 3333.33 × 2.5 = 8333.325 → 8333.33 (half-up, not half-even)
        { trashId: item.pet, qty: 0.001 }, // 3.33333 → 3.33
        { trashId: f.trashIds[0], qty: 1.234 }, // Botol Plastik 3000.00
        { trashId: f.trashIds[2], qty: '0,333' }, // Kaleng Aluminium 12000.00, typed with a comma
        { trashId: String(item.gelas), qty: 7 }, // 150.50 a piece
      ],
    });
    const [budi, unit] = [
      await phoneOf(db, await customerUser(db, f.customerIds[0]!)),
      await phoneOf(db, await bsuUser(db, melati())),
    ];
    expect(res).toEqual({
      status: 201,
      body: {
        message: 'Transaksi berhasil dicatat',
        data: {
          id: expect.any(Number),
          created_on: expect.any(String),
          status: 'pending',
          amount: '17088.16',
          collector: null,
          bsu: {
            trash_bank_name: 'BSU Melati',
            address: 'Jl. Unit No. 1',
            unique_code: '101',
            user: { phone_number: unit },
          },
          customer: {
            address: 'Jl. Nasabah No. 1',
            nik: '3273010101900001',
            user: { first_name: 'Budi', last_name: 'Santoso', phone_number: budi },
          },
          details: [
            line('Botol PET', '4000.01', '3333.33', '2.500', 'kg', '3333.33', '8333.33'),
            line('Botol PET', '4000.01', '3333.33', '0.001', 'kg', '3333.33', '3.33'),
            line('Botol Plastik', '2500.00', '3000.00', '1.234', 'kg', '3000.00', '3702.00'),
            line('Kaleng Aluminium', '10000.00', '12000.00', '0.333', 'kg', '12000.00', '3996.00'),
            line('Gelas Plastik', '120.25', '150.50', '7.000', 'pcs', '150.50', '1053.50'),
          ],
        },
      },
    });
    const data = res.body.data!;
    expect(await call('GET', `/strict/transaction/details?id=${data.id}`)).toEqual({ status: 200, body: data });
    const [row] = await db.select().from(transactions).where(eq(transactions.id, data.id));
    expect(row).toMatchObject({
      bsuId: melati(),
      customerId: f.customerIds[0],
      collectorId: null,
      amount: '17088.16',
      createdBy: f.adminId,
      settledAt: null,
    });
    expect(await auditOf(db, data.id)).toEqual([]);
  });

  it("prices a parent bank's pickup at buying_price, and shows the parent bank instead of a customer", async () => {
    const data = await record({
      bsuId: melati(),
      collectorId: f.bsiIds[0],
      lines: [
        { trashId: item.pet, qty: '2.5' },
        { trashId: f.trashIds[1], qty: 3 },
        { trashId: item.gelas, qty: '7' },
      ],
    });
    expect(data).toMatchObject({ amount: '15341.78', customer: null, status: 'pending' }); // 10000.025 → 10000.03, 4500.00, 841.75
    expect(data.collector).toEqual({
      trash_bank_name: 'Bank Sampah Induk Bandung',
      address: 'Jl. Induk No. 1',
      unique_code: '001',
      user: { phone_number: expect.any(String) },
    });
    expect(data.details.map((d) => [d.price, d.amount])).toEqual([
      ['4000.01', '10000.03'],
      ['1500.00', '4500.00'],
      ['120.25', '841.75'],
    ]);
    await call('PUT', `/strict/transaction/cancel/${data.id}`); // keeps the stock story below simple
  });

  const lines = (patch: object = {}) => [{ trashId: item.pet, qty: '1', ...patch }];
  const deposit =
    (patch: object = {}) =>
    () => ({ bsuId: melati(), customerId: f.customerIds[0], lines: lines(), ...patch });
  const invalid = (field: string, message: string) => ({ message: INVALID, errors: { [field]: [message] } });
  const refused = (field: string, message: string) => ({ message, errors: { [field]: [message] } });
  it.each<[string, () => object, object]>([
    ['both counterparties', deposit({ collectorId: 1 }), invalid('customerId', ONE_PARTY)],
    ['no counterparty', deposit({ customerId: undefined }), invalid('customerId', ONE_PARTY)],
    ['no lines', deposit({ lines: [] }), invalid('lines', 'Transaksi harus memiliki minimal satu item sampah')],
    [
      'lines left out',
      deposit({ lines: undefined }),
      invalid('lines', 'Transaksi harus memiliki minimal satu item sampah'),
    ],
    [
      '101 lines',
      () => deposit({ lines: Array(101).fill(lines()[0]) })(),
      invalid('lines', 'Transaksi maksimal 100 item sampah'),
    ],
    [
      'a zero quantity',
      () => deposit({ lines: lines({ qty: 0 }) })(),
      refused('lines.0.qty', 'Jumlah sampah harus lebih dari 0 dengan paling banyak 3 angka desimal'),
    ],
    ['a negative quantity', () => deposit({ lines: lines({ qty: -1 }) })(), invalid('lines.0.qty', QTY)],
    ['a quantity with 4 decimals', () => deposit({ lines: lines({ qty: '1.2345' }) })(), invalid('lines.0.qty', QTY)],
    ['no quantity', () => deposit({ lines: [{ trashId: item.pet }] })(), invalid('lines.0.qty', 'Jumlah kosong')],
    ['no item', deposit({ lines: [{ qty: 1 }] }), invalid('lines.0.trashId', 'Sampah belum dipilih')],
    [
      'an unknown item',
      deposit({ lines: [{ trashId: 999_999, qty: 1 }] }),
      refused('lines.0.trashId', 'Sampah tidak ditemukan'),
    ],
    [
      'an inactive item',
      () => deposit({ lines: lines({ trashId: item.inactive }) })(),
      refused('lines.0.trashId', 'Sampah Kardus Basah tidak aktif'),
    ],
    [
      "another parent bank's item",
      () => deposit({ lines: lines({ trashId: f.trashIds[3] }) })(),
      refused('lines.0.trashId', 'Sampah Kertas HVS bukan milik jaringan bank sampah ini'),
    ],
    [
      "another unit's own item",
      () => deposit({ lines: [...lines(), { trashId: item.mawarOwn, qty: 1 }] })(),
      refused('lines.1.trashId', 'Sampah Kompos Mawar bukan milik jaringan bank sampah ini'),
    ],
    [
      "a parent bank that is not the unit's",
      () => deposit({ customerId: undefined, collectorId: f.bsiIds[1] })(),
      refused('collectorId', 'Bank Sampah Induk ini bukan induk dari Bank Sampah Unit tersebut'),
    ],
    ['an unknown customer', deposit({ customerId: 999_999 }), refused('customerId', 'Nasabah tidak ditemukan')],
    ['an unknown unit bank', deposit({ bsuId: 999_999 }), refused('bsuId', 'Bank Sampah Unit tidak ditemukan')],
    ['no unit bank (administrator)', deposit({ bsuId: undefined }), invalid('bsuId', 'Bank Sampah Unit belum dipilih')],
    ['a unit bank id that is not one', deposit({ bsuId: 'abc' }), invalid('bsuId', 'Bank Sampah Unit belum dipilih')],
  ])('refuses %s with 422 and its message, recording nothing', async (_, body, expected) => {
    expect(await unchanged(db, () => call('POST', '/strict/transaction', body()))).toEqual({
      status: 422,
      body: expected,
    });
  });

  it.each(['1.0000000000000002', '1e309', '1e21', '1e-7'])(
    'refuses a quantity sent as the JSON number %s, which cannot be read exactly, with 422 "must be a number", recording nothing',
    async (qty) => {
      const body = new RawJson(
        `{"bsuId": ${melati()}, "customerId": ${f.customerIds[0]}, "lines": [{"trashId": ${item.pet}, "qty": ${qty}}]}`,
      );
      expect(await unchanged(db, () => call('POST', '/strict/transaction', body))).toEqual({
        status: 422,
        body: invalid('lines.0.qty', 'Harus berupa angka'),
      });
    },
  );

  it("settles a deposit once: stock moves in and the customer's wallet gets exactly one credit", async () => {
    const data = await record({
      bsuId: melati(),
      customerId: f.customerIds[1],
      lines: [
        { trashId: item.pet, qty: '2.5' },
        { trashId: f.trashIds[0], qty: 1 },
      ],
    });
    expect(data.amount).toBe('11333.33');
    expect([await stockOf(db, item.pet), await stockOf(db, f.trashIds[0]!)]).toEqual(['0.000', '0.000']);
    const res = await call('PUT', `/strict/transaction/settle/${data.id}`);
    expect(res).toEqual({
      status: 200,
      body: { message: 'Transaksi berhasil diselesaikan', data: { ...data, status: 'settlement' } },
    });
    expect([await stockOf(db, item.pet), await stockOf(db, f.trashIds[0]!)]).toEqual(['2.500', '1.000']);
    const ledger = await db.select().from(walletLedger).where(eq(walletLedger.transactionId, data.id));
    expect(ledger).toMatchObject([{ kind: 'transaction', amount: '11333.33' }]);
    const balance = await call('GET', '/strict/wallet?filter_note=balance&search=aminah');
    expect(balance.body.items).toMatchObject([{ user: 'Siti Aminah', amount: '11333.33', balance: '11333.33' }]);
    expect(await auditOf(db, data.id)).toMatchObject([
      { action: 'settle', actorUserId: f.adminId, after: { status: 'settlement', amount: '11333.33' } },
    ]);

    for (const action of ['settle', 'cancel']) {
      expect(await unchanged(db, () => call('PUT', `/strict/transaction/${action}/${data.id}`))).toEqual({
        status: 409,
        body: already('diselesaikan'),
      });
    }
    expect(await auditOf(db, data.id)).toHaveLength(1);
  });

  it('twenty concurrent settles of one deposit: one 200, nineteen 409, one credit, stock moved once', async () => {
    const data = await record({
      bsuId: melati(),
      customerId: f.customerIds[2],
      lines: [{ trashId: item.gelas, qty: 4 }],
    });
    const stock = await stockOf(db, item.gelas);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('PUT', `/strict/transaction/settle/${data.id}`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body)).toEqual(Array(19).fill(already('diselesaikan')));
    expect(await db.select().from(walletLedger).where(eq(walletLedger.transactionId, data.id))).toHaveLength(1);
    expect([stock, await stockOf(db, item.gelas)]).toEqual(['0.000', '4.000']);
    expect(await auditOf(db, data.id)).toHaveLength(1);
  });

  it('cancels a pending transaction once; a cancelled one never settles', async () => {
    const data = await record({
      bsuId: melati(),
      customerId: f.customerIds[0],
      lines: [{ trashId: item.pet, qty: 1 }],
    });
    const stock = await stockOf(db, item.pet);
    const res = await call('PUT', `/strict/transaction/cancel/${data.id}`);
    expect(res).toEqual({
      status: 200,
      body: { message: 'Transaksi berhasil dibatalkan', data: { ...data, status: 'cancelled' } },
    });
    for (const action of ['settle', 'cancel']) {
      expect(await unchanged(db, () => call('PUT', `/strict/transaction/${action}/${data.id}`))).toEqual({
        status: 409,
        body: already('dibatalkan'),
      });
    }
    expect(await stockOf(db, item.pet)).toBe(stock);
    expect(await db.select().from(walletLedger).where(eq(walletLedger.transactionId, data.id))).toEqual([]);
    expect(await auditOf(db, data.id)).toMatchObject([{ action: 'cancel', actorUserId: f.adminId }]);
  });

  it('settles a pickup by taking stock out and crediting no wallet; refuses one the stock cannot cover', async () => {
    expect(await stockOf(db, item.pet)).toBe('2.500');
    const tooMuch = await record({
      bsuId: melati(),
      collectorId: f.bsiIds[0],
      lines: [{ trashId: item.pet, qty: '2.501' }],
    });
    expect(await unchanged(db, () => call('PUT', `/strict/transaction/settle/${tooMuch.id}`))).toEqual({
      status: 409,
      body: { message: 'Stok Botol PET tidak mencukupi: tersedia 2.500 kg, diambil 2.501 kg' },
    });
    expect((await call('GET', `/strict/transaction/details?id=${tooMuch.id}`)).body.status).toBe('pending');
    const pickup = await record({
      bsuId: melati(),
      collectorId: f.bsiIds[0],
      lines: [{ trashId: item.pet, qty: '1.5' }],
    });
    expect((await call('PUT', `/strict/transaction/settle/${pickup.id}`)).status).toBe(200);
    expect(await stockOf(db, item.pet)).toBe('1.000');
    expect(await db.select().from(walletLedger).where(eq(walletLedger.transactionId, pickup.id))).toEqual([]);
  });

  it('refuses with a 422, changing nothing, an amount or a stock too large to store', async () => {
    // Each number is within its own bounds; a quantity times a price, or a stock plus a deposit,
    // is past numeric(16, 2) or numeric(14, 3). Found by server/routes/fuzz-limits.test.ts.
    const tooLarge = { status: 422, body: { message: 'Angka terlalu besar untuk disimpan' } };
    const hugeLine = {
      bsuId: melati(),
      customerId: f.customerIds[0],
      lines: [{ trashId: item.pet, qty: '99999999999.999' }],
    };
    expect(await unchanged(db, () => call('POST', '/strict/transaction', hugeLine))).toEqual(tooLarge);
    const [full] = await db
      .insert(trash)
      .values(newItem(f.bsiIds[0]!, 'Gudang Penuh', '0.01', '0.01', 'kg', { stock: '99999999999.999' }))
      .returning({ id: trash.id });
    const deposit = await record({
      bsuId: melati(),
      customerId: f.customerIds[0],
      lines: [{ trashId: full!.id, qty: '1' }],
    });
    expect(await unchanged(db, () => call('PUT', `/strict/transaction/settle/${deposit.id}`))).toEqual(tooLarge);
    expect((await call('GET', `/strict/transaction/details?id=${deposit.id}`)).body.status).toBe('pending');
  });

  it("lets a unit bank's staff record and settle at their own bank only", async () => {
    const unitUserId = await bsuUser(db, melati());
    const unit = caller<TransactionDetails>(app, await fieldToken(app, db, unitUserId, 'melati@test.id'));
    const own = await record({ customerId: f.customerIds[0], lines: [{ trashId: item.pet, qty: 1 }] }, unit);
    // The bank is the one the user works at, whatever the request names.
    const named = await record(
      { bsuId: f.bsuIds[1], customerId: f.customerIds[0], lines: [{ trashId: item.pet, qty: 1 }] },
      unit,
    );
    for (const data of [own, named]) expect(data.bsu.trash_bank_name).toBe('BSU Melati');
    expect((await db.select().from(transactions).where(eq(transactions.id, own.id)))[0]).toMatchObject({
      bsuId: melati(),
      createdBy: unitUserId,
    });
    expect((await unit('PUT', `/strict/transaction/settle/${own.id}`)).status).toBe(200);
    expect(await auditOf(db, own.id)).toMatchObject([{ action: 'settle', actorUserId: unitUserId }]);

    const mawars = await record({
      bsuId: f.bsuIds[1],
      customerId: f.customerIds[0],
      lines: [{ trashId: item.pet, qty: 1 }],
    });
    for (const action of ['settle', 'cancel']) {
      expect(await unchanged(db, () => unit('PUT', `/strict/transaction/${action}/${mawars.id}`))).toEqual({
        status: 403,
        body: { message: 'Transaksi ini milik Bank Sampah Unit lain' },
      });
    }
    expect((await call('GET', `/strict/transaction/details?id=${mawars.id}`)).body.status).toBe('pending');
    expect(await unit('GET', '/strict/transaction')).toEqual({ status: 403, body: FORBIDDEN });

    const loose = await insertUser(db, { firstName: 'Unit Lepas', role: 'unit' });
    const noBank = caller<TransactionDetails>(app, await fieldToken(app, db, loose, 'lepas@test.id'));
    const notLinked = { message: 'Akun ini tidak terhubung dengan Bank Sampah Unit mana pun' };
    expect(
      await unchanged(db, () =>
        noBank('POST', '/strict/transaction', { customerId: f.customerIds[0], lines: lines() }),
      ),
    ).toEqual({ status: 403, body: notLinked });
    expect(await unchanged(db, () => noBank('PUT', `/strict/transaction/settle/${mawars.id}`))).toEqual({
      status: 403,
      body: notLinked,
    });
  });

  it('refuses customers (403) and callers without a token (401), changing nothing', async () => {
    const customer = caller<TransactionDetails>(app, await signIn(app, CUSTOMER_LOGIN));
    const pending = await record({ bsuId: melati(), customerId: f.customerIds[0], lines: lines() });
    const calls: [string, string, unknown?][] = [
      ['POST', '/strict/transaction', { bsuId: melati(), customerId: f.customerIds[0], lines: lines() }],
      ['PUT', `/strict/transaction/settle/${pending.id}`],
      ['PUT', `/strict/transaction/cancel/${pending.id}`],
      ['GET', '/strict/transaction'],
      ['GET', `/strict/transaction/details?id=${pending.id}`],
    ];
    for (const [method, path, body] of calls) {
      expect(await unchanged(db, () => customer(method, path, body)), path).toEqual({ status: 403, body: FORBIDDEN });
      expect(await unchanged(db, () => caller<TransactionDetails>(app)(method, path, body)), path).toEqual({
        status: 401,
        body: UNAUTHENTICATED,
      });
    }
  });

  it('answers 404 for a transaction that does not exist and 422 for an id that is not one', async () => {
    for (const action of ['settle', 'cancel']) {
      expect(await unchanged(db, () => call('PUT', `/strict/transaction/${action}/999999`))).toEqual({
        status: 404,
        body: { message: 'Transaksi tidak ditemukan' },
      });
      for (const id of ['abc', '0', '-1', '1.5']) {
        expect(await unchanged(db, () => call('PUT', `/strict/transaction/${action}/${id}`))).toEqual({
          status: 422,
          body: { message: INVALID, errors: { id: ['ID tidak valid'] } },
        });
      }
    }
  });
});
