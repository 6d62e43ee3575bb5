// What the transaction API tests (transactions-*.test.ts, transaction-lists.test.ts) share: the
// app with an administrator's caller, the waste items they record, the texts they expect, and the
// rows they look up.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { transactionDetailsSchema, type TransactionDetails } from '../../lib/schemas/transactions';
import type { Db } from '../db/client';
import { bsus, customers, trash, users } from '../db/schema';
import { auditRowsOf, caller, fixtureApp, type Call as ApiCall } from './api';
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
export const auditOf = (db: Db, id: number) => auditRowsOf(db, 'transaction', id);
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

type Line = { trashId: number | undefined; qty: string | number };

export type TransactionApp = Awaited<ReturnType<typeof setUp>> & {
  /** The waste items a suite records: two priced to the fraction, an inactive one, and one of BSU Mawar's own. */
  item: Record<'pet' | 'gelas' | 'inactive' | 'mawarOwn', number>;
  /** BSU Melati, the unit bank the transactions are recorded at. */
  melati: () => number;
  /** Records a transaction (201) and returns its details. */
  record: (body: Record<string, unknown>, as?: Call) => Promise<TransactionDetails>;
  /** Records a customer's deposit of `lines` at BSU Melati: fixture customer `customer` sells. */
  deposit: (customer: number, lines: Line[]) => Promise<TransactionDetails>;
  /** Records a pickup of `lines` at BSU Melati by its parent bank (the first fixture parent bank). */
  pickup: (lines: Line[]) => Promise<TransactionDetails>;
  /** One line of a Botol PET kilogram, patched. */
  lines: (patch?: object) => { trashId: number; qty: string }[];
};

/** setUp for the enclosing describe, with the waste items `item` names; closed after. */
export function useTransactionApp(kind: TestDbKind): TransactionApp {
  const t = { item: { pet: 0, gelas: 0, inactive: 0, mawarOwn: 0 } } as TransactionApp;
  t.melati = () => t.fixtures.bsuIds[0]!;
  t.record = async (body, as = t.call) => {
    const res = await as('POST', '/strict/transaction', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return transactionDetailsSchema.parse(res.body.data);
  };
  t.deposit = (customer, lines) => t.record({ bsuId: t.melati(), customerId: t.fixtures.customerIds[customer], lines });
  t.pickup = (lines) => t.record({ bsuId: t.melati(), collectorId: t.fixtures.bsiIds[0], lines });
  t.lines = (patch = {}) => [{ trashId: t.item.pet, qty: '1', ...patch }];
  beforeAll(async () => {
    Object.assign(t, await setUp(kind));
    const f = t.fixtures;
    const bsi = f.bsiIds[0]!; // parent of BSU Melati, Mawar and Anggrek
    const [pet, gelas, inactive, mawarOwn] = await t.db
      .insert(trash)
      .values([
        newItem(bsi, 'Botol PET', '3333.33', '4000.01', 'kg'),
        newItem(bsi, 'Gelas Plastik', '150.50', '120.25', 'pcs'),
        newItem(bsi, 'Kardus Basah', '100.00', '50.00', 'kg', { status: 'inactive' }),
        newItem(bsi, 'Kompos Mawar', '100.00', '50.00', 'kg', { bsuId: f.bsuIds[1]! }),
      ])
      .returning({ id: trash.id });
    Object.assign(t.item, { pet: pet!.id, gelas: gelas!.id, inactive: inactive!.id, mawarOwn: mawarOwn!.id });
  });
  afterAll(() => t.database?.close());
  return t;
}
