import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bankSearchText } from './banks';
import { collectors } from './collectors';
import { createdAt, updatedAt } from './columns';
import { villages } from './regions';
import { users } from './users';

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
