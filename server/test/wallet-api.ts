// What the wallet API tests (wallets-*.test.ts, wallet-lists.test.ts) share: the app with an
// administrator's and a customer's callers, the texts they expect, and the rows they look up.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { walletListSchema } from '../../lib/schemas/wallets';
import type { App } from '../app';
import type { Db } from '../db/client';
import { customers, walletLedger, walletRequests, wallets } from '../db/schema';
import { CUSTOMER_LOGIN } from './fixtures';
import { caller as anyCaller, fixtureApp, signIn, unchanged, type Call as ApiCall } from './api';
import type { TestDbKind } from './databases';

export { FORBIDDEN, INVALID, UNAUTHENTICATED } from './api';
export const MONEY = 'Masukkan angka tidak negatif dengan paling banyak 2 angka desimal';
export const NUMBER = 'Harus berupa angka';
export const already = (done: 'diterima' | 'ditolak') => ({
  message: `Permintaan ini sudah ${done} sebelumnya; tidak ada yang diubah`,
});
/** A rule about the amount itself: the message says it, and so does the field. */
export const ruleBroken = (field: string, message: string) => ({ message, errors: { [field]: [message] } });
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
/**
 * A pending withdrawal of Rp 40.000,01 written straight into the table, past the check a request
 * meets when made (an import, an older version): its id.
 */
export const sneakWithdrawal = async (
  db: Db,
  walletId: number,
  account: { accountNumber: string; cardholderName: string },
) =>
  (
    await db
      .insert(walletRequests)
      .values({ walletId, kind: 'withdraw', amount: '40000.01', total: '40000.01', bankName: 'BRI', ...account })
      .returning({ id: walletRequests.id })
  )[0]!.id;
/** The answer to a request asked is 201, `message` and the new request, pending, stored as `row` says; gives its id. */
export async function expectAsked(
  db: Db,
  res: Awaited<ReturnType<Call>>,
  message: string,
  row: Record<string, unknown>,
) {
  expect(res).toEqual({ status: 201, body: { message, data: { id: expect.any(Number), status: 'pending' } } });
  const id = res.body.data!.id;
  expect(await requestRow(db, id)).toMatchObject(row);
  return id;
}
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

export type WalletApp = Awaited<ReturnType<typeof setUp>> & {
  /** The user id of Budi, the customer who asks. */
  budiUserId: number;
  /** Budi's balance as the administrators' list shows it, checked against the ledger. */
  balance: () => Promise<string>;
  /** Budi asks for a top-up (201); its request id. */
  topup: (amount: number | string, total?: number | string) => Promise<number>;
  /** An administrator decides at /strict/wallet/`path`, and the decision must change nothing. */
  decide: (path: string, body?: unknown) => ReturnType<Call>;
  /** sneakWithdrawal from Budi's wallet. */
  sneakWithdrawal: (account: { accountNumber: string; cardholderName: string }) => Promise<number>;
};

/** setUp for the enclosing describe, with Budi's asking and the administrator's deciding; closed after. */
export function useWalletApp(kind: TestDbKind): WalletApp {
  const t = {} as WalletApp;
  t.balance = async () => {
    const res = await t.admin('GET', '/strict/wallet?filter_note=balance&search=santoso');
    const items = walletListSchema.parse(res.body).items;
    expect(items).toHaveLength(1);
    expect(items[0]!.amount).toBe(await ledgerSum(t.db, t.budiUserId));
    return items[0]!.amount;
  };
  t.topup = async (amount, total = amount) => {
    const res = await t.budi('POST', '/strict/wallet/topup', { amount, total });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data!.id;
  };
  t.decide = (path, body = { id: path.split('/').pop() }) =>
    unchanged(t.db, () => t.admin('PUT', `/strict/wallet/${path}`, body));
  t.sneakWithdrawal = async (account) => {
    const [wallet] = await t.db.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, t.budiUserId));
    return sneakWithdrawal(t.db, wallet!.id, account);
  };
  beforeAll(async () => {
    Object.assign(t, await setUp(kind));
    t.budiUserId = await userIdOf(t.db, t.fixtures.customerIds[0]!);
  });
  afterAll(() => t.database?.close());
  return t;
}
