// Settling and cancelling a transaction at /strict/transaction (SPEC §2 "Data Transaksi", §7):
// exactly once, under concurrency too; stock moves in (a deposit) or out (a pickup), the customer's
// wallet gets one credit, and every refusal changes nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletLedger } from '../db/schema';
import { unchanged } from '../test/api';
import { testDbKinds } from '../test/databases';
import { already, stockOf, auditOf, useTransactionApp } from '../test/transaction-api';

describe.each(testDbKinds)('POST /strict/transaction, settle and cancel on %s', (kind) => {
  const t = useTransactionApp(kind);
  const { item, deposit, pickup } = t;
  /** Settling or cancelling the transaction again is refused (409, it is already `done`) and changes nothing. */
  const refusesAgain = async (id: number, done: 'diselesaikan' | 'dibatalkan') => {
    for (const action of ['settle', 'cancel']) {
      expect(await unchanged(t.db, () => t.call('PUT', `/strict/transaction/${action}/${id}`))).toEqual({
        status: 409,
        body: already(done),
      });
    }
  };

  it("settles a deposit once: stock moves in and the customer's wallet gets exactly one credit", async () => {
    const data = await deposit(1, [
      { trashId: item.pet, qty: '2.5' },
      { trashId: t.fixtures.trashIds[0], qty: 1 },
    ]);
    expect(data.amount).toBe('11333.33');
    expect([await stockOf(t.db, item.pet), await stockOf(t.db, t.fixtures.trashIds[0]!)]).toEqual(['0.000', '0.000']);
    const res = await t.call('PUT', `/strict/transaction/settle/${data.id}`);
    expect(res).toEqual({
      status: 200,
      body: { message: 'Transaksi berhasil diselesaikan', data: { ...data, status: 'settlement' } },
    });
    expect([await stockOf(t.db, item.pet), await stockOf(t.db, t.fixtures.trashIds[0]!)]).toEqual(['2.500', '1.000']);
    const ledger = await t.db.select().from(walletLedger).where(eq(walletLedger.transactionId, data.id));
    expect(ledger).toMatchObject([{ kind: 'transaction', amount: '11333.33' }]);
    const balance = await t.call('GET', '/strict/wallet?filter_note=balance&search=aminah');
    expect(balance.body.items).toMatchObject([{ user: 'Siti Aminah', amount: '11333.33', balance: '11333.33' }]);
    expect(await auditOf(t.db, data.id)).toMatchObject([
      { action: 'settle', actorUserId: t.fixtures.adminId, after: { status: 'settlement', amount: '11333.33' } },
    ]);

    await refusesAgain(data.id, 'diselesaikan');
    expect(await auditOf(t.db, data.id)).toHaveLength(1);
  });

  it('twenty concurrent settles of one deposit: one 200, nineteen 409, one credit, stock moved once', async () => {
    const data = await deposit(2, [{ trashId: item.gelas, qty: 4 }]);
    const stock = await stockOf(t.db, item.gelas);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.call('PUT', `/strict/transaction/settle/${data.id}`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body)).toEqual(Array(19).fill(already('diselesaikan')));
    expect(await t.db.select().from(walletLedger).where(eq(walletLedger.transactionId, data.id))).toHaveLength(1);
    expect([stock, await stockOf(t.db, item.gelas)]).toEqual(['0.000', '4.000']);
    expect(await auditOf(t.db, data.id)).toHaveLength(1);
  });

  it('cancels a pending transaction once; a cancelled one never settles', async () => {
    const data = await deposit(0, [{ trashId: item.pet, qty: 1 }]);
    const stock = await stockOf(t.db, item.pet);
    const res = await t.call('PUT', `/strict/transaction/cancel/${data.id}`);
    expect(res).toEqual({
      status: 200,
      body: { message: 'Transaksi berhasil dibatalkan', data: { ...data, status: 'cancelled' } },
    });
    await refusesAgain(data.id, 'dibatalkan');
    expect(await stockOf(t.db, item.pet)).toBe(stock);
    expect(await t.db.select().from(walletLedger).where(eq(walletLedger.transactionId, data.id))).toEqual([]);
    expect(await auditOf(t.db, data.id)).toMatchObject([{ action: 'cancel', actorUserId: t.fixtures.adminId }]);
  });

  it('settles a pickup by taking stock out and crediting no wallet; refuses one the stock cannot cover', async () => {
    expect(await stockOf(t.db, item.pet)).toBe('2.500');
    const tooMuch = await pickup([{ trashId: item.pet, qty: '2.501' }]);
    expect(await unchanged(t.db, () => t.call('PUT', `/strict/transaction/settle/${tooMuch.id}`))).toEqual({
      status: 409,
      body: { message: 'Stok Botol PET tidak mencukupi: tersedia 2.500 kg, diambil 2.501 kg' },
    });
    expect((await t.call('GET', `/strict/transaction/details?id=${tooMuch.id}`)).body.status).toBe('pending');
    const collected = await pickup([{ trashId: item.pet, qty: '1.5' }]);
    expect((await t.call('PUT', `/strict/transaction/settle/${collected.id}`)).status).toBe(200);
    expect(await stockOf(t.db, item.pet)).toBe('1.000');
    expect(await t.db.select().from(walletLedger).where(eq(walletLedger.transactionId, collected.id))).toEqual([]);
  });
});
