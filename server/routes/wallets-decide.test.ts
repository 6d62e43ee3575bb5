// Deciding at /strict/wallet (SPEC §2 Data Saldo, Isi Saldo, Penarikan Dana; §7): administrators
// accept or reject each request exactly once, however often it is sent; a withdrawal never takes
// more than the balance; every decision is in the audit log. The story runs in order: a top-up of
// Rp 100.000 accepted, a withdrawal of Rp 60.000, then refusals against the Rp 40.000 left.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletListSchema } from '../../lib/schemas/wallets';
import { auditLog, walletRequests } from '../db/schema';
import { brokenInvariants } from '../domain/invariants';
import { fingerprint, INVALID, unchanged } from '../test/api';
import { testDbKinds } from '../test/databases';
import { MONEY, already, BANK, expectAsked, requestRow, ledgerOf, ruleBroken, useWalletApp } from '../test/wallet-api';

describe.each(testDbKinds)('top-ups and withdrawals: customers ask, administrators decide, on %s', (kind) => {
  const t = useWalletApp(kind);
  const { balance, topup, decide } = t;

  it('accepts a top-up exactly once under 50 concurrent accepts: one 200, 49 × 409, one ledger row', async () => {
    const id = await topup(100000, 102500);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => t.admin('PUT', `/strict/wallet/topup/accept/${id}`, { id })),
    );
    expect(results.filter((r) => r.status === 200).map((r) => r.body)).toEqual([
      { message: 'Isi saldo Rp 100.000 untuk Budi Santoso berhasil dikonfirmasi' },
    ]);
    expect(results.filter((r) => r.status === 409).map((r) => r.body)).toEqual(Array(49).fill(already('diterima')));
    expect(await ledgerOf(t.db, id)).toMatchObject([{ kind: 'topup', amount: '100000.00' }]);
    expect(await requestRow(t.db, id)).toMatchObject({ status: 'accepted', decidedBy: t.fixtures.adminId });
    expect(await balance()).toBe('100000.00');
    for (const path of [`topup/accept/${id}`, `topup/reject/${id}`])
      expect(await decide(path)).toEqual({ status: 409, body: already('diterima') });
  });

  it('refuses at request time a withdrawal larger than the available balance; pending ones hold their amount', async () => {
    const ask = (amount: unknown) => t.budi('POST', '/strict/wallet/withdraw', { amount, ...BANK });
    expect(await unchanged(t.db, () => ask('100000.01'))).toEqual({
      status: 409,
      body: { message: 'Saldo tidak mencukupi: saldo tersedia Rp 100.000, diminta Rp 100.000,01' },
    });
    const first = await ask(60000);
    await expectAsked(t.db, first, 'Permintaan penarikan dana sebesar Rp 60.000 berhasil dikirim', {
      kind: 'withdraw',
      amount: '60000.00',
      total: '60000.00',
      bankName: 'BCA',
      accountNumber: '1234567890',
      cardholderName: 'BUDI SANTOSO',
    });
    expect(await unchanged(t.db, () => ask(50000))).toEqual({
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
        await t.admin('PUT', `/strict/wallet/withdraw/reject/${r.body.data!.id}`, { reason: 'Uji bersamaan' }),
      ).toMatchObject({ status: 200 });
    }
    expect(await balance()).toBe('100000.00');

    expect(await t.admin('PUT', `/strict/wallet/withdraw/accept/${first.body.data!.id}`)).toEqual({
      status: 200,
      body: { message: 'Penarikan dana Rp 60.000 oleh Budi Santoso berhasil dikonfirmasi' },
    });
    expect(await ledgerOf(t.db, first.body.data!.id)).toMatchObject([{ kind: 'withdraw', amount: '-60000.00' }]);
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
      await unchanged(t.db, () => t.budi('POST', '/strict/wallet/withdraw', { amount: 1000, ...BANK, ...patch })),
    ).toEqual({ status: 422, body: expected });
  });

  it('refuses at accept time a withdrawal the balance no longer covers, changing nothing', async () => {
    // Requests are checked when made; this one came in some other way (an import, an older version).
    const sneaked = await t.sneakWithdrawal({ accountNumber: '99999', cardholderName: 'BUDI' });
    expect(await decide(`withdraw/accept/${sneaked}`)).toEqual({
      status: 409,
      body: { message: 'Saldo tidak mencukupi: saldo Rp 40.000, penarikan Rp 40.000,01' },
    });
    expect(await requestRow(t.db, sneaked)).toMatchObject({ status: 'pending', decidedBy: null });
    expect(await balance()).toBe('40000.00');
    expect(await t.admin('PUT', `/strict/wallet/withdraw/reject/${sneaked}`)).toEqual({
      status: 200,
      body: { message: 'Penarikan dana Rp 40.000,01 oleh Budi Santoso ditolak' },
    });
  });

  it('rejects with a reason: balances untouched, the reason stored and listed; a repeat is 409', async () => {
    const id = await topup('25000.50', 27500);
    const ledgerRows = (await fingerprint(t.db)).walletLedger;
    const res = await t.admin('PUT', `/strict/wallet/topup/reject/${id}`, {
      id,
      reason: '  Bukti transfer tidak ditemukan ',
    });
    expect(res).toEqual({ status: 200, body: { message: 'Isi saldo Rp 25.000,50 untuk Budi Santoso ditolak' } });
    expect([(await fingerprint(t.db)).walletLedger, await balance()]).toEqual([ledgerRows, '40000.00']);
    expect(await requestRow(t.db, id)).toMatchObject({
      status: 'rejected',
      reason: 'Bukti transfer tidak ditemukan',
      decidedBy: t.fixtures.adminId,
    });
    const listed = walletListSchema.parse(
      (await t.admin('GET', '/strict/wallet?filter_note=topup&search=ditolak')).body,
    ).items;
    expect(listed.find((r) => r.id === id)).toMatchObject({
      status: 'rejected',
      reason: 'Bukti transfer tidak ditemukan',
      amount: '25000.50',
      total: '27500.00',
    });
    for (const path of [`topup/reject/${id}`, `topup/accept/${id}`])
      expect(await decide(path)).toEqual({ status: 409, body: already('ditolak') });
    expect(await requestRow(t.db, id)).toMatchObject({ status: 'rejected', reason: 'Bukti transfer tidak ditemukan' });

    const other = await topup(1000);
    expect(await decide(`topup/reject/${other}`, { reason: 'x'.repeat(256) })).toEqual({
      status: 422,
      body: { message: INVALID, errors: { reason: ['Maksimal 255 karakter'] } },
    });
    expect(await decide(`topup/reject/${other}`, { reason: 42 })).toEqual({
      status: 422,
      body: { message: INVALID, errors: { reason: ['Harus berupa teks'] } },
    });
    // A NUL the database cannot store is refused like any other unreadable text (found by the fuzz suite).
    expect(await decide(`topup/reject/${other}`, { reason: 'ditolak\u0000' })).toEqual({
      status: 422,
      body: { message: INVALID, errors: { reason: ['Harus berupa teks'] } },
    });
    expect((await requestRow(t.db, other)).status).toBe('pending');
  });

  it('has every accept and reject in the audit log, once, with the administrator who decided it', async () => {
    const decided = (await t.db.select().from(walletRequests)).filter((r) => r.status !== 'pending');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'wallet_request')).orderBy(auditLog.id);
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
        actorUserId: t.fixtures.adminId,
        action: request.status === 'accepted' ? 'accept' : 'reject',
        before: { status: 'pending' },
      });
      expect(row.after).toMatchObject({ status: request.status, kind: request.kind, amount: request.amount });
      expect(request.decidedBy).toBe(t.fixtures.adminId);
    }
  });

  it("counts each accepted request once in its decision's month, as the programme's reports read them", async () => {
    expect(
      await brokenInvariants(t.db, ["the programme's sums equal the unit banks' and the requests they sum"]),
    ).toEqual({});
  });
});
