// What parent (BSI) and unit (BSU) banks share in the database: their search expression and
// the counters their public codes come from.
import { sql, type SQL } from 'drizzle-orm';
import { integer, pgTable, primaryKey, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

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
