// The sums the reports read (issue 18), kept by triggers (migration 0019) in the same transaction
// as every write: per Jakarta month and unit bank, what settled transactions and their lines add
// up to; per Jakarta day, what the customers' wallets gained or lost. A programme's half-year is
// then a few thousand rows, not half a million lines scattered over the transaction table.
import { bigint, boolean, date, index, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { trashUnit } from './trash';
import { walletRequestKind } from './wallets';

/** Settled transaction lines per Jakarta month (its first day), unit bank, item, unit and side (deposit or pickup). */
export const reportMonths = pgTable(
  'report_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    bsuId: integer('bsu_id').notNull(),
    trashId: integer('trash_id').notNull(),
    unit: trashUnit('unit').notNull(),
    deposit: boolean('deposit').notNull(),
    qty: numeric('qty', { precision: 18, scale: 3 }).notNull().default('0'),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.bsuId, t.trashId, t.unit, t.deposit] }),
    index('report_months_bsu_idx').on(t.bsuId, t.month),
  ],
);

/** Settled transactions per Jakarta month, unit bank and side: how many, and their total. */
export const reportTransactionMonths = pgTable(
  'report_transaction_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    bsuId: integer('bsu_id').notNull(),
    deposit: boolean('deposit').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.bsuId, t.deposit] }),
    index('report_transaction_months_bsu_idx').on(t.bsuId, t.month),
  ],
);

/** What every customer wallet together gained or lost each Jakarta day: the programme's debt to its customers at a day's start is the sum of the days before. */
export const ledgerDays = pgTable('ledger_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  amount: numeric('amount', { precision: 18, scale: 2 }).notNull().default('0'),
});

/**
 * report_months summed over the unit banks, kept from it by triggers (migration 0023): the
 * programme's months (the dashboard's, the programme's reports) read a few thousand rows instead
 * of every unit bank's.
 */
export const reportProgrammeMonths = pgTable(
  'report_programme_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    trashId: integer('trash_id').notNull(),
    unit: trashUnit('unit').notNull(),
    deposit: boolean('deposit').notNull(),
    qty: numeric('qty', { precision: 18, scale: 3 }).notNull().default('0'),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.month, t.trashId, t.unit, t.deposit] })],
);

/** report_transaction_months summed over the unit banks (migration 0023): per Jakarta month and side. */
export const reportProgrammeTransactionMonths = pgTable(
  'report_programme_transaction_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    deposit: boolean('deposit').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.month, t.deposit] })],
);

/** Accepted top-ups and withdrawals per Jakarta month of their decision (migration 0023): how many, and their total. */
export const walletRequestMonths = pgTable(
  'wallet_request_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    kind: walletRequestKind('kind').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.month, t.kind] })],
);
