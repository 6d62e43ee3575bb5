// What the database keeps beside the domain: sign-in token families and failures, the counters
// that make list totals and dashboards cheap (kept by triggers), and the audit log.
import {
  bigint,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, transactionStatus, users } from './schema-domain';

/** A sign-in: every refresh token it rotates through belongs to it; revoking it ends them all. */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('token_families_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id),
    /** SHA-256 of the token: the token itself is never stored. */
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

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
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: varchar('action', { length: 32 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_created_idx').on(t.createdAt)],
);

/**
 * Failed sign-ins, kept for the throttling window (server/auth/throttle.ts): in the database,
 * so the limit holds across processes. `account` is the lower-cased email as typed.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    account: varchar('account', { length: 255 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_address_idx').on(t.address, t.failedAt)],
);
