// The passbook as a property (issue 18): over random histories of a customer, made through the
// domain functions the API uses (deposits settled, cancelled or left pending; top-ups and
// withdrawals accepted, rejected or left pending; withdrawals the balance does not cover
// refused), each posting moved to a random instant (day boundaries included), the passbook
// closes at the wallet's balance as Data Saldo reads it, one period opens where the one before
// it closed, every balance follows from the one before, and a period holds exactly the entries
// of its Jakarta days.
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMoney, formatMoney, formatQty, subtractMoney, sumQty } from '../../lib/schemas/money';
import { dayStart, jakartaDay } from '../../lib/shared/jakarta-days';
import type { Database, Db } from '../db/client';
import { customers, walletLedger } from '../db/schema';
import { ApiError } from '../errors';
import { openTestDatabase, testDbKinds } from '../test/databases';
import { insertNetwork, type Network } from '../test/domain-network';
import { insertUser } from '../test/fixture-users';
import { readPassbook } from './passbook';
import { refreshCustomerSearch } from './search';
import { cancelTransaction, recordTransaction, settleTransaction } from './transactions';
import { listWallets } from './wallet-queries';
import { acceptRequest, ensureWallet, rejectRequest, requestTopup, requestWithdrawal, walletBalance } from './wallets';

const FIRST_DAY = '2026-03-01';
const DAYS = 40;
const DAY_MS = 86_400_000;
const dayOf = (index: number) => jakartaDay(new Date(dayStart(FIRST_DAY).getTime() + index * DAY_MS));

/**
 * A posting's instant: any minute of the 40 days, a second either side of a Jakarta midnight, or
 * one of a few instants that postings share (the id then orders them).
 */
