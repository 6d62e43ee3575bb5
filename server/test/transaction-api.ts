// What the transaction API tests (transactions.test.ts, transaction-lists.test.ts) share: the
// app with an administrator's caller, the texts they expect, and the rows they look up.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TransactionDetails } from '../../lib/schemas/transactions';
import type { Db } from '../db/client';
import { auditLog, bsus, customers, trash, users } from '../db/schema';
import { caller, fixtureApp, type Call as ApiCall } from './api';
import type { TestDbKind } from './databases';

export { FORBIDDEN, INVALID, UNAUTHENTICATED } from './api';
export const ONE_PARTY = 'Transaksi harus memiliki tepat satu pihak: nasabah atau bank sampah induk';
export const QTY = 'Masukkan angka tidak negatif dengan paling banyak 3 angka desimal';
export const already = (done: string) => ({ message: `Transaksi ini sudah ${done} sebelumnya; tidak ada yang diubah` });

export type Call = ApiCall<TransactionDetails>;

export const phoneOf = async (db: Db, userId: number) =>
  (await db.select({ p: users.phoneNumber }).from(users).where(eq(users.id, userId)))[0]!.p;
export const bsuUser = async (db: Db, id: number) =>
  (await db.select({ u: bsus.userId }).from(bsus).where(eq(bsus.id, id)))[0]!.u;
export const customerUser = async (db: Db, id: number) =>
  (await db.select({ u: customers.userId }).from(customers).where(eq(customers.id, id)))[0]!.u;
export const stockOf = async (db: Db, id: number) =>
  (await db.select({ s: trash.stock }).from(trash).where(eq(trash.id, id)))[0]!.s;
export const auditOf = (db: Db, id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'transaction'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
export const line = (
  trash_name: string,
  buying_price: string,
  selling_price: string,
  qty: string,
  unit: string,
  price: string,
  amount: string,
) => ({ id: expect.any(Number), trash: { trash_name, buying_price, selling_price }, qty, unit, price, amount });
export const newItem = (
  collectorId: number,
  trashName: string,
  sellingPrice: string,
  buyingPrice: string,
  unit: 'kg' | 'pcs',
  extra: object = {},
) => ({
  trashName,
  type: 'Non Organik' as const,
  sellingPrice,
  buyingPrice,
  unit,
  maximum: '1000',
  collectorId,
  ...extra,
});

export async function setUp(kind: TestDbKind) {
  const { adminToken, ...rest } = await fixtureApp(kind);
  return { ...rest, call: caller<TransactionDetails>(rest.app, adminToken) };
}
