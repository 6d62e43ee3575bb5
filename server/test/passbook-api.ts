// What the passbook API suites (routes/passbook*.test.ts) share: the fixture app with a known
// history for Siti Aminah (customer 1, banking at unit bank 3 under parent bank 1), made
// through the domain and moved to known instants, and the passbook it must give for April 2024.
import { eq } from 'drizzle-orm';
import { passbookSchema } from '../../lib/schemas/passbook';
import type { Db } from '../db/client';
import { customers, walletLedger } from '../db/schema';
import { recordTransaction, settleTransaction } from '../domain/transactions';
import { acceptRequest, ensureWallet, rejectRequest, requestTopup, requestWithdrawal } from '../domain/wallets';
import { afterAll, beforeAll } from 'vitest';
import { fixtureApp, type Call, type FixtureApp } from './api';
import type { TestDbKind } from './databases';

/** A Jakarta wall-clock time ('2024-04-15 00:00:00') as the instant it is. */
export const jakarta = (wallClock: string) => new Date(Date.parse(`${wallClock.replace(' ', 'T')}+07:00`));

const moveTo = (db: Db, where: ReturnType<typeof eq>, at: string) =>
  db
    .update(walletLedger)
    .set({ createdAt: jakarta(at) })
    .where(where);

/**
 * Siti's history: Rp 100.000 topped up in March; in April a deposit of 2,5 kg paper and 3 glass
 * bottles (Rp 7.750), a withdrawal of Rp 30.000 at midnight sharp, a rejected top-up, a pending
 * deposit, Rp 1.234,56 topped up a second before May; Rp 777 on the first of May.
 */
async function sitiHistory({ db, fixtures: f }: FixtureApp) {
  const customerId = f.customerIds[1]!;
  const bsuId = f.bsuIds[3]!;
  await db.update(customers).set({ bsuId }).where(eq(customers.id, customerId));
  await db.update(customers).set({ bsuId: f.bsuIds[0] }).where(eq(customers.id, f.customerIds[0]!));
  const [owner] = await db.select({ userId: customers.userId }).from(customers).where(eq(customers.id, customerId));
  const userId = owner!.userId;
  const wallet = await db.transaction((tx) => ensureWallet(tx, userId));
  const actorUserId = f.adminId;
  const request = async (kind: 'topup' | 'withdraw', amount: string, at: string | null) => {
    const { id } = await db.transaction((tx) =>
      kind === 'topup'
        ? requestTopup(tx, { walletId: wallet.id, amount, total: amount })
        : requestWithdrawal(tx, {
            walletId: wallet.id,
            amount,
            bankName: 'BRI',
            accountNumber: '1234567890',
            cardholderName: 'SITI AMINAH',
          }),
    );
    if (at === null) await db.transaction((tx) => rejectRequest(tx, { id, kind, actorUserId }));
    else {
      await db.transaction((tx) => acceptRequest(tx, { id, kind, actorUserId }));
      await moveTo(db, eq(walletLedger.walletRequestId, id), at);
    }
    return id;
  };
  const deposit = (lines: { trashId: number; qty: string }[]) =>
    db.transaction((tx) => recordTransaction(tx, { bsuId, customerId, lines }));

  const march = await request('topup', '100000', '2024-03-20 10:00:00');
  const paper = { trashId: f.trashIds[3]!, qty: '2.5' };
  const { id: depositId } = await deposit([paper, { trashId: f.trashIds[6]!, qty: '3' }]);
  await db.transaction((tx) => settleTransaction(tx, depositId, actorUserId));
  await moveTo(db, eq(walletLedger.transactionId, depositId), '2024-04-02 08:15:00');
  const withdrawal = await request('withdraw', '30000', '2024-04-15 00:00:00');
  await request('topup', '5000', null);
  await deposit([paper]);
  const lastSecond = await request('topup', '1234.56', '2024-04-30 23:59:59');
  const may = await request('topup', '777', '2024-05-01 00:00:00');
  return { userId, walletId: wallet.id, depositId, requests: { march, withdrawal, lastSecond, may } };
}

export type PassbookApp = FixtureApp & { siti: Awaited<ReturnType<typeof sitiHistory>> };

/** The fixture app with Siti's history, for the enclosing describe: opened before its tests, closed after. */
export function usePassbookApp(kind: TestDbKind): PassbookApp {
  const ctx = {} as PassbookApp;
  beforeAll(async () => {
    Object.assign(ctx, await fixtureApp(kind));
    ctx.siti = await sitiHistory(ctx);
  });
  afterAll(() => ctx.database?.close());
  return ctx;
}

export const APRIL = { from: '2024-04-01', to: '2024-04-30' };
export const passbookPath = (resource: 'wallet' | 'export', query: Record<string, string | number>) =>
  `/strict/${resource}/passbook?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

/** GET the passbook (200), parsed as the web tier parses it. */
export async function passbookOf(call: Call, query: Record<string, string | number>) {
  const res = await call('GET', passbookPath('wallet', query));
  if (res.status !== 200) throw new Error(`passbook ${res.status}: ${JSON.stringify(res.body)}`);
  return passbookSchema.parse(res.body);
}