const instant = fc.oneof(
  fc.constantFrom(...[3, 3.5, 17].map((d) => dayStart(FIRST_DAY).getTime() + d * DAY_MS)),
  fc.integer({ min: 0, max: DAYS * 1440 - 1 }).map((m) => dayStart(FIRST_DAY).getTime() + m * 60_000),
  fc
    .tuple(fc.integer({ min: 1, max: DAYS - 1 }), fc.constantFrom(-1000, 0, 999))
    .map(([d, ms]) => dayStart(dayOf(d)).getTime() + ms),
);
const fate = <F extends string>(...fates: F[]) => fc.constantFrom(...fates);
const step = fc.oneof(
  fc.record({
    type: fc.constant('deposit' as const),
    lines: fc.array(fc.record({ item: fc.constantFrom('pet', 'bottle'), qty: fc.integer({ min: 1, max: 50_000 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
    fate: fate('settle', 'cancel', 'pending'),
    at: instant,
  }),
  fc.record({
    type: fc.constantFrom('topup' as const, 'withdraw' as const),
    cents: fc.integer({ min: 1, max: 5_000_000 }),
    fate: fate('accept', 'reject', 'pending'),
    at: instant,
  }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

describe.each(testDbKinds)('the passbook over random histories on %s', (kind) => {
  let database: Database;
  let db: Db;
  let net: Network;
  let serial = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    net = await insertNetwork(db);
  });
  afterAll(() => database?.close());

  /** A new customer at the network's unit bank, searchable as Data Saldo searches: ids and NIK. */
  async function newCustomer() {
    const n = ++serial;
    const userId = await insertUser(db, { firstName: `Penabung${n}`, role: 'customer' });
    const nik = String(3273019900000000 + n);
    const [row] = await db
      .insert(customers)
      .values({
        userId,
        nik,
        address: 'Jl. Tabungan',
        gender: 'Perempuan',
        villageId: '32.73.01.1001',
        bsuId: net.bsuId,
      })
      .returning({ id: customers.id });
    await refreshCustomerSearch(db, [row!.id]);
    const wallet = await db.transaction((tx) => ensureWallet(tx, userId));
    return { userId, customerId: row!.id, nik, walletId: wallet.id };
  }

  const redate = (where: ReturnType<typeof eq>, at: number) =>
    db
      .update(walletLedger)
      .set({ createdAt: new Date(at) })
      .where(where);

  /** Plays one step through the domain; a withdrawal the balance does not cover is refused and left out. */
  async function play(s: Step, who: Awaited<ReturnType<typeof newCustomer>>) {
    const actorUserId = net.adminUserId;
    if (s.type === 'deposit') {
      const lines = s.lines.map((l) => ({ trashId: net.trash[l.item], qty: formatQty(BigInt(l.qty)) }));
      const { id } = await db.transaction((tx) =>
        recordTransaction(tx, { bsuId: net.bsuId, customerId: who.customerId, lines }),
      );
      if (s.fate === 'settle') await db.transaction((tx) => settleTransaction(tx, id, actorUserId));
      if (s.fate === 'cancel') await db.transaction((tx) => cancelTransaction(tx, id, actorUserId));
      await redate(eq(walletLedger.transactionId, id), s.at);
      return;
    }
    const amount = formatMoney(BigInt(s.cents));
    const filed = { walletId: who.walletId, amount };
    try {
      const { id } = await db.transaction((tx) =>
        s.type === 'topup'
          ? requestTopup(tx, { ...filed, total: amount })
          : requestWithdrawal(tx, { ...filed, bankName: 'BRI', accountNumber: '1234567890', cardholderName: 'UJI' }),
      );
      if (s.fate === 'accept') await db.transaction((tx) => acceptRequest(tx, { id, kind: s.type, actorUserId }));
      if (s.fate === 'reject') await db.transaction((tx) => rejectRequest(tx, { id, kind: s.type, actorUserId }));
      await redate(eq(walletLedger.walletRequestId, id), s.at);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 409)) throw err;
    }
  }

  const passbook = (userId: number, from: string, to: string) => readPassbook(db, { user_id: userId, from, to }, null);

  it('closes at the balance Data Saldo shows, opens where the period before closed, and holds exactly its days', async () => {
    const picks = fc.tuple(fc.nat(DAYS + 3), fc.nat(DAYS + 3), fc.nat(DAYS + 3));
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), picks, async (steps, [a, b, split]) => {
        const who = await newCustomer();
        for (const s of steps) await play(s, who);
        const ledger = await db
          .select()
          .from(walletLedger)
          .where(eq(walletLedger.walletId, who.walletId))
          .orderBy(walletLedger.createdAt, walletLedger.id);

        // A period around the whole history closes at the balance, as Data Saldo lists it.
        const around = [dayOf(-1), dayOf(DAYS + 1)] as const;
        const whole = await passbook(who.userId, ...around);
        const saldo = await listWallets(db, { page: 1, per_page: 10, filter_note: 'balance', search: who.nik });
        expect(saldo.items.map((w) => w.user_id)).toEqual([who.userId]);
        expect(whole.opening_balance).toBe('0.00');
        expect(whole.closing_balance).toBe(saldo.items[0]!.balance);
        expect(whole.closing_balance).toBe(await walletBalance(db, who.walletId));
        expect(whole.entries.map((e) => e.id)).toEqual(ledger.map((l) => l.id));

        // Each balance is the one before plus the credit less the debit; the totals add up.
        let balance = whole.opening_balance;
        for (const e of whole.entries) {
          balance = subtractMoney(addMoney(balance, e.credit), e.debit);
          expect(e.balance).toBe(balance);
          expect(e.kind === 'withdraw' ? e.debit !== '0.00' && e.credit === '0.00' : e.debit === '0.00').toBe(true);
          expect(e.kg).toBe(
            e.kind === 'transaction' ? sumQty(e.lines.filter((l) => l.unit === 'kg').map((l) => l.qty)) : null,
          );
        }
        expect(whole.closing_balance).toBe(balance);

        // Split on each day something was posted, and on the day after: the later period opens at
        // the earlier one's close, and the two hold every entry once.
        const days = [...new Set(ledger.map((l) => jakartaDay(l.createdAt)))];
        const next = (day: string) => jakartaDay(new Date(dayStart(day).getTime() + DAY_MS));
        const previous = (day: string) => jakartaDay(new Date(dayStart(day).getTime() - DAY_MS));
        for (const cut of [dayOf(split - 1), ...days, ...days.map(next)]) {
          const before = await passbook(who.userId, dayOf(-2), previous(cut));
          const after = await passbook(who.userId, cut, around[1]);
          expect(after.opening_balance, cut).toBe(before.closing_balance);
          expect(after.closing_balance, cut).toBe(whole.closing_balance);
          expect([...before.entries, ...after.entries].map((e) => e.id)).toEqual(ledger.map((l) => l.id));
        }

        // Any period holds exactly the entries posted on its Jakarta days, in posting order: one
        // picked at random, and one from a posting's day to the next posting's.
        const edge = (pick: number) => (days.length ? days[pick % days.length]! : dayOf(pick - 1));
        const periods = [
          [dayOf(Math.min(a, b) - 1), dayOf(Math.max(a, b) - 1)],
          [edge(a), edge(a) > edge(b) ? edge(a) : edge(b)],
        ];
        for (const [from, to] of periods) {
          const some = await passbook(who.userId, from!, to!);
          const held = ledger.filter((l) => jakartaDay(l.createdAt) >= from! && jakartaDay(l.createdAt) <= to!);
          expect(some.entries.map((e) => [e.id, e.at])).toEqual(held.map((l) => [l.id, l.createdAt.toISOString()]));
          expect(some.entries.map((e) => e.reference)).toEqual(held.map((l) => l.transactionId ?? l.walletRequestId));
        }
      }),
      { numRuns: 25, seed: 18_2026 },
    );
  });
});
