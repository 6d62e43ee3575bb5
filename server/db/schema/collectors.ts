import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { bankColumns, bankSearchText } from './banks';

/** Parent waste banks (BSI, "collector" in the API). The person in charge is `userId`. */
export const collectors = pgTable('collectors', bankColumns(), (t) => [
  uniqueIndex('collectors_user_key').on(t.userId),
  uniqueIndex('collectors_unique_code_key').on(t.uniqueCode),
  index('collectors_search_trgm_idx').using(
    'gin',
    sql`${bankSearchText(t.trashBankName, t.uniqueCode, 'bsi')} gin_trgm_ops`,
  ),
]);
