// Reading the counters the database keeps (migration 0003): exact totals without count(*).
import { inArray, sql } from 'drizzle-orm';
import { transactionStatuses, type TransactionStatus } from '../../lib/schemas/transactions';
import { walletRequestStatuses, type WalletRequestStatus } from '../../lib/schemas/wallets';
import type { Db } from '../db/client';
import { rowCounts } from '../db/schema';

export async function countOf(db: Db, names: string[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${rowCounts.value}), 0)` })
    .from(rowCounts)
    .where(inArray(rowCounts.name, names));
  return Number(row?.total ?? 0);
}

export const transactionCounters = (statuses: readonly TransactionStatus[] = transactionStatuses) =>
  statuses.map((s) => `transactions:${s}`);

export const requestCounters = (
  kind: 'topup' | 'withdraw',
  statuses: readonly WalletRequestStatus[] = walletRequestStatuses,
) => statuses.map((s) => `wallet_requests:${kind}:${s}`);
