// What the wallet API tests (wallets.test.ts, wallet-lists.test.ts) share: the app with an
// administrator's and a customer's callers, the texts they expect, and the rows they look up.
import { eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import { customers, walletLedger, walletRequests, wallets } from '../db/schema';
import { CUSTOMER_LOGIN } from './fixtures';
import { caller as anyCaller, fixtureApp, signIn, type Call as ApiCall } from './api';
import type { TestDbKind } from './databases';

export { FORBIDDEN, INVALID, UNAUTHENTICATED } from './api';
export const MONEY = 'Masukkan angka tidak negatif dengan paling banyak 2 angka desimal';
export const NUMBER = 'Harus berupa angka';
export const already = (done: 'diterima' | 'ditolak') => ({
  message: `Permintaan ini sudah ${done} sebelumnya; tidak ada yang diubah`,
});
export const BANK = { bank_name: 'BCA', account_number: '1234567890', cardholder_name: 'BUDI SANTOSO' };

type Request = { id: number; status: string };
export type Call = ApiCall<Request>;
export const caller = (app: App, token?: string): Call => anyCaller<Request>(app, token);

export const userIdOf = async (db: Db, customerId: number) =>
  (await db.select({ u: customers.userId }).from(customers).where(eq(customers.id, customerId)))[0]!.u;
/** The balance as the ledger has it, summed by the database. */
export const ledgerSum = async (db: Db, userId: number) =>
  (
    await db
      .select({ s: sql<string>`coalesce(sum(${walletLedger.amount}), 0)::numeric(16, 2)::text` })
      .from(walletLedger)
      .innerJoin(wallets, eq(wallets.id, walletLedger.walletId))
      .where(eq(wallets.userId, userId))
  )[0]!.s;
export const requestRow = async (db: Db, id: number) =>
  (await db.select().from(walletRequests).where(eq(walletRequests.id, id)))[0]!;
export const ledgerOf = (db: Db, id: number) =>
  db.select().from(walletLedger).where(eq(walletLedger.walletRequestId, id));

export async function setUp(kind: TestDbKind) {
  const { adminToken, ...rest } = await fixtureApp(kind);
  return {
    ...rest,
    admin: caller(rest.app, adminToken),
    budi: caller(rest.app, await signIn(rest.app, CUSTOMER_LOGIN)),
  };
}
