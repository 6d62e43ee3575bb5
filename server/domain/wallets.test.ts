import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client';
import { walletLedger, walletRequests } from '../db/schema';
import { ApiError } from '../errors';
import { auditRowsOf } from '../test/api';
import { openTestDatabase, testDbKinds } from '../test/databases';
import { insertNetwork, rejectsWith, type Network } from '../test/domain-network';
import { sneakWithdrawal } from '../test/wallet-api';
import {
  acceptRequest,
  availableBalance,
  ensureWallet,
  rejectRequest,
  requestTopup,
  requestWithdrawal,
  walletBalance,
  type WithdrawalInput,
} from './wallets';

describe.each(testDbKinds)('wallets on %s', (kind) => {
  let database: Database;
  let db: Db;
  let net: Network;
  let walletId: number;

  const topup = (amount: string, total = amount) =>
    db.transaction((tx) => requestTopup(tx, { walletId, amount, total }));
  const withdrawal = (amount: string, extra: Partial<WithdrawalInput> = {}) =>
    db.transaction((tx) =>
      requestWithdrawal(tx, {
        walletId,
        amount,
        bankName: 'BCA',
        accountNumber: '1234567890',
        cardholderName: 'BUDI',
        ...extra,
      }),
    );
  const accept = (id: number, kind: 'topup' | 'withdraw') =>
    db.transaction((tx) => acceptRequest(tx, { id, kind, actorUserId: net.adminUserId }));
  const ledgerFor = (requestId: number) =>
    db.select().from(walletLedger).where(eq(walletLedger.walletRequestId, requestId));
  const statusOf = async (id: number) =>
    (await db.select().from(walletRequests).where(eq(walletRequests.id, id)))[0]!.status;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    net = await insertNetwork(db);
    walletId = (await db.transaction((tx) => ensureWallet(tx, net.customerUserIds[0]!))).id;
  });
  afterAll(() => database?.close());

  it('gives each user one wallet, however often it is asked for', async () => {
    const again = await db.transaction((tx) => ensureWallet(tx, net.customerUserIds[0]!));
    expect(again.id).toBe(walletId);
    expect(await walletBalance(db, walletId)).toBe('0.00');
  });

  it('validates top-up amounts', async () => {
    await rejectsWith(topup('0'), 422);
    await rejectsWith(topup('-5'), 422);
    await rejectsWith(topup('10.001'), 422);
    await rejectsWith(topup('50000', '49999.99'), 422, /Total bayar/);
  });

  it('50 concurrent accepts of one top-up post exactly one ledger entry', async () => {
    const { id } = await topup('100000', '102500');
    const results = await Promise.all(Array.from({ length: 50 }, () => accept(id, 'topup')));
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(results.filter((r) => !r.changed).every((r) => r.status === 'accepted')).toBe(true);
    expect(await ledgerFor(id)).toHaveLength(1);
    expect((await ledgerFor(id))[0]).toMatchObject({ kind: 'topup', amount: '100000.00', walletId });
    expect(await walletBalance(db, walletId)).toBe('100000.00');
    const [request] = await db.select().from(walletRequests).where(eq(walletRequests.id, id));
    expect(request).toMatchObject({ status: 'accepted', decidedBy: net.adminUserId });
    expect((await auditRowsOf(db, 'wallet_request', id)).map((a) => a.action)).toEqual(['accept']);
  });

  it('accepting a request of the wrong kind or an unknown one is a 404', async () => {
    const { id } = await topup('1000');
    await rejectsWith(accept(id, 'withdraw'), 404);
    await rejectsWith(accept(987_654, 'topup'), 404);
    await db.transaction((tx) => rejectRequest(tx, { id, kind: 'topup', reason: 'uji', actorUserId: net.adminUserId }));
  });

  it('refuses a withdrawal larger than the available balance when it is requested', async () => {
    await rejectsWith(withdrawal('100000.01'), 409, /Saldo tidak mencukupi/);
    const first = await withdrawal('60000');
    expect(await availableBalance(db, walletId)).toBe('40000.00');
    // The pending 60.000 is already promised: another 50.000 would overdraw.
    await rejectsWith(withdrawal('50000'), 409, /Saldo tidak mencukupi/);
    expect(await accept(first.id, 'withdraw')).toEqual({ changed: true, status: 'accepted' });
    expect((await ledgerFor(first.id))[0]).toMatchObject({ kind: 'withdraw', amount: '-60000.00' });
    expect(await walletBalance(db, walletId)).toBe('40000.00');
  });

  it('refuses at accept time a withdrawal the balance no longer covers, and changes nothing', async () => {
    // A request that got past the check some other way.
    const sneaked = await sneakWithdrawal(db, walletId, { accountNumber: '1', cardholderName: 'X' });
    await rejectsWith(accept(sneaked, 'withdraw'), 409, /Saldo tidak mencukupi/);
    expect(await statusOf(sneaked)).toBe('pending');
    expect(await ledgerFor(sneaked)).toHaveLength(0);
    expect(await walletBalance(db, walletId)).toBe('40000.00');
    await db.transaction((tx) => rejectRequest(tx, { id: sneaked, kind: 'withdraw', actorUserId: net.adminUserId }));
  });

  it('ten concurrent withdrawal requests never promise more than the balance', async () => {
    const balance = await walletBalance(db, walletId); // 40000.00
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => withdrawal('15000')));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    expect(outcomes.filter((o) => o.status === 'rejected').every((o) => (o.reason as ApiError).status === 409)).toBe(
      true,
    );
    expect(await availableBalance(db, walletId)).toBe('10000.00');
    expect(await walletBalance(db, walletId)).toBe(balance);
    for (const o of outcomes) {
      if (o.status === 'fulfilled')
        await db.transaction((tx) => rejectRequest(tx, { id: o.value.id, kind: 'withdraw', reason: 'uji' }));
    }
  });

  it('rejecting leaves balances untouched and is final', async () => {
    const balance = await walletBalance(db, walletId);
    const up = await topup('25000', '27500');
    const down = await withdrawal('20000');
    const reject = (id: number, kind: 'topup' | 'withdraw') =>
      db.transaction((tx) =>
        rejectRequest(tx, { id, kind, reason: 'Bukti transfer tidak ditemukan', actorUserId: net.adminUserId }),
      );

    expect(await reject(up.id, 'topup')).toEqual({ changed: true, status: 'rejected' });
    expect(await reject(down.id, 'withdraw')).toEqual({ changed: true, status: 'rejected' });
    expect(await reject(up.id, 'topup')).toEqual({ changed: false, status: 'rejected' });
    expect(await accept(up.id, 'topup')).toEqual({ changed: false, status: 'rejected' });
    expect(await accept(down.id, 'withdraw')).toEqual({ changed: false, status: 'rejected' });

    expect(await walletBalance(db, walletId)).toBe(balance);
    expect(await availableBalance(db, walletId)).toBe(balance);
    expect(await ledgerFor(up.id)).toHaveLength(0);
    expect(await ledgerFor(down.id)).toHaveLength(0);
    const [row] = await db.select().from(walletRequests).where(eq(walletRequests.id, up.id));
    expect(row).toMatchObject({
      status: 'rejected',
      reason: 'Bukti transfer tidak ditemukan',
      decidedBy: net.adminUserId,
    });
  });
});
