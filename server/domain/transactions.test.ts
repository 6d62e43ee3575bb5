import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client';
import { transactionLines, transactions, trash, walletLedger } from '../db/schema';
import { auditRowsOf } from '../test/api';
import { openTestDatabase, testDbKinds } from '../test/databases';
import { insertNetwork, rejectsWith, type Network } from '../test/domain-network';
import { addMoney, addQty, subtractQty } from '../../lib/schemas/money';
import { cancelTransaction, recordTransaction, settleTransaction, type RecordTransactionInput } from './transactions';
import { ensureWallet, walletBalance } from './wallets';

describe.each(testDbKinds)('transactions on %s', (kind) => {
  let database: Database;
  let db: Db;
  let net: Network;

  const record = (input: Omit<RecordTransactionInput, 'bsuId'> & { bsuId?: number }) =>
    db.transaction((tx) => recordTransaction(tx, { bsuId: net.bsuId, ...input }));
  const settle = (id: number) => db.transaction((tx) => settleTransaction(tx, id, net.adminUserId));
  const stockOf = async (id: number) =>
    (await db.select({ stock: trash.stock }).from(trash).where(eq(trash.id, id)))[0]!.stock;
  const ledgerRows = (transactionId: number) =>
    db.select().from(walletLedger).where(eq(walletLedger.transactionId, transactionId));
  const customerWallet = () => db.transaction((tx) => ensureWallet(tx, net.customerUserIds[0]!));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    net = await insertNetwork(db);
  });
  afterAll(() => database?.close());

  it('prices a customer deposit at selling_price, half-up per line, and totals the lines', async () => {
    const { id, amount } = await record({
      customerId: net.customerIds[0],
      lines: [
        { trashId: net.trash.pet, qty: '2.5' }, // 3333.33 × 2.5 = 8333.325 → 8333.33
        { trashId: net.trash.bottle, qty: '7' }, // 300.00 × 7
      ],
    });
    expect(amount).toBe('10433.33');
    const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
    expect(row).toMatchObject({
      status: 'pending',
      amount: '10433.33',
      customerId: net.customerIds[0],
      collectorId: null,
    });
    const details = await db
      .select()
      .from(transactionLines)
      .where(eq(transactionLines.transactionId, id))
      .orderBy(transactionLines.id);
    expect(details.map(({ trashId, qty, unit, price, amount }) => ({ trashId, qty, unit, price, amount }))).toEqual([
      { trashId: net.trash.pet, qty: '2.500', unit: 'kg', price: '3333.33', amount: '8333.33' },
      { trashId: net.trash.bottle, qty: '7.000', unit: 'pcs', price: '300.00', amount: '2100.00' },
    ]);
  });

  it('prices a parent-bank pickup at buying_price', async () => {
    const { id, amount } = await record({
      collectorId: net.collectorId,
      lines: [
        { trashId: net.trash.pet, qty: '1.234' }, // 4000.00 × 1.234
        { trashId: net.trash.bottle, qty: '3' }, // 450.00 × 3
      ],
    });
    expect(amount).toBe('6286.00');
    const details = await db
      .select()
      .from(transactionLines)
      .where(eq(transactionLines.transactionId, id))
      .orderBy(transactionLines.id);
    expect(details.map((d) => d.price)).toEqual(['4000.00', '450.00']);
    await db.transaction((tx) => cancelTransaction(tx, id)); // keep the stock story below simple
  });

  it('refuses a transaction without exactly one counterparty', async () => {
    const lines = [{ trashId: net.trash.pet, qty: '1' }];
    await rejectsWith(record({ lines }), 422, /tepat satu pihak/);
    await rejectsWith(
      record({ customerId: net.customerIds[0], collectorId: net.collectorId, lines }),
      422,
      /tepat satu pihak/,
    );
  });

  it('refuses empty, unknown, inactive or foreign items and quantities that are not positive', async () => {
    const customerId = net.customerIds[0];
    await rejectsWith(record({ customerId, lines: [] }), 422);
    await rejectsWith(record({ customerId, lines: [{ trashId: 999_999, qty: '1' }] }), 422, /tidak ditemukan/);
    await rejectsWith(record({ customerId, lines: [{ trashId: net.trash.inactive, qty: '1' }] }), 422, /tidak aktif/);
    await rejectsWith(record({ customerId, lines: [{ trashId: net.trash.foreign, qty: '1' }] }), 422, /bukan milik/);
    for (const qty of ['0', '-1', '1.2345', 'abc', '1e2']) {
      await rejectsWith(record({ customerId, lines: [{ trashId: net.trash.pet, qty }] }), 422);
    }
    await rejectsWith(
      record({ collectorId: net.otherCollectorId, lines: [{ trashId: net.trash.pet, qty: '1' }] }),
      422,
      /bukan induk/,
    );
    await rejectsWith(record({ bsuId: 999_999, customerId, lines: [{ trashId: net.trash.pet, qty: '1' }] }), 422);
  });

  it('settling a deposit moves stock and credits the wallet once, however often it is repeated', async () => {
    const wallet = await customerWallet();
    const balanceBefore = await walletBalance(db, wallet.id);
    const stockBefore = await stockOf(net.trash.pet);
    const { id, amount } = await record({
      customerId: net.customerIds[0],
      lines: [{ trashId: net.trash.pet, qty: '1.5' }],
    });

    expect(await settle(id)).toEqual({ changed: true, status: 'settlement' });
    expect(await settle(id)).toEqual({ changed: false, status: 'settlement' });

    expect(await ledgerRows(id)).toHaveLength(1);
    expect((await ledgerRows(id))[0]).toMatchObject({ kind: 'transaction', amount, walletId: wallet.id });
    expect(await walletBalance(db, wallet.id)).toBe(addMoney(balanceBefore, amount));
    expect(await stockOf(net.trash.pet)).toBe(addQty(stockBefore, '1.5'));
    const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
    expect(row!.settledAt).toBeInstanceOf(Date);
    expect((await auditRowsOf(db, 'transaction', id)).map((a) => a.action)).toEqual(['settle']);
  });

  it('twenty concurrent settles of one transaction credit and move stock exactly once', async () => {
    const stockBefore = await stockOf(net.trash.bottle);
    const { id } = await record({ customerId: net.customerIds[1], lines: [{ trashId: net.trash.bottle, qty: '4' }] });
    const results = await Promise.all(Array.from({ length: 20 }, () => settle(id)));
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(await ledgerRows(id)).toHaveLength(1);
    expect(await stockOf(net.trash.bottle)).toBe(addQty(stockBefore, '4'));
  });

  it('a pickup takes stock out, posts nothing to a wallet, and is refused when stock is short', async () => {
    const stock = await stockOf(net.trash.pet);
    const tooMuch = await record({
      collectorId: net.collectorId,
      lines: [{ trashId: net.trash.pet, qty: addQty(stock, '0.001') }],
    });
    await rejectsWith(settle(tooMuch.id), 409, /Stok Botol PET bening tidak mencukupi/);
    // The refusal rolled the whole settlement back.
    expect((await db.select().from(transactions).where(eq(transactions.id, tooMuch.id)))[0]!.status).toBe('pending');
    expect(await stockOf(net.trash.pet)).toBe(stock);

    const pickup = await record({ collectorId: net.collectorId, lines: [{ trashId: net.trash.pet, qty: '1.000' }] });
    expect(await settle(pickup.id)).toEqual({ changed: true, status: 'settlement' });
    expect(await stockOf(net.trash.pet)).toBe(subtractQty(stock, '1'));
    expect(await ledgerRows(pickup.id)).toHaveLength(0);
  });

  it('cancels only a pending transaction, and a cancelled one never settles', async () => {
    const { id } = await record({ customerId: net.customerIds[0], lines: [{ trashId: net.trash.pet, qty: '1' }] });
    expect(await db.transaction((tx) => cancelTransaction(tx, id, net.adminUserId))).toEqual({
      changed: true,
      status: 'cancelled',
    });
    expect(await settle(id)).toEqual({ changed: false, status: 'cancelled' });
    expect(await ledgerRows(id)).toHaveLength(0);

    const settled = await record({ customerId: net.customerIds[0], lines: [{ trashId: net.trash.pet, qty: '1' }] });
    await settle(settled.id);
    expect(await db.transaction((tx) => cancelTransaction(tx, settled.id))).toEqual({
      changed: false,
      status: 'settlement',
    });
    await rejectsWith(settle(987_654), 404);
  });

  it('keeps every wallet equal to its settled deposits', async () => {
    const [row] = await db
      .select({
        ledger: sql<string>`(select coalesce(sum(amount), 0)::text from wallet_ledger where kind = 'transaction')`,
        settled: sql<string>`(select coalesce(sum(amount), 0)::text from transactions where status = 'settlement' and customer_id is not null)`,
      })
      .from(sql`(select 1) as one`);
    expect(row!.ledger).toBe(row!.settled);
  });
});
