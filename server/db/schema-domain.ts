// The domain of SPEC §3 (people, banks, waste items, transactions, wallets), shared by
// PGlite and PostgreSQL. server/db/schema.ts joins it with schema-regions.ts and
// schema-bookkeeping.ts.
// Money is numeric(…, 2) and quantities numeric(…, 3): exact, never floats. Drizzle
// hands numerics back as strings, and lib/schemas/money.ts does the arithmetic.
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { genders, trashTypes, trashUnits, userStatuses } from '../../lib/schemas/fields';
import { villages } from './schema-regions';

export const userRole = pgEnum('user_role', ['admin', 'collector', 'unit', 'customer']);
// The value lists are the forms' and the API's (lib/schemas/fields.ts): one source for all three.
export const userStatus = pgEnum('user_status', userStatuses);
export const trashType = pgEnum('trash_type', trashTypes);
export const trashUnit = pgEnum('trash_unit', trashUnits);
export const gender = pgEnum('gender', genders);
export const transactionStatus = pgEnum('transaction_status', ['pending', 'settlement', 'cancelled']);
export const walletRequestKind = pgEnum('wallet_request_kind', ['topup', 'withdraw']);
export const walletRequestStatus = pgEnum('wallet_request_status', ['pending', 'accepted', 'rejected']);
export const ledgerKind = pgEnum('ledger_kind', ['transaction', 'topup', 'withdraw']);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 16, scale: 2 });
const quantity = (name: string) => numeric(name, { precision: 14, scale: 3 });

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: varchar('first_name', { length: 255 }).notNull(),
    lastName: varchar('last_name', { length: 255 }),
    email: varchar('email', { length: 255 }),
    phoneNumber: varchar('phone_number', { length: 32 }).notNull(),
    passwordHash: text('password_hash'),
    role: userRole('role').notNull(),
    status: userStatus('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    index('users_role_idx').on(t.role),
  ],
);

/**
 * A bank's name and code as one lower-case text ('bank sampah induk melati bsi-3273001'): what a
 * transaction search matches bank parties against, with a trigram index on exactly this
 * expression (the prefix inline, not a parameter, so the planner recognises it).
 */
export const bankSearchText = (name: AnyPgColumn | SQL, code: AnyPgColumn | SQL, prefix: 'bsi' | 'bsu') =>
  sql`lower(${name} || ${sql.raw(`' ${prefix}-'`)} || ${code})`;

/** Parent waste banks (BSI, "collector" in the API). The person in charge is `userId`. */
export const collectors = pgTable(
  'collectors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    uniqueCode: varchar('unique_code', { length: 32 }).notNull(),
    trashBankName: varchar('trash_bank_name', { length: 255 }).notNull(),
    address: varchar('address', { length: 255 }).notNull(),
    latlng: varchar('latlng', { length: 255 }),
    villageId: varchar('village_id', { length: 13 })
      .notNull()
      .references(() => villages.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('collectors_user_key').on(t.userId),
    uniqueIndex('collectors_unique_code_key').on(t.uniqueCode),
    index('collectors_search_trgm_idx').using(
      'gin',
      sql`${bankSearchText(t.trashBankName, t.uniqueCode, 'bsi')} gin_trgm_ops`,
    ),
  ],
);

/**
 * The last sequence number given out per kind of bank and regency: public codes are printed on
 * receipts, so a deleted bank's code is never handed to another one.
 */
export const bankCodeCounters = pgTable(
  'bank_code_counters',
  {
    kind: varchar('kind', { length: 16 }).notNull(),
    prefix: varchar('prefix', { length: 8 }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.prefix] })],
);

/** Unit waste banks (BSU), each under one parent bank. */
export const bsus = pgTable(
  'bsus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    collectorId: integer('collector_id')
      .notNull()
      .references(() => collectors.id),
    uniqueCode: varchar('unique_code', { length: 32 }).notNull(),
    trashBankName: varchar('trash_bank_name', { length: 255 }).notNull(),
    address: varchar('address', { length: 255 }).notNull(),
    latlng: varchar('latlng', { length: 255 }),
    villageId: varchar('village_id', { length: 13 })
      .notNull()
      .references(() => villages.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bsus_user_key').on(t.userId),
    uniqueIndex('bsus_unique_code_key').on(t.uniqueCode),
    index('bsus_collector_idx').on(t.collectorId),
    index('bsus_search_trgm_idx').using(
      'gin',
      sql`${bankSearchText(t.trashBankName, t.uniqueCode, 'bsu')} gin_trgm_ops`,
    ),
  ],
);

/** Waste items. Owned by a parent bank; `bsuId` set means a unit bank's own item (SPEC "tags"). */
export const trash = pgTable(
  'trash',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trashName: varchar('trash_name', { length: 255 }).notNull(),
    type: trashType('type').notNull(),
    sellingPrice: money('selling_price').notNull(),
    buyingPrice: money('buying_price').notNull(),
    stock: quantity('stock').notNull().default('0'),
    unit: trashUnit('unit').notNull(),
    maximum: quantity('maximum').notNull(),
    status: userStatus('status').notNull().default('active'),
    collectorId: integer('collector_id')
      .notNull()
      .references(() => collectors.id),
    bsuId: integer('bsu_id').references(() => bsus.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('trash_collector_idx').on(t.collectorId),
    index('trash_bsu_idx').on(t.bsuId),
    check('trash_prices_non_negative', sql`${t.sellingPrice} >= 0 and ${t.buyingPrice} >= 0 and ${t.maximum} >= 0`),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    nik: char('nik', { length: 16 }).notNull(),
    address: varchar('address', { length: 255 }).notNull(),
    gender: gender('gender').notNull(),
    postalCode: varchar('postal_code', { length: 10 }),
    villageId: varchar('village_id', { length: 13 })
      .notNull()
      .references(() => villages.id),
    /** Lower-cased names, contacts, NIK and region names: what search matches (server/domain/search.ts). */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_user_key').on(t.userId),
    uniqueIndex('customers_nik_key').on(t.nik),
    index('customers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('customers_village_idx').on(t.villageId),
  ],
);

/** A transaction recorded at a unit bank; the counterparty is a customer or a parent bank. */
export const transactions = pgTable(
  'transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bsuId: integer('bsu_id')
      .notNull()
      .references(() => bsus.id),
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
    check('transactions_one_counterparty', sql`num_nonnulls(${t.collectorId}, ${t.customerId}) = 1`),
    check('transactions_amount_non_negative', sql`${t.amount} >= 0`),
  ],
);

export const transactionDetails = pgTable(
  'transaction_details',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => transactions.id),
    trashId: integer('trash_id')
      .notNull()
      .references(() => trash.id),
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

/** One wallet per user; its balance is the sum of its ledger, never a stored number. */
export const wallets = pgTable(
  'wallets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wallets_user_key').on(t.userId)],
);

export const walletRequests = pgTable(
  'wallet_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id),
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
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_requests_kind_idx').on(t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
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
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id),
    kind: ledgerKind('kind').notNull(),
    /** Signed: credits positive, debits negative. */
    amount: money('amount').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id),
    walletRequestId: integer('wallet_request_id').references(() => walletRequests.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_ledger_wallet_idx').on(t.walletId),
    uniqueIndex('wallet_ledger_transaction_key').on(t.transactionId),
    uniqueIndex('wallet_ledger_request_key').on(t.walletRequestId),
    check('wallet_ledger_one_source', sql`num_nonnulls(${t.transactionId}, ${t.walletRequestId}) = 1`),
  ],
);
