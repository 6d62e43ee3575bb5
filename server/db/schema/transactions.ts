import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bsus } from './bsus';
import { collectors } from './collectors';
import { bigIdentity, money, quantity } from './columns';
import { customers } from './customers';
import { trash, trashUnit } from './trash';
import { users } from './users';

/** A reference (an integer key) every row has. */
const requiredId = <N extends string>(name: N, target: () => AnyPgColumn) => integer(name).notNull().references(target);

export const transactionStatus = pgEnum('transaction_status', ['pending', 'settlement', 'cancelled']);

/** A transaction recorded at a unit bank; the counterparty is a customer or a parent bank. */
export const transactions = pgTable(
  'transactions',
  {
    id: bigIdentity(),
    bsuId: requiredId('bsu_id', () => bsus.id),
    /**
     * The tenant key (issue 20): the parent bank the recording unit bank belonged to when it was
     * recorded. Distributing by parent bank (Citus) shards on it; every join of transactions with
     * their lines matches on it too (server/db/distribution.ts).
     */
    tenantId: requiredId('tenant_id', () => collectors.id),
    collectorId: integer('collector_id').references(() => collectors.id),
    customerId: integer('customer_id').references(() => customers.id),
    status: transactionStatus('status').notNull().default('pending'),
    amount: money('amount').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    // Every list is 'order by created_on desc, id desc'; each index ends in exactly that order
    // (NULLS FIRST is what DESC means in a query) so a page is read off the index, never sorted.
    index('transactions_created_on_idx').on(t.createdOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('transactions_status_idx').on(t.status, t.createdOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('transactions_bsu_idx').on(t.bsuId, t.createdOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('transactions_customer_idx').on(t.customerId, t.createdOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('transactions_collector_idx').on(t.collectorId, t.createdOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The list sorted by total (issue 17), either way: read forwards or backwards, never sorted.
    index('transactions_amount_idx').on(t.amount, t.id),
    check('transactions_one_counterparty', sql`num_nonnulls(${t.collectorId}, ${t.customerId}) = 1`),
    check('transactions_amount_non_negative', sql`${t.amount} >= 0`),
  ],
);

export const transactionLines = pgTable(
  'transaction_details',
  {
    id: bigIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => transactions.id),
    /** Its transaction's tenant key, so that a transaction and its lines live on the same shard. */
    tenantId: integer('tenant_id').notNull(),
    trashId: requiredId('trash_id', () => trash.id),
    qty: quantity('qty').notNull(),
    unit: trashUnit('unit').notNull(),
    price: money('price').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('transaction_details_transaction_idx').on(t.transactionId),
    index('transaction_details_trash_idx').on(t.trashId),
    check('transaction_details_positive', sql`${t.qty} > 0 and ${t.price} >= 0`),
  ],
);
