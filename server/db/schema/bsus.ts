import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { bankColumns, bankSearchText } from './banks';
import { collectors } from './collectors';

/** Unit waste banks (BSU), each under one parent bank. */
export const bsus = pgTable(
  'bsus',
  {
    ...bankColumns(),
    collectorId: integer('collector_id')
      .notNull()
      .references(() => collectors.id),
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
