// /strict/wallet (SPEC §2 Data Saldo, Isi Saldo, Penarikan Dana; §3 "Wallet item"; §7):
// customers ask for top-ups and withdrawals, administrators accept or reject each exactly once
// (the lists: wallet-lists.test.ts). What a client notices: exact
// amounts in the messages, one decision per request however often it is sent, and that a
// refused request changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletListSchema } from '../../lib/schemas/wallets';
import type { App } from '../app';
import type { Database, Db } from '../db/client';
import { auditLog, users, walletRequests, wallets } from '../db/schema';
import type { Fixtures } from '../test/fixtures';
import { fieldToken, fingerprint, RawJson, unchanged } from '../test/api';
import { testDbKinds } from '../test/databases';
import {
  INVALID,
  MONEY,
  NUMBER,
  FORBIDDEN,
  UNAUTHENTICATED,
  already,
  BANK,
  type Call,
  caller,
  userIdOf,
  ledgerSum,
  requestRow,
  ledgerOf,
  setUp,
} from '../test/wallet-api';

describe.each(testDbKinds)('top-ups and withdrawals: customers ask, administrators decide, on %s', (kind) => {
  let database: Database;
  let db: Db;
  let f: Fixtures;
  let app: App;
  let admin: Call;
  let budi: Call;
  let budiUserId: number;
  const balance = async () => {
    const res = await admin('GET', '/strict/wallet?filter_note=balance&search=santoso');
    const items = walletListSchema.parse(res.body).items;
    expect(items).toHaveLength(1);
    expect(items[0]!.amount).toBe(await ledgerSum(db, budiUserId));
    return items[0]!.amount;
  };
  const topup = async (amount: number | string, total = amount) => {
    const res = await budi('POST', '/strict/wallet/topup', { amount, total });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data!.id;
  };
  const decide = (path: string, body: unknown = { id: path.split('/').pop() }) =>
    unchanged(db, () => admin('PUT', `/strict/wallet/${path}`, body));

  beforeAll(async () => {
    ({ database, db, fixtures: f, app, admin, budi } = await setUp(kind));
    budiUserId = await userIdOf(db, f.customerIds[0]!);
  });
  afterAll(() => database?.close());

  it('takes a top-up request: 201, pending, the amount in the message, nothing posted yet', async () => {
    const res = await budi('POST', '/strict/wallet/topup', { amount: 100000, total: '102500,00' });
    expect(res).toEqual({
      status: 201,
      body: {
        message: 'Permintaan isi saldo sebesar Rp 100.000 berhasil dikirim',
        data: { id: expect.any(Number), status: 'pending' },
      },
    });
    expect(await requestRow(db, res.body.data!.id)).toMatchObject({
      kind: 'topup',
      status: 'pending',
      amount: '100000.00',
      total: '102500.00',
      decidedBy: null,
    });
    expect(await ledgerOf(db, res.body.data!.id)).toEqual([]);
    expect(await balance()).toBe('0.00');
  });

  /** A rule about the amount itself: the message says it, and so does the field. */
  const ruleBroken = (field: string, message: string) => ({ message, errors: { [field]: [message] } });
  it.each<[unknown, object]>([
    [
      { amount: 0, total: 0 },
      ruleBroken('amount', 'Nominal isi saldo harus lebih dari 0 dengan paling banyak 2 angka desimal'),
    ],
    [
      { amount: 10, total: '0.00' },
      ruleBroken('total', 'Total bayar harus lebih dari 0 dengan paling banyak 2 angka desimal'),
    ],
    [
      { amount: 50000, total: '49999.99' },
      ruleBroken('total', 'Total bayar tidak boleh kurang dari nominal isi saldo'),
    ],
    [
      { amount: -5, total: 10 },
      { message: INVALID, errors: { amount: [MONEY] } },
    ],
    [
      { amount: 10.001, total: 20 },
      { message: INVALID, errors: { amount: [MONEY] } },
    ],
    [
      { amount: '10,001', total: 20 },
      { message: INVALID, errors: { amount: [MONEY] } },
    ], // '10.001' would be Rp 10.001
    [
      { amount: 0.1 + 0.2, total: 1 },
      { message: INVALID, errors: { amount: [NUMBER] } },
    ], // 0.30000000000000004: 17 digits
    [
      { amount: 10, total: '10,005' },
      { message: INVALID, errors: { total: [MONEY] } },
    ],
    [{ total: 10 }, { message: INVALID, errors: { amount: ['Nominal kosong'] } }],
    [
      { amount: 10, total: '' },
      { message: INVALID, errors: { total: ['Total bayar kosong'] } },
    ],
  ])('refuses the top-up %j with 422 and its message, changing nothing', async (body, expected) => {
    expect(await unchanged(db, () => budi('POST', '/strict/wallet/topup', body))).toEqual({
      status: 422,
      body: expected,
    });
  });

  it.each([
    ['99999999999999.99', '"99999999999999.99"'], // a double holds 99999999999999.98
    ['1e309', '10'], // Infinity once parsed
    ['1e21', '10'],
  ])(
    'refuses a top-up amount sent as the JSON number %s, which cannot be read exactly, with 422 "must be a number", changing nothing',
    async (amount, total) => {
      const res = await unchanged(db, () =>
        budi('POST', '/strict/wallet/topup', new RawJson(`{"amount": ${amount}, "total": ${total}}`)),
      );
      expect(res).toEqual({ status: 422, body: { message: INVALID, errors: { amount: [NUMBER] } } });
    },
  );

  it('accepts a top-up exactly once under 50 concurrent accepts: one 200, 49 × 409, one ledger row', async () => {
    const id = await topup(100000, 102500);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => admin('PUT', `/strict/wallet/topup/accept/${id}`, { id })),
    );
    expect(results.filter((r) => r.status === 200).map((r) => r.body)).toEqual([
      { message: 'Isi saldo Rp 100.000 untuk Budi Santoso berhasil dikonfirmasi' },
    ]);
    expect(results.filter((r) => r.status === 409).map((r) => r.body)).toEqual(Array(49).fill(already('diterima')));
    expect(await ledgerOf(db, id)).toMatchObject([{ kind: 'topup', amount: '100000.00' }]);
    expect(await requestRow(db, id)).toMatchObject({ status: 'accepted', decidedBy: f.adminId });
    expect(await balance()).toBe('100000.00');
    for (const path of [`topup/accept/${id}`, `topup/reject/${id}`])
      expect(await decide(path)).toEqual({ status: 409, body: already('diterima') });
  });

  it('refuses at request time a withdrawal larger than the available balance; pending ones hold their amount', async () => {
    const ask = (amount: unknown) => budi('POST', '/strict/wallet/withdraw', { amount, ...BANK });
    expect(await unchanged(db, () => ask('100000.01'))).toEqual({
      status: 409,
      body: { message: 'Saldo tidak mencukupi: saldo tersedia Rp 100.000, diminta Rp 100.000,01' },
    });
    const first = await ask(60000);
    expect(first).toEqual({
      status: 201,
      body: {
        message: 'Permintaan penarikan dana sebesar Rp 60.000 berhasil dikirim',
        data: { id: expect.any(Number), status: 'pending' },
      },
    });
    expect(await requestRow(db, first.body.data!.id)).toMatchObject({
      kind: 'withdraw',
      amount: '60000.00',
      total: '60000.00',
      bankName: 'BCA',
      accountNumber: '1234567890',
      cardholderName: 'BUDI SANTOSO',
    });
    expect(await unchanged(db, () => ask(50000))).toEqual({
      status: 409,
      body: { message: 'Saldo tidak mencukupi: saldo tersedia Rp 40.000, diminta Rp 50.000' },
    });
    expect(await balance()).toBe('100000.00'); // a pending withdrawal holds, it does not debit

    // Five at once against the Rp 40.000 left: exactly two fit.
    const together = await Promise.all(Array.from({ length: 5 }, () => ask(15000)));
    expect(together.filter((r) => r.status === 201)).toHaveLength(2);
    expect(together.filter((r) => r.status === 409).map((r) => r.body)).toEqual(
      Array(3).fill({ message: 'Saldo tidak mencukupi: saldo tersedia Rp 10.000, diminta Rp 15.000' }),
    );
    for (const r of together.filter((r) => r.status === 201)) {
      expect(
        await admin('PUT', `/strict/wallet/withdraw/reject/${r.body.data!.id}`, { reason: 'Uji bersamaan' }),
      ).toMatchObject({ status: 200 });
    }
    expect(await balance()).toBe('100000.00');

    expect(await admin('PUT', `/strict/wallet/withdraw/accept/${first.body.data!.id}`)).toEqual({
      status: 200,
      body: { message: 'Penarikan dana Rp 60.000 oleh Budi Santoso berhasil dikonfirmasi' },
    });
    expect(await ledgerOf(db, first.body.data!.id)).toMatchObject([{ kind: 'withdraw', amount: '-60000.00' }]);
    expect(await balance()).toBe('40000.00');
    expect(await decide(`withdraw/accept/${first.body.data!.id}`)).toEqual({ status: 409, body: already('diterima') });
  });

  const invalid = (field: string, message: string) => ({ message: INVALID, errors: { [field]: [message] } });
  it.each<[object, object]>([
    [{ amount: 0 }, ruleBroken('amount', 'Jumlah penarikan harus lebih dari 0 dengan paling banyak 2 angka desimal')],
    [{ amount: '-1' }, invalid('amount', MONEY)],
    [{ amount: 1.001 }, invalid('amount', MONEY)],
    [{ amount: '1,001' }, invalid('amount', MONEY)],
    [{ amount: undefined }, invalid('amount', 'Nominal kosong')],
    [{ bank_name: ' ' }, invalid('bank_name', 'Bank tujuan kosong')],
    [
      { account_number: '12ab5678' },
      invalid('account_number', 'Nomor rekening hanya berisi angka (5 sampai 64 digit)'),
    ],
    [{ account_number: '' }, invalid('account_number', 'Nomor rekening kosong')],
    [{ cardholder_name: undefined }, invalid('cardholder_name', 'Nama pemilik kartu kosong')],
  ])('refuses the withdrawal %j with 422 naming the field, changing nothing', async (patch, expected) => {
    expect(
      await unchanged(db, () => budi('POST', '/strict/wallet/withdraw', { amount: 1000, ...BANK, ...patch })),
    ).toEqual({ status: 422, body: expected });
  });

  it('refuses at accept time a withdrawal the balance no longer covers, changing nothing', async () => {
    // Requests are checked when made; this one came in some other way (an import, an older version).
    const [{ walletId }] = (await db
      .select({ walletId: wallets.id })
      .from(wallets)
      .where(eq(wallets.userId, budiUserId))) as [{ walletId: number }];
    const [row] = await db
      .insert(walletRequests)
      .values({
        walletId,
        kind: 'withdraw',
        amount: '40000.01',
        total: '40000.01',
        bankName: 'BRI',
        accountNumber: '99999',
        cardholderName: 'BUDI',
      })
      .returning({ id: walletRequests.id });
    expect(await decide(`withdraw/accept/${row!.id}`)).toEqual({
      status: 409,
      body: { message: 'Saldo tidak mencukupi: saldo Rp 40.000, penarikan Rp 40.000,01' },
    });
    expect(await requestRow(db, row!.id)).toMatchObject({ status: 'pending', decidedBy: null });
    expect(await balance()).toBe('40000.00');
    expect(await admin('PUT', `/strict/wallet/withdraw/reject/${row!.id}`)).toEqual({
      status: 200,
      body: { message: 'Penarikan dana Rp 40.000,01 oleh Budi Santoso ditolak' },
    });
  });

  it('rejects with a reason: balances untouched, the reason stored and listed; a repeat is 409', async () => {
    const id = await topup('25000.50', 27500);
    const ledgerRows = (await fingerprint(db)).walletLedger;
    const res = await admin('PUT', `/strict/wallet/topup/reject/${id}`, {
      id,
      reason: '  Bukti transfer tidak ditemukan ',
    });
    expect(res).toEqual({ status: 200, body: { message: 'Isi saldo Rp 25.000,50 untuk Budi Santoso ditolak' } });
    expect([(await fingerprint(db)).walletLedger, await balance()]).toEqual([ledgerRows, '40000.00']);
    expect(await requestRow(db, id)).toMatchObject({
      status: 'rejected',
      reason: 'Bukti transfer tidak ditemukan',
      decidedBy: f.adminId,
    });
    const listed = walletListSchema.parse(
      (await admin('GET', '/strict/wallet?filter_note=topup&search=ditolak')).body,
    ).items;
    expect(listed.find((r) => r.id === id)).toMatchObject({
      status: 'rejected',
      reason: 'Bukti transfer tidak ditemukan',
      amount: '25000.50',
      total: '27500.00',
    });
    for (const path of [`topup/reject/${id}`, `topup/accept/${id}`])
      expect(await decide(path)).toEqual({ status: 409, body: already('ditolak') });
    expect(await requestRow(db, id)).toMatchObject({ status: 'rejected', reason: 'Bukti transfer tidak ditemukan' });

    const other = await topup(1000);
    expect(await decide(`topup/reject/${other}`, { reason: 'x'.repeat(256) })).toEqual({
      status: 422,
      body: { message: INVALID, errors: { reason: ['Maksimal 255 karakter'] } },
    });
    expect(await decide(`topup/reject/${other}`, { reason: 42 })).toEqual({
      status: 422,
      body: { message: INVALID, errors: { reason: ['Harus berupa teks'] } },
    });
    // A NUL the database cannot store is refused like any other unreadable text (found by fuzz.test.ts).
    expect(await decide(`topup/reject/${other}`, { reason: 'ditolak\u0000' })).toEqual({
      status: 422,
      body: { message: INVALID, errors: { reason: ['Harus berupa teks'] } },
    });
    expect((await requestRow(db, other)).status).toBe('pending');
  });

  it('answers 404 for a request that does not exist (or is of the other kind) and 422 for an id that is not one', async () => {
    const id = await topup(500);
    const topupMissing = { message: 'Permintaan isi saldo tidak ditemukan' };
    const withdrawMissing = { message: 'Permintaan penarikan dana tidak ditemukan' };
    for (const decision of ['accept', 'reject']) {
      expect(await decide(`topup/${decision}/999999`)).toEqual({ status: 404, body: topupMissing });
      expect(await decide(`withdraw/${decision}/999999`)).toEqual({ status: 404, body: withdrawMissing });
      expect(await decide(`withdraw/${decision}/${id}`)).toEqual({ status: 404, body: withdrawMissing });
      for (const bad of ['abc', '0', '-4', '2.5']) {
        expect(await decide(`topup/${decision}/${bad}`, undefined)).toEqual({
          status: 422,
          body: { message: INVALID, errors: { id: ['ID tidak valid'] } },
        });
      }
    }
  });

  it('lets only customers ask and only administrators decide and list; without a token, 401', async () => {
    const id = await topup(700);
    const unitUser = (await db.select({ id: users.id }).from(users).where(eq(users.role, 'unit')).limit(1))[0]!.id;
    const unit = caller(app, await fieldToken(app, db, unitUser, 'unit@test.id'));
    const asks: [string, string, unknown][] = [
      ['POST', '/strict/wallet/topup', { amount: 1, total: 1 }],
      ['POST', '/strict/wallet/withdraw', { amount: 1, ...BANK }],
    ];
    const decisions: [string, string, unknown][] = ['topup/accept', 'topup/reject'].map((p) => [
      'PUT',
      `/strict/wallet/${p}/${id}`,
      { id },
    ]);
    const reads: [string, string, unknown][] = [
      ['GET', '/strict/wallet?filter_note=balance', undefined],
      ['GET', '/strict/wallet?filter_note=topup', undefined],
    ];
    for (const [who, calls] of [
      [admin, asks],
      [budi, [...decisions, ...reads]],
      [unit, [...asks, ...decisions, ...reads]],
    ] as const) {
      for (const [method, path, body] of calls)
        expect(await unchanged(db, () => who(method, path, body)), path).toEqual({ status: 403, body: FORBIDDEN });
    }
    for (const [method, path, body] of [...asks, ...decisions, ...reads]) {
      expect(await unchanged(db, () => caller(app)(method, path, body)), path).toEqual({
        status: 401,
        body: UNAUTHENTICATED,
      });
    }
    expect((await requestRow(db, id)).status).toBe('pending');
  });

  it('has every accept and reject in the audit log, once, with the administrator who decided it', async () => {
    const decided = (await db.select().from(walletRequests)).filter((r) => r.status !== 'pending');
    const audit = await db.select().from(auditLog).where(eq(auditLog.entity, 'wallet_request')).orderBy(auditLog.id);
    expect(decided.map((r) => `${r.kind} ${r.status}`).sort()).toEqual([
      'topup accepted',
      'topup rejected',
      'withdraw accepted',
      ...Array(3).fill('withdraw rejected'),
    ]);
    expect(audit.map((a) => a.entityId).sort()).toEqual(decided.map((r) => String(r.id)).sort());
    for (const request of decided) {
      const row = audit.find((a) => a.entityId === String(request.id))!;
      expect(row).toMatchObject({
        actorUserId: f.adminId,
        action: request.status === 'accepted' ? 'accept' : 'reject',
        before: { status: 'pending' },
      });
      expect(row.after).toMatchObject({ status: request.status, kind: request.kind, amount: request.amount });
      expect(request.decidedBy).toBe(f.adminId);
    }
  });
});
