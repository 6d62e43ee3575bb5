import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, varchar } from 'drizzle-orm/pg-core';
import { trashTypes, trashUnits, wasteCategories } from '../../../lib/schemas/fields';
import { bsus } from './bsus';
import { collectors } from './collectors';
import { createdAt, identity, money, quantity, updatedAt } from './columns';
import { userStatus } from './users';

export const trashType = pgEnum('trash_type', trashTypes);
export const trashUnit = pgEnum('trash_unit', trashUnits);
export const wasteCategory = pgEnum('waste_category', wasteCategories);

/** Waste items. Owned by a parent bank; `bsuId` set means a unit bank's own item (SPEC "tags"). */
export const trash = pgTable(
  'trash',
  {
    id: identity(),
    trashName: varchar('trash_name', { length: 255 }).notNull(),
    type: trashType('type').notNull(),
    /** Its SIPSN composition category: what reports and the environment office count it as. */
    category: wasteCategory('category').notNull().default('other'),
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
    index('trash_category_idx').on(t.category),
    check('trash_prices_non_negative', sql`${t.sellingPrice} >= 0 and ${t.buyingPrice} >= 0 and ${t.maximum} >= 0`),
  ],
);
