// A transaction is recorded at a unit bank (BSU) with exactly one counterparty: a customer
// depositing waste, or the BSU's parent bank (BSI) picking it up. Recording fixes the
// prices; settling is the single moment stock moves and the customer's wallet is credited.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { bsus, customers, transactionLines, transactions, trash, walletLedger } from '../db/schema';
import { ApiError, type ApiMessageKey, type MessageValues } from '../errors';
import { auditDecision } from './audit';
import {
  QTY_SCALE,
  formatQty,
  multiplyQtyPrice,
  normalizeMoney,
  normalizeQty,
  sumMoney,
  tryParse,
} from '../../lib/schemas/money';
import { ensureWallet } from './wallets';

export type TransactionLine = { trashId: number; qty: string };
export type RecordTransactionInput = {
  bsuId: number;
  customerId?: number | null;
  collectorId?: number | null;
  lines: TransactionLine[];
  createdBy?: number | null;
  createdOn?: Date;
};
export type TransactionStatus = 'pending' | 'settlement' | 'cancelled';
export type TransitionResult = { changed: boolean; status: TransactionStatus };

export const MAX_TRANSACTION_LINES = 100;

/** 422 whose message and field error say the same thing: these rules are about one field. */
const invalid = (key: ApiMessageKey, field: string, values?: MessageValues) =>
  ApiError.of(422, key, values, { [field]: { key: `api.${key}`, values } });

export async function recordTransaction(
  tx: Tx,
  input: RecordTransactionInput,
): Promise<{ id: number; amount: string }> {
  const customerId = input.customerId ?? null;
  const collectorId = input.collectorId ?? null;
  if ((customerId === null) === (collectorId === null)) {
    throw invalid('txOneParty', 'customerId');
  }
  if (input.lines.length === 0) throw invalid('txNoLines', 'lines');
  if (input.lines.length > MAX_TRANSACTION_LINES) {
    throw invalid('txTooManyLines', 'lines', { max: MAX_TRANSACTION_LINES });
  }
  const quantities = input.lines.map((line, i) => {
    const qty = tryParse(line.qty, QTY_SCALE);
    if (qty === undefined || qty <= 0n) {
      throw invalid('txQtyInvalid', `lines.${i}.qty`);
    }
    return formatQty(qty);
  });

  const [bsu] = await tx
    .select({ id: bsus.id, collectorId: bsus.collectorId })
    .from(bsus)
    .where(eq(bsus.id, input.bsuId));
  if (!bsu) throw invalid('bsuNotFound', 'bsuId');
  // A unit bank hands its waste to its own parent bank only; anything else is a data-entry slip.
  if (collectorId !== null && collectorId !== bsu.collectorId) {
    throw invalid('txWrongCollector', 'collectorId');
  }
  if (customerId !== null) {
    const [customer] = await tx
      .select({ id: customers.id, bsuId: customers.bsuId })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!customer) throw invalid('customerNotFound', 'customerId');
    // A customer banks where they first bring waste, until someone says otherwise (issue 16).
    if (customer.bsuId === null) await tx.update(customers).set({ bsuId: bsu.id }).where(eq(customers.id, customerId));
  }

  const ids = [...new Set(input.lines.map((line) => line.trashId))];
  const items = await tx.select().from(trash).where(inArray(trash.id, ids));
  const byId = new Map(items.map((item) => [item.id, item]));
  const details = input.lines.map((line, i) => {
    const item = byId.get(line.trashId);
    if (!item) throw invalid('trashNotFound', `lines.${i}.trashId`);
    if (item.status !== 'active') throw invalid('trashInactive', `lines.${i}.trashId`, { name: item.trashName });
    // The BSU trades its parent's catalogue plus its own items, never another bank's.
    if (item.collectorId !== bsu.collectorId || (item.bsuId !== null && item.bsuId !== bsu.id)) {
      throw invalid('trashNotInNetwork', `lines.${i}.trashId`, { name: item.trashName });
    }
    // SPEC §2: the parent bank pays buying_price; a customer receives selling_price.
    const price = normalizeMoney(collectorId !== null ? item.buyingPrice : item.sellingPrice);
    const qty = quantities[i]!;
    return { trashId: item.id, qty, unit: item.unit, price, amount: multiplyQtyPrice(qty, price) };
  });
  const amount = sumMoney(details.map((d) => d.amount));

  const [created] = await tx
    .insert(transactions)
    .values({
      bsuId: bsu.id,
      tenantId: bsu.collectorId,
      customerId,
      collectorId,
      status: 'pending',
      amount,
      createdBy: input.createdBy ?? null,
      ...(input.createdOn ? { createdOn: input.createdOn } : {}),
    })
    .returning({ id: transactions.id });
  const id = created!.id;
  await tx
    .insert(transactionLines)
    .values(details.map((d) => ({ ...d, transactionId: id, tenantId: bsu.collectorId })));
  return { id, amount };
}

