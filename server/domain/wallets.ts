// Wallets hold no balance column: the balance is the sum of the append-only ledger. Two
// things keep it right under concurrency: the wallet row is locked (FOR UPDATE) while a
// withdrawal is checked against it, and each source posts at most once (unique indexes on
// wallet_ledger plus the `status = 'pending'` guard on every decision).
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { walletLedger, walletRequests, wallets } from '../db/schema';
import { ApiError, type ApiMessageKey } from '../errors';
import { auditDecision } from './audit';
import {
  MONEY_SCALE,
  compareMoney,
  formatMoney,
  formatRupiah,
  normalizeMoney,
  parseMoney,
  subtractMoney,
  tryParse,
} from '../../lib/schemas/money';

export type WalletRequestKind = 'topup' | 'withdraw';
export type WalletRequestStatus = 'pending' | 'accepted' | 'rejected';
export type Decision = { changed: boolean; status: WalletRequestStatus };

export async function ensureWallet(tx: Db, userId: number): Promise<{ id: number; userId: number }> {
  await tx.insert(wallets).values({ userId }).onConflictDoNothing({ target: wallets.userId });
  const [wallet] = await tx
    .select({ id: wallets.id, userId: wallets.userId })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  if (!wallet) throw new Error(`Wallet for user ${userId} vanished right after insert`);
  return wallet;
}

export async function walletBalance(db: Db, walletId: number): Promise<string> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${walletLedger.amount})` })
    .from(walletLedger)
    .where(eq(walletLedger.walletId, walletId));
  return normalizeMoney(row?.total ?? '0');
}

async function pendingWithdrawals(db: Db, walletId: number): Promise<string> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${walletRequests.amount})` })
    .from(walletRequests)
    .where(
      and(
        eq(walletRequests.walletId, walletId),
        eq(walletRequests.kind, 'withdraw'),
        eq(walletRequests.status, 'pending'),
      ),
    );
  return normalizeMoney(row?.total ?? '0');
}

/** What can still be promised: the balance less withdrawals already requested but not decided. */
export async function availableBalance(db: Db, walletId: number): Promise<string> {
  return subtractMoney(await walletBalance(db, walletId), await pendingWithdrawals(db, walletId));
}

async function lockWallet(tx: Tx, walletId: number): Promise<void> {
  const [wallet] = await tx.select({ id: wallets.id }).from(wallets).where(eq(wallets.id, walletId)).for('update');
  if (!wallet) throw ApiError.of(404, 'walletNotFound');
}

function positiveAmount(value: string, field: string, key: ApiMessageKey): string {
  const cents = tryParse(value, MONEY_SCALE);
  if (cents === undefined || cents <= 0n) throw ApiError.of(422, key, undefined, { [field]: `api.${key}` });
  return formatMoney(cents);
}

export async function requestTopup(
  tx: Tx,
  input: { walletId: number; amount: string; total: string; requestedBy?: number },
): Promise<{ id: number }> {
  const amount = positiveAmount(input.amount, 'amount', 'topupAmountInvalid');
  const total = positiveAmount(input.total, 'total', 'topupTotalInvalid');
  if (compareMoney(total, amount) < 0) {
    throw ApiError.of(422, 'topupTotalTooLow', undefined, { total: 'api.topupTotalTooLow' });
  }
  await lockWallet(tx, input.walletId);
  const [row] = await tx
    .insert(walletRequests)
    .values({ walletId: input.walletId, kind: 'topup', amount, total, requestedBy: input.requestedBy ?? null })
    .returning({ id: walletRequests.id });
  return { id: row!.id };
}

export type WithdrawalInput = {
  walletId: number;
  amount: string;
  bankName: string;
  accountNumber: string;
  cardholderName: string;
  /** The staff member who filed it at the counter; none: the customer in the field app. */
  requestedBy?: number;
};

export async function requestWithdrawal(tx: Tx, input: WithdrawalInput): Promise<{ id: number }> {
  const amount = positiveAmount(input.amount, 'amount', 'withdrawAmountInvalid');
  // The lock makes two simultaneous requests see each other's pending amount.
  await lockWallet(tx, input.walletId);
  const available = await availableBalance(tx, input.walletId);
  if (compareMoney(amount, available) > 0) {
    throw ApiError.of(409, 'withdrawExceedsAvailable', {
      available: formatRupiah(available),
      amount: formatRupiah(amount),
    });
  }
  const [row] = await tx
    .insert(walletRequests)
    .values({
      walletId: input.walletId,
      kind: 'withdraw',
      amount,
      total: amount,
      bankName: input.bankName,
      accountNumber: input.accountNumber,
      cardholderName: input.cardholderName,
      requestedBy: input.requestedBy ?? null,
    })
    .returning({ id: walletRequests.id });
  return { id: row!.id };
}

