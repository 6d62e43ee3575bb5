// Recording at /strict/transaction (SPEC §2 "Data Transaksi", §3, §7): the waste items' prices,
// exact money, and the message of every refusal, which records nothing. Settling and cancelling:
// transactions-settle.test.ts; who may: transactions-access.test.ts; the lists: transaction-lists.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactions, trash } from '../db/schema';
import { RawJson, unchanged } from '../test/api';
import { testDbKinds } from '../test/databases';
import {
  INVALID,
  ONE_PARTY,
  QTY,
  phoneOf,
  bsuUser,
  customerUser,
  auditOf,
  line,
  newItem,
  useTransactionApp,
} from '../test/transaction-api';

describe.each(testDbKinds)('POST /strict/transaction, settle and cancel on %s', (kind) => {
  const t = useTransactionApp(kind);
  const { item, melati, pickup, lines } = t;

  it("prices a customer's deposit at selling_price, each line half-up to the cent, the total their exact sum", async () => {
    const res = await t.call('POST', '/strict/transaction', {
      bsuId: melati(),
      customerId: t.fixtures.customerIds[0],
      lines: [
        { trashId: item.pet, qty: '2.5' }, // 3333.33 × 2.5 = 8333.325 → 8333.33 (half-up, not half-even)
        { trashId: item.pet, qty: 0.001 }, // 3.33333 → 3.33
        { trashId: t.fixtures.trashIds[0], qty: 1.234 }, // Botol Plastik 3000.00
        { trashId: t.fixtures.trashIds[2], qty: '0,333' }, // Kaleng Aluminium 12000.00, typed with a comma
        { trashId: String(item.gelas), qty: 7 }, // 150.50 a piece
      ],
    });
    const [budi, unit] = [
      await phoneOf(t.db, await customerUser(t.db, t.fixtures.customerIds[0]!)),
      await phoneOf(t.db, await bsuUser(t.db, melati())),
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
    expect(await t.call('GET', `/strict/transaction/details?id=${data.id}`)).toEqual({ status: 200, body: data });
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, data.id));
    expect(row).toMatchObject({
      bsuId: melati(),
      customerId: t.fixtures.customerIds[0],
      collectorId: null,
      amount: '17088.16',
      createdBy: t.fixtures.adminId,
      settledAt: null,
    });
    expect(await auditOf(t.db, data.id)).toEqual([]);
  });

  it("prices a parent bank's pickup at buying_price, and shows the parent bank instead of a customer", async () => {
    const data = await pickup([
      { trashId: item.pet, qty: '2.5' },
      { trashId: t.fixtures.trashIds[1], qty: 3 },
      { trashId: item.gelas, qty: '7' },
    ]);
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
    await t.call('PUT', `/strict/transaction/cancel/${data.id}`); // keeps the stock story below simple
  });

  const deposit =
    (patch: object = {}) =>
    () => ({ bsuId: melati(), customerId: t.fixtures.customerIds[0], lines: lines(), ...patch });
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
      () => deposit({ lines: lines({ trashId: t.fixtures.trashIds[3] }) })(),
      refused('lines.0.trashId', 'Sampah Kertas HVS bukan milik jaringan bank sampah ini'),
    ],
    [
      "another unit's own item",
      () => deposit({ lines: [...lines(), { trashId: item.mawarOwn, qty: 1 }] })(),
      refused('lines.1.trashId', 'Sampah Kompos Mawar bukan milik jaringan bank sampah ini'),
    ],
    [
      "a parent bank that is not the unit's",
      () => deposit({ customerId: undefined, collectorId: t.fixtures.bsiIds[1] })(),
      refused('collectorId', 'Bank Sampah Induk ini bukan induk dari Bank Sampah Unit tersebut'),
    ],
    ['an unknown customer', deposit({ customerId: 999_999 }), refused('customerId', 'Nasabah tidak ditemukan')],
    ['an unknown unit bank', deposit({ bsuId: 999_999 }), refused('bsuId', 'Bank Sampah Unit tidak ditemukan')],
    ['no unit bank (administrator)', deposit({ bsuId: undefined }), invalid('bsuId', 'Bank Sampah Unit belum dipilih')],
    ['a unit bank id that is not one', deposit({ bsuId: 'abc' }), invalid('bsuId', 'Bank Sampah Unit belum dipilih')],
  ])('refuses %s with 422 and its message, recording nothing', async (_, body, expected) => {
    expect(await unchanged(t.db, () => t.call('POST', '/strict/transaction', body()))).toEqual({
      status: 422,
      body: expected,
    });
  });

  it.each(['1.0000000000000002', '1e309', '1e21', '1e-7'])(
    'refuses a quantity sent as the JSON number %s, which cannot be read exactly, with 422 "must be a number", recording nothing',
    async (qty) => {
      const body = new RawJson(
        `{"bsuId": ${melati()}, "customerId": ${t.fixtures.customerIds[0]}, "lines": [{"trashId": ${item.pet}, "qty": ${qty}}]}`,
      );
      expect(await unchanged(t.db, () => t.call('POST', '/strict/transaction', body))).toEqual({
        status: 422,
        body: invalid('lines.0.qty', 'Harus berupa angka'),
      });
    },
  );

  it('refuses with a 422, changing nothing, an amount or a stock too large to store', async () => {
    // Each number is within its own bounds; a quantity times a price, or a stock plus a deposit,
    // is past numeric(16, 2) or numeric(14, 3). Found by server/routes/fuzz-limits.test.ts.
    const tooLarge = { status: 422, body: { message: 'Angka terlalu besar untuk disimpan' } };
    const hugeLine = {
      bsuId: melati(),
      customerId: t.fixtures.customerIds[0],
      lines: [{ trashId: item.pet, qty: '99999999999.999' }],
    };
    expect(await unchanged(t.db, () => t.call('POST', '/strict/transaction', hugeLine))).toEqual(tooLarge);
    const [full] = await t.db
      .insert(trash)
      .values(newItem(t.fixtures.bsiIds[0]!, 'Gudang Penuh', '0.01', '0.01', 'kg', { stock: '99999999999.999' }))
      .returning({ id: trash.id });
    const pending = await t.deposit(0, [{ trashId: full!.id, qty: '1' }]);
    expect(await unchanged(t.db, () => t.call('PUT', `/strict/transaction/settle/${pending.id}`))).toEqual(tooLarge);
    expect((await t.call('GET', `/strict/transaction/details?id=${pending.id}`)).body.status).toBe('pending');
  });
});
