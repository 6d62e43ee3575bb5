import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigIdentity, createdAt, identity, money } from './columns';
import { transactions } from './transactions';
import { userIdColumn, users } from './users';

export const walletRequestKind = pgEnum('wallet_request_kind', ['topup', 'withdraw']);
export const walletRequestStatus = pgEnum('wallet_request_status', ['pending', 'accepted', 'rejected']);
export const ledgerKind = pgEnum('ledger_kind', ['transaction', 'topup', 'withdraw']);

/** One wallet per user; its balance is the sum of its ledger, never a stored number. */
export const wallets = pgTable(
  'wallets',
  {
    id: identity(),
    userId: userIdColumn(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wallets_user_key').on(t.userId)],
);

/** The wallet a request or a ledger entry belongs to. */
const walletIdColumn = () =>
  integer('wallet_id')
    .notNull()
    .references(() => wallets.id);

export const walletRequests = pgTable(
  'wallet_requests',
  {
    id: identity(),
    walletId: walletIdColumn(),
    kind: walletRequestKind('kind').notNull(),
    status: walletRequestStatus('status').notNull().default('pending'),
    /** Top-up nominal or withdrawal amount. */
    amount: money('amount').notNull(),
    /** Top-up: what the customer paid, fee included. Withdrawal: equals amount. */
    total: money('total').notNull(),
    bankName: varchar('bank_name', { length: 255 }),
    accountNumber: varchar('account_number', { length: 64 }),
    cardholderName: varchar('cardholder_name', { length: 255 }),
    reason: varchar('reason', { length: 255 }),
    /** The staff member who filed it at the counter, or last edited it; null: the customer, in the field app. */
    requestedBy: integer('requested_by').references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_requests_kind_idx').on(t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The top-up and withdrawal lists sorted by amount (issue 17), either way.
    index('wallet_requests_kind_amount_idx').on(t.kind, t.amount, t.id),
    index('wallet_requests_wallet_idx').on(t.walletId, t.status),
    check('wallet_requests_positive', sql`${t.amount} > 0 and ${t.total} >= ${t.amount}`),
  ],
);

/**
 * Append-only ledger. Each source (a settled transaction, an accepted request) may post at
 * most once: the unique indexes are what make a repeated or concurrent confirmation harmless.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigIdentity(),
    walletId: walletIdColumn(),
    kind: ledgerKind('kind').notNull(),
    /** Signed: credits positive, debits negative. */
    amount: money('amount').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id),
    walletRequestId: integer('wallet_request_id').references(() => walletRequests.id),
    createdAt: createdAt(),
  },
  (t) => [
    // A wallet's movements in order: its balance at a moment and a passbook's period (issue 18) are range reads.
    index('wallet_ledger_wallet_idx').on(t.walletId, t.createdAt, t.id),
    uniqueIndex('wallet_ledger_transaction_key').on(t.transactionId),
    uniqueIndex('wallet_ledger_request_key').on(t.walletRequestId),
    check('wallet_ledger_one_source', sql`num_nonnulls(${t.transactionId}, ${t.walletRequestId}) = 1`),
  ],
);
