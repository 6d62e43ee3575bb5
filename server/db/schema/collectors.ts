import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bankSearchText } from './banks';
import { createdAt, updatedAt } from './columns';
import { villages } from './regions';
import { users } from './users';

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