async function findRequest(tx: Db, id: number, kind: WalletRequestKind) {
  const [row] = await tx
    .select({
      walletId: walletRequests.walletId,
      status: walletRequests.status,
      requestedBy: walletRequests.requestedBy,
    })
    .from(walletRequests)
    .where(and(eq(walletRequests.id, id), eq(walletRequests.kind, kind)));
  if (!row) throw ApiError.of(404, kind === 'topup' ? 'topupNotFound' : 'withdrawNotFound');
  return row;
}

type RequestDecision = { id: number; kind: WalletRequestKind; actorUserId?: number | null };

/** The gate of every decision: the guarded UPDATE matches only a request of its kind still pending. */
const stillPending = (input: RequestDecision) =>
  and(eq(walletRequests.id, input.id), eq(walletRequests.kind, input.kind), eq(walletRequests.status, 'pending'));

/** The gate matched nothing: someone decided first, or there is no such request (404). */
const unchanged = async (tx: Db, input: RequestDecision): Promise<Decision> => ({
  changed: false,
  status: (await findRequest(tx, input.id, input.kind)).status,
});

const decided = (input: RequestDecision, action: 'accept' | 'reject') => ({
  actorUserId: input.actorUserId,
  action,
  entity: 'wallet_request',
  entityId: input.id,
});

/**
 * Accepts a pending request exactly once. A repeat or a concurrent second confirmation gets
 * { changed: false } and the current status, so the caller can answer "already processed".
 */
export async function acceptRequest(tx: Tx, input: RequestDecision): Promise<Decision> {
  const { walletId, requestedBy } = await findRequest(tx, input.id, input.kind);
  // Four eyes: whoever filed or last edited a request does not also confirm it.
  if (requestedBy !== null && requestedBy === input.actorUserId) throw ApiError.of(403, 'ownRequest');
  // Lock order wallet → request everywhere, so concurrent decisions queue instead of deadlocking.
  await lockWallet(tx, walletId);
  const [accepted] = await tx
    .update(walletRequests)
    .set({ status: 'accepted', decidedBy: input.actorUserId ?? null, decidedAt: sql`now()` })
    .where(stillPending(input))
    .returning({ amount: walletRequests.amount, decidedAt: walletRequests.decidedAt });
  if (!accepted) return unchanged(tx, input);

  if (input.kind === 'withdraw') {
    const balance = await walletBalance(tx, walletId);
    if (compareMoney(accepted.amount, balance) > 0) {
      // Throwing rolls the status change back with everything else in this transaction.
      throw ApiError.of(409, 'withdrawExceedsBalance', {
        balance: formatRupiah(balance),
        amount: formatRupiah(normalizeMoney(accepted.amount)),
      });
    }
  }
  const cents = parseMoney(accepted.amount);
  await tx.insert(walletLedger).values({
    walletId,
    kind: input.kind,
    amount: formatMoney(input.kind === 'topup' ? cents : -cents),
    walletRequestId: input.id,
  });
  await auditDecision(tx, decided(input, 'accept'), {
    status: 'accepted',
    kind: input.kind,
    amount: normalizeMoney(accepted.amount),
    decided_at: accepted.decidedAt,
  });
  return { changed: true, status: 'accepted' };
}

/** Rejects a pending request; nothing is posted to the ledger. */
export async function rejectRequest(tx: Tx, input: RequestDecision & { reason?: string | null }): Promise<Decision> {
  const reason = input.reason?.trim() || null;
  if (reason && reason.length > 255) throw ApiError.of(422, 'invalidInput', undefined, { reason: 'validation.max' });
  const [rejected] = await tx
    .update(walletRequests)
    .set({ status: 'rejected', reason, decidedBy: input.actorUserId ?? null, decidedAt: sql`now()` })
    .where(stillPending(input))
    .returning({ amount: walletRequests.amount });
  if (!rejected) return unchanged(tx, input);
  const after = { status: 'rejected', kind: input.kind, amount: normalizeMoney(rejected.amount), reason };
  await auditDecision(tx, decided(input, 'reject'), after);
  return { changed: true, status: 'rejected' };
}
