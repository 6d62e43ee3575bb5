// What parent (BSI) and unit (BSU) banks share in the database: their search expression and
// the counters their public codes come from.
import { sql, type SQL } from 'drizzle-orm';
import { integer, pgTable, primaryKey, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, identity, updatedAt } from './columns';
import { villages } from './regions';
import { userIdColumn } from './users';

/**
 * The columns of a bank, parent or unit alike: its person in charge (a user), its public code,
 * name and place. A function, so that each table gets its own column objects.
 */
export const bankColumns = () => ({
  id: identity(),
  userId: userIdColumn(),
  uniqueCode: varchar('unique_code', { length: 32 }).notNull(),
  trashBankName: varchar('trash_bank_name', { length: 255 }).notNull(),
  address: varchar('address', { length: 255 }).notNull(),
  latlng: varchar('latlng', { length: 255 }),
  villageId: varchar('village_id', { length: 13 })
    .notNull()
    .references(() => villages.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A bank's name and code as one lower-case text ('bank sampah induk melati bsi-3273001'): what a
 * transaction search matches bank parties against, with a trigram index on exactly this
 * expression (the prefix inline, not a parameter, so the planner recognises it).
 */
export const bankSearchText = (name: AnyPgColumn | SQL, code: AnyPgColumn | SQL, prefix: 'bsi' | 'bsu') =>
  sql`lower(${name} || ${sql.raw(`' ${prefix}-'`)} || ${code})`;

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