/** The gate of every transition: the guarded UPDATE matches only a transaction still pending. */
const stillPending = (id: number) => and(eq(transactions.id, id), eq(transactions.status, 'pending'));

/** The gate matched nothing: someone decided first, or there is no such transaction (404). */
async function unchanged(tx: Tx, id: number): Promise<TransitionResult> {
  const [row] = await tx.select({ status: transactions.status }).from(transactions).where(eq(transactions.id, id));
  if (!row) throw ApiError.of(404, 'transactionNotFound');
  return { changed: false, status: row.status };
}

/** Moves each line's quantity into (deposit) or out of (pickup) the item's stock. */
async function moveStock(tx: Tx, transaction: { id: number; tenantId: number }, direction: 1 | -1): Promise<void> {
  const moves = await tx
    .select({ trashId: transactionLines.trashId, qty: sql<string>`sum(${transactionLines.qty})` })
    .from(transactionLines)
    .where(and(eq(transactionLines.transactionId, transaction.id), eq(transactionLines.tenantId, transaction.tenantId)))
    .groupBy(transactionLines.trashId)
    // Same row order in every settlement, so two touching the same items cannot deadlock.
    .orderBy(transactionLines.trashId);
  for (const move of moves) {
    if (direction === 1) {
      await tx
        .update(trash)
        .set({ stock: sql`${trash.stock} + ${move.qty}::numeric`, updatedAt: sql`now()` })
        .where(eq(trash.id, move.trashId));
      continue;
    }
    const [taken] = await tx
      .update(trash)
      .set({ stock: sql`${trash.stock} - ${move.qty}::numeric`, updatedAt: sql`now()` })
      .where(and(eq(trash.id, move.trashId), sql`${trash.stock} >= ${move.qty}::numeric`))
      .returning({ id: trash.id });
    if (!taken) {
      const [item] = await tx.select().from(trash).where(eq(trash.id, move.trashId));
      const unit = item?.unit ?? '';
      // Thrown so the caller's database transaction rolls back the status change too.
      throw ApiError.of(409, 'stockInsufficient', {
        name: item?.trashName ?? '',
        stock: normalizeQty(item?.stock ?? '0'),
        qty: normalizeQty(move.qty),
        unit,
      });
    }
  }
}

/**
 * pending → settlement, exactly once: the guarded UPDATE is the only gate, so a repeat or a
 * concurrent second call changes nothing and reports { changed: false }.
 */
export async function settleTransaction(tx: Tx, id: number, actorUserId?: number | null): Promise<TransitionResult> {
  const [settled] = await tx
    .update(transactions)
    .set({ status: 'settlement', settledAt: sql`now()` })
    .where(stillPending(id))
    .returning({
      customerId: transactions.customerId,
      collectorId: transactions.collectorId,
      tenantId: transactions.tenantId,
      amount: transactions.amount,
      settledAt: transactions.settledAt,
    });
  if (!settled) return unchanged(tx, id);

  await moveStock(tx, { id, tenantId: settled.tenantId }, settled.customerId !== null ? 1 : -1);

  if (settled.customerId !== null) {
    const [customer] = await tx
      .select({ userId: customers.userId })
      .from(customers)
      .where(eq(customers.id, settled.customerId));
    const wallet = await ensureWallet(tx, customer!.userId);
    await tx
      .insert(walletLedger)
      .values({ walletId: wallet.id, kind: 'transaction', amount: settled.amount, transactionId: id });
  }
  await auditDecision(
    tx,
    { actorUserId, action: 'settle', entity: 'transaction', entityId: id },
    { status: 'settlement', amount: normalizeMoney(settled.amount), settled_at: settled.settledAt },
  );
  return { changed: true, status: 'settlement' };
}

/** pending → cancelled only; a settled transaction has already moved stock and money. */
export async function cancelTransaction(tx: Tx, id: number, actorUserId?: number | null): Promise<TransitionResult> {
  const [cancelled] = await tx
    .update(transactions)
    .set({ status: 'cancelled' })
    .where(stillPending(id))
    .returning({ amount: transactions.amount });
  if (!cancelled) return unchanged(tx, id);
  await auditDecision(
    tx,
    { actorUserId, action: 'cancel', entity: 'transaction', entityId: id },
    { status: 'cancelled', amount: normalizeMoney(cancelled.amount) },
  );
  return { changed: true, status: 'cancelled' };
}
