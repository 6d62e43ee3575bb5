// What the database keeps beside the domain: the counters that make list totals and dashboards
// cheap (kept by triggers), and the audit log.
import { bigint, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { bigIdentity, createdAt } from './columns';
import { transactionStatus } from './transactions';
import { users, userStatus } from './users';

/**
 * Exact row counts of the large tables, kept by statement-level triggers (migration 0003) in
 * the same transaction as every insert, update and delete: a list's total_records over a
 * million transactions is a read of a few rows, not a count(*). Keys: 'transactions:<status>',
 * 'customers', 'wallets', 'wallet_requests:<kind>:<status>'.
 */
export const rowCounts = pgTable('row_counts', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

/**
 * How many transactions each UTC day holds, per status, kept by triggers (migration 0006): a
 * deep page of the transaction list (page 2,000 is offset 99,950) starts from the day that
 * holds its first row, found by summing a few hundred of these, instead of walking a hundred
 * thousand index entries.
 */
export const transactionDays = pgTable(
  'transaction_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: transactionStatus('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

/**
 * How many transactions each amount bucket holds, per status, kept by triggers (migration 0016):
 * the bucket is the amount cut to three significant digits (12,345 → 12,300), so the buckets
 * stay few (at most 900 a decade) and each holds a small share of the rows. A deep page of the
 * list sorted by total starts from the bucket holding its first row, as the day counters do for
 * the list by date.
 */
export const transactionAmounts = pgTable(
  'transaction_amounts',
  {
    bucket: numeric('bucket', { precision: 16, scale: 2 }).notNull(),
    status: transactionStatus('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.status] })],
);

/**
 * Where the customers' name buckets start: '' and every one- and two-letter lower-case prefix
 * (migration 0022). A name's bucket is the greatest bound not above it in the database's own
 * collation, so the buckets follow the name index's order whatever that collation is.
 */
export const customerNameBounds = pgTable('customer_name_bounds', { bound: text('bound').primaryKey() });

/**
 * How many customers each name bucket holds, per status, kept by triggers (migration 0022): a
 * deep page of the customers by name (page 1,000 is offset 49,950) starts from the bucket that
 * holds its first row, as the transactions' deep pages start from their day counters.
 */
export const customerNames = pgTable(
  'customer_names',
  {
    bucket: text('bucket').notNull(),
    status: userStatus('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.status] })],
);

/**
 * How many transactions (any status) each party is on: 'customer', 'collector' (a parent bank
 * selling to a unit) or 'bsu' (the unit bank that recorded it). Kept by triggers (migration
 * 0008): the exact total of a search by a person's or a bank's name is a sum of these.
 */
export const transactionPartyCounts = pgTable(
  'transaction_party_counts',
  {
    party: varchar('party', { length: 16 }).notNull(),
    partyId: integer('party_id').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.party, t.partyId] })],
);

/**
 * How many (not cancelled) transactions each unit bank recorded and how many lines each waste
 * item is on: the dashboard's top lists, kept by triggers (migration 0005) rather than counted
 * over millions of rows at every visit.
 */
export const bsuStats = pgTable(
  'bsu_stats',
  {
    bsuId: integer('bsu_id').primaryKey(),
    purchaseCount: bigint('purchase_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('bsu_stats_top_idx').on(t.purchaseCount.desc().nullsFirst(), t.bsuId)],
);

export const trashStats = pgTable(
  'trash_stats',
  {
    trashId: integer('trash_id').primaryKey(),
    purchaseCount: bigint('purchase_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('trash_stats_top_idx').on(t.purchaseCount.desc().nullsFirst(), t.trashId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigIdentity(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: varchar('action', { length: 32 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The audit screen (issue 18): newest first, and one person's changes newest first.
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
