import { sql } from 'drizzle-orm';
import { char, index, integer, pgEnum, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { genders } from '../../../lib/schemas/fields';
import { bsus } from './bsus';
import { createdAt, identity, updatedAt } from './columns';
import { villages } from './regions';
import { userIdColumn, userStatus } from './users';

export const gender = pgEnum('gender', genders);

export const customers = pgTable(
  'customers',
  {
    id: identity(),
    userId: userIdColumn(),
    nik: char('nik', { length: 16 }).notNull(),
    address: varchar('address', { length: 255 }).notNull(),
    gender: gender('gender').notNull(),
    postalCode: varchar('postal_code', { length: 10 }),
    villageId: varchar('village_id', { length: 13 })
      .notNull()
      .references(() => villages.id),
    /**
     * The unit bank the customer banks at: who of the staff sees them (issue 16). Set when a BSU
     * operator registers them, else by their first transaction; null: programme-wide staff only.
     */
    bsuId: integer('bsu_id').references(() => bsus.id),
    /** Lower-cased names, contacts, NIK and region names: what search matches (server/domain/search.ts). */
    searchText: text('search_text').notNull().default(''),
    /** The person's name as the list sorts it (lower case), kept beside the search text (issue 17). */
    sortName: varchar('sort_name', { length: 512 }).notNull().default(''),
    /**
     * The person's status (users.status), copied here by triggers (migration 0016) so that the
     * list filtered by status reads one index of customers instead of joining every person.
     */
    status: userStatus('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_user_key').on(t.userId),
    uniqueIndex('customers_nik_key').on(t.nik),
    index('customers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('customers_village_idx').on(t.villageId),
    // The list filtered by province or regency (issue 17): a range of village codes in byte order.
    index('customers_village_code_idx').on(sql`${t.villageId} collate "C"`),
    index('customers_sort_name_idx').on(t.sortName, t.id),
    index('customers_bsu_idx').on(t.bsuId),
    index('customers_status_idx').on(t.status, t.id),
  ],
);
